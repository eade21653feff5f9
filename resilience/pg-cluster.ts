import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = (() => {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().pop() : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join(root, version, 'bin');
})();

/** Runs a PostgreSQL binary as the postgres user (initdb refuses root). */
const run = (bin: string, args: string[]) =>
  execFileSync(process.getuid?.() === 0 ? 'runuser' : path.join(BIN, bin), process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(BIN, bin), ...args] : args, { stdio: 'pipe', timeout: 60_000 }).toString();

/**
 * A throwaway PostgreSQL cluster of the test's own (own data directory and port), so the test can
 * stop and start it without touching the machine's shared server.
 */
export function createCluster(port: number) {
  // A leftover server from an interrupted run would hold the port: stop it first.
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, 'pg_isready'), '-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    throw new Error(`port ${port} is taken by another PostgreSQL server`);
  } catch (error) {
    if ((error as Error).message.startsWith('port')) throw error;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pgcluster-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (action: 'start' | 'stop') =>
    run('pg_ctl', action === 'start'
      ? ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`, 'start']
      : ['-D', data, '-m', 'fast', '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('start'),
    stop: () => ctl('stop'),
    destroy() {
      try {
        ctl('stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
