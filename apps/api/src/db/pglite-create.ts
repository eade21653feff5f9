import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A new PGlite database, made without PGlite's initdb in the server (decision 019). initdb runs a second
 * Postgres inside the process and copies its whole memory: about 8 s and 650 MB at the peak, of which about
 * 125 MB stayed resident in the server until a restart. The build makes that empty database once
 * (scripts/pglite-template.mjs, named after the PGlite version) and a first start unpacks it; without it
 * (a build of another PGlite version), a short-lived child process runs initdb, and its memory all goes back
 * to the system when it ends. Either way the server then opens the folder as it opens an existing one.
 *
 * What is made goes to a sibling folder first and is renamed into place once complete: a start interrupted
 * meanwhile leaves no half-made database behind.
 */
export async function createPgliteDatabase(dataDir: string, options: { startParams: string[]; wasmFlags: string[] }): Promise<void> {
  const building = `${dataDir}.creating`;
  rmSync(building, { recursive: true, force: true });
  try {
    const template = templateFile();
    if (template) {
      mkdirSync(building, { recursive: true });
      await inChildProcess('unpacking the PGlite database', [], unpackSource, [pathToFileURL(require.resolve('tar')).href, template, building]);
    } else {
      await inChildProcess('creating the PGlite database', options.wasmFlags, initdbSource, [
        pathToFileURL(require.resolve('@electric-sql/pglite')).href,
        building,
        ...options.startParams,
      ]);
    }
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  // The caller checked that the folder is empty or absent.
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(building, dataDir);
}

/** True when `dataDir` holds no database yet and nothing else either (it may not exist). */
export function isNewPgliteFolder(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

const require = createRequire(import.meta.url);

/** The build's empty database for the PGlite installed, if there is one (apps/api/dist/pglite-<version>.tar.gz). */
function templateFile(): string | null {
  // The package's entry is dist/index.cjs; its package.json is one folder up (it is not among its exports).
  const manifest = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const file = fileURLToPath(new URL(`../pglite-${version}.tar.gz`, import.meta.url));
  return existsSync(file) ? file : null;
}

const unpackSource = `
const [tarUrl, file, cwd] = process.argv.slice(1);
const tar = await import(tarUrl);
await (tar.x ?? tar.default.x)({ file, cwd, preserveOwner: false });
`;

const initdbSource = `
const [moduleUrl, dataDir, ...startParams] = process.argv.slice(1);
const pglite = await import(moduleUrl);
const { PGlite } = pglite.PGlite ? pglite : pglite.default;
const db = new PGlite({ dataDir, startParams: [...PGlite.defaultStartParams, ...startParams] });
await db.waitReady;
await db.close();
`;

/** Runs `source` (an ES module's text, given `args`) in a process of its own, with nothing of the server's environment. */
async function inChildProcess(what: string, flags: string[], source: string, args: string[]): Promise<void> {
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, '--input-type=module', '-e', source, ...args], { env: {}, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}): ${Buffer.concat(stderr).toString().trim().slice(-2_000)}`);
}
