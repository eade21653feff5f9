// `npm test`: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against the built product. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (label, cmd, args, env = {}) => {
  console.log(`\n[test] ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[test] ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

run('unit and API tests', 'npx', ['vitest', 'run']);
run('build', process.execPath, ['scripts/build.mjs']);
run('browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
