// Builds what is missing or older than its sources: contracts, then the API, then the web app.
// `--force` rebuilds everything. Used by `npm start`, `npm run build` and the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

// PGlite's empty database, made once here rather than by initdb on a first start (decision 019).
const pgliteVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
const pgliteTemplate = `apps/api/dist/pglite-${pgliteVersion}.tar.gz`;

const steps = [
  // Nothing else is made from it: making it again rebuilds nothing else.
  { name: 'pglite template', output: pgliteTemplate, sources: ['scripts/pglite-template.mjs'], cmd: [process.execPath, ['scripts/pglite-template.mjs', pgliteTemplate]], independent: true },
  { name: 'contracts', output: 'packages/contracts/dist/index.js', sources: ['packages/contracts/src', 'packages/contracts/tsconfig.json'], cmd: ['npm', ['run', 'build', '-w', '@softhouse/contracts']] },
  { name: 'api', output: 'apps/api/dist/main.js', sources: ['apps/api/src', 'apps/api/tsconfig.build.json', 'packages/contracts/src'], cmd: ['npm', ['run', 'build', '-w', '@softhouse/api']] },
  { name: 'web', output: path.join('apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js'), sources: ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/vite-plugins.ts', 'apps/web/react-router.config.ts', 'packages/contracts/src'], cmd: ['npm', ['run', 'build', '-w', '@softhouse/web']] },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name.endsWith('.test.ts') || child.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

let rebuilt = false;
for (const step of steps) {
  const output = path.join(root, step.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const stale = force || rebuilt || builtAt === 0 || Math.max(...step.sources.map(newestMtime)) > builtAt;
  if (!stale) continue;
  console.log(`[build] ${step.name}`);
  const [cmd, args] = step.cmd;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error(`[build] ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
  if (!step.independent) rebuilt = true;
}

// Hashed client assets are compressed once here at the highest levels; the server sends the
// .br or .gz file as is (@fastify/static preCompressed) instead of compressing on every request.
if (rebuilt) {
  const assets = path.join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'client');
  let count = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|css|svg|json|txt|xml|html|ico)$/.test(entry.name)) {
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        count++;
      }
    }
  };
  if (existsSync(assets)) walk(assets);
  console.log(`[build] precompressed ${count} client files (br, gz)`);
}
