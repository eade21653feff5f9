// `npm test`: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against the built product. Stops at the first failing stage.
// On a fresh machine it first makes sure the browser tests can run: Chromium is installed with
// apt-get when this runs as root on Debian or Ubuntu (as CI does); otherwise it stops at once with
// one line saying what to install, instead of failing after the unit tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const run = (label, cmd, args, env = {}) => {
  console.log(`\n[test] ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[test] ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && hasCommand('apt-get') && !process.env.CHROMIUM_PATH) {
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    run('Chromium is missing: updating the package lists (apt-get update)', 'apt-get', ['update', '-qq'], env);
    run('installing Chromium for the browser tests (apt-get install chromium)', 'apt-get', ['install', '-y', '-qq', 'chromium'], env);
    if (existsSync(chromium)) return;
  }
  console.error(`[test] The browser tests need Chromium at ${chromium}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`);
  process.exit(1);
}

ensureChromium();
run('unit and API tests', 'npx', ['vitest', 'run']);
run('build', process.execPath, ['scripts/build.mjs']);
run('browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
