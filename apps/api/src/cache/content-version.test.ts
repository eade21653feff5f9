import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.js';
import { openTestDatabase } from '../test-support/database.js';
import { createContentVersion } from './content-version.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('content version', () => {
  it('a write on this instance is seen at once, even when a read of the older version was under way', async () => {
    // The real database; only the answer of the version read is held back until the write is done,
    // as a slower connection of the pool (or a busy PGlite) delivers it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const held: Db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: Parameters<Db['execute']>[0]) => {
          // The first statement is the version read (no scheduled time is known yet, so nothing before it).
          const first = calls++ === 0;
          const result = await target.execute(query);
          if (first) await gate;
          return result;
        };
      },
    });
    const version = createContentVersion(held, 60_000);
    const before = await createContentVersion(database.db).current();

    const reading = version.current();
    const bumped = await version.bump();
    release();
    await reading;

    expect(bumped).toBeGreaterThan(before);
    expect(await version.current()).toBe(bumped);
  });
});
