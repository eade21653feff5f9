// `node scripts/pglite-template.mjs <file>`: PGlite's empty database (what its initdb makes), written once at
// build time as a .tar.gz. A first start on a new data folder unpacks it instead of running initdb, which takes
// about 8 s and 650 MB (decision 019). Run by scripts/build.mjs; the file is named after the PGlite version.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/pglite-template.mjs <file>');
const db = new PGlite();
await db.waitReady;
const archive = await db.dumpDataDir('gzip');
await db.close();
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
console.log(`[build] PGlite's empty database: ${file} (${Math.round(archive.size / 1024)} KB)`);
