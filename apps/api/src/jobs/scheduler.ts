import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type Job = {
  name: string;
  /** How often the job runs, across every instance together. */
  everyMs: number;
  run: () => Promise<Record<string, number> | void>;
};

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Periodic housekeeping that must happen once per period however many instances run. Each instance
 * looks every `pollMs`; a job runs on the instance whose conditional upsert moves its `last_run_at`
 * forward (a row lock makes the others see the new time and skip), so a run is never doubled and a
 * stopped instance never stops the job.
 */
export function createScheduler(db: Db, jobs: Job[], log: Log) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function claim(job: Job): Promise<boolean> {
    const result = await db.execute(sql`
      insert into scheduled_jobs (name, last_run_at) values (${job.name}, now())
      on conflict (name) do update set last_run_at = now()
        where scheduled_jobs.last_run_at <= now() - ${`${job.everyMs} milliseconds`}::interval
      returning name`);
    return (result as { rows: unknown[] }).rows.length === 1;
  }

  /** Runs every job that is due; resolves with the names of those this instance ran. */
  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claim(job))) continue;
      const started = Date.now();
      const result = await job.run();
      log.info({ job: job.name, ms: Date.now() - started, ...result }, 'scheduled job done');
      ran.push(job.name);
    }
    return ran;
  }

  const tick = () => {
    running ??= runDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'scheduled job failed'))
      .finally(() => (running = undefined));
  };

  return {
    runDue,
    start(pollMs: number) {
      timer = setInterval(tick, pollMs);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
