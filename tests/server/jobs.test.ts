/**
 * Scheduled jobs run once per tick across processes (lib/jobs.ts): two runners of one job, each
 * with its own connection to one migrated database (as two server processes have), tick at the
 * same moment; the conditional update of `job_leases` lets exactly one run the body. A body
 * still running keeps the next tick from starting elsewhere until it ends, and a lease left by
 * a process that died lapses. SQLite or, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db';
import { claimTick, jobRunner, type JobRunner } from '../../src/server/lib/jobs';
import { dialectUnderTest, freshDatabase } from './harness';

const INTERVAL_MS = 30_000;

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe(`job leases on ${dialectUnderTest}`, () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    first = fresh.database;
    drop = fresh.drop;
    // a second connection (pool) to the same database, as another process would open
    second = openDatabase(
      fresh.env.DATABASE_URL ? { databaseUrl: fresh.env.DATABASE_URL } : { sqliteFile: first.file },
    );
  });

  afterAll(async () => {
    await second?.close();
    await drop?.();
  });

  const runners = (name: string, body: (who: string) => Promise<void>): JobRunner[] =>
    [first, second].map((database, i) =>
      jobRunner(
        database.db,
        name,
        INTERVAL_MS,
        () => body(i === 0 ? 'a' : 'b'),
        (err) => {
          throw err;
        },
      ),
    );

  it('two instances ticking the same job at once run its body once per tick', async () => {
    const runs: { tick: number; who: string }[] = [];
    let tick = 0;
    const [a, b] = runners('test-once', async (who) => {
      runs.push({ tick, who });
      // the body takes a while (a query) so that both ticks overlap
      await first.db.selectFrom('job_leases').select('name').execute();
    });
    const ticks = 20;
    for (tick = 1; tick <= ticks; tick++) {
      // who asks first alternates
      const [x, y] = tick % 2 === 0 ? [a!, b!] : [b!, a!];
      const [ranX, ranY] = await Promise.all([x.runTick(tick), y.runTick(tick)]);
      expect(Number(ranX) + Number(ranY), `tick ${tick}`).toBe(1);
    }
    expect(runs).toHaveLength(ticks);
    expect(new Set(runs.map((r) => r.tick)).size).toBe(ticks);
    // a tick already run is not run again, by either
    expect(await a!.runTick(ticks)).toBe(false);
    expect(await b!.runTick(ticks)).toBe(false);
    console.log(
      `job lease: ${ticks} ticks, ${runs.filter((r) => r.who === 'a').length} run by a, ` +
        `${runs.filter((r) => r.who === 'b').length} by b`,
    );
  });

  it('a body still running keeps the next tick from starting on another instance', async () => {
    const started = deferred<void>();
    const release = deferred<void>();
    let runs = 0;
    const [a, b] = runners('test-overlap', async () => {
      runs += 1;
      if (runs === 1) {
        started.resolve();
        await release.promise;
      }
    });
    const slow = a!.runTick(1);
    await started.promise;
    expect(await b!.runTick(2)).toBe(false);
    release.resolve();
    expect(await slow).toBe(true);
    expect(await b!.runTick(2)).toBe(true);
    expect(runs).toBe(2);
  });

  it('a lease left by an instance that died lapses', async () => {
    const [, b] = runners('test-crash', () => Promise.resolve());
    const now = Date.now();
    // claimed and never released (the process died in the body)
    expect(
      await claimTick(first.db, {
        name: 'test-crash',
        owner: 'dead',
        tick: 1,
        nowMs: now,
        leaseMs: 60_000,
      }),
    ).toBe(true);
    expect(await b!.runTick(2, now + 1000)).toBe(false);
    expect(await b!.runTick(2, now + 60_000)).toBe(true);
  });
});
