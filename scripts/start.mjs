// `npm start`: build whatever is not built yet, then serve the whole product from this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
