/**
 * Scheduled jobs (the sweepers) that run once per tick across every server process on one
 * database: `startJob` replaces each sweeper's own setInterval. Every process keeps its timer;
 * on each tick it tries to claim the tick in `job_leases` with one conditional update (the tick
 * moves forward only while no lease is held), and only the process whose update changed the row
 * runs the body. Works on SQLite and PostgreSQL, with or without Redis.
 *
 * Ticks are numbered by wall-clock time (floor(Date.now() / interval)), not the app clock: the
 * lease coordinates processes in real time, and a test clock moved forward in one process must
 * not claim future ticks from the others. The bodies still read `app.clock` for their deadlines.
 * The lease (`locked_until`) keeps a slow body from overlapping the next tick elsewhere; a
 * process that died mid-tick frees it after `leaseMs`.
 *
 * Per-process refreshes (the web-view allow-list in app.ts, the live hub's viewer fields) are
 * not jobs: each process needs its own.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { afterCommitInvalidation } from './public-cache';

/** Claims `tick` of job `name`; true for exactly one caller per tick (the one to run it). */
export async function claimTick(
  db: Db,
  job: { name: string; owner: string; tick: number; nowMs: number; leaseMs: number },
): Promise<boolean> {
  await db
    .insertInto('job_leases')
    .values({ name: job.name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const res = await db
    .updateTable('job_leases')
    .set({ tick: job.tick, owner: job.owner, locked_until: job.nowMs + job.leaseMs })
    .where('name', '=', job.name)
    .where('tick', '<', job.tick)
    .where('locked_until', '<=', job.nowMs)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Frees the lease the owner holds for `tick` (the next tick may run anywhere). */
export async function releaseTick(
  db: Db,
  job: { name: string; owner: string; tick: number },
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ locked_until: 0 })
    .where('name', '=', job.name)
    .where('owner', '=', job.owner)
    .where('tick', '=', job.tick)
    .execute();
}

export interface JobRunner {
  /**
   * Runs the body if this runner claims `tick` (default: the current one); true when it ran.
   * A tick while this runner's previous body still runs is skipped.
   */
  runTick(tick?: number, nowMs?: number): Promise<boolean>;
  /** resolves when a running body has finished */
  idle(): Promise<void>;
}

/** The lease-guarded tick of one job on one database (startJob's core; tests drive it). */
export function jobRunner(
  db: Db,
  name: string,
  intervalMs: number,
  body: () => Promise<unknown>,
  onError: (err: unknown) => void,
): JobRunner {
  const owner = randomUUID();
  // long enough for any sweep batch; a crashed process's lease lapses after it
  const leaseMs = Math.max(10 * intervalMs, 300_000);
  let current: Promise<boolean> | null = null;
  const run = async (tick: number, nowMs: number): Promise<boolean> => {
    const job = { name, owner, tick, nowMs, leaseMs };
    if (!(await claimTick(db, job))) return false;
    try {
      await body();
    } finally {
      await releaseTick(db, job);
    }
    return true;
  };
  return {
    runTick(tick?: number, nowMs = Date.now()): Promise<boolean> {
      if (current) return Promise.resolve(false);
      const p = run(tick ?? Math.floor(nowMs / intervalMs), nowMs)
        .catch((err: unknown) => {
          onError(err);
          return false;
        })
        .finally(() => {
          current = null;
        });
      current = p;
      return p;
    },
    async idle(): Promise<void> {
      await current;
    },
  };
}

/**
 * Runs `body` every `intervalMs` (unref'd timer), once per tick across all processes on the
 * app's database; stops with the app (waiting for a running body).
 */
export function startJob(
  fastify: FastifyInstance,
  app: AppContext,
  name: string,
  intervalMs: number,
  body: () => Promise<unknown>,
): JobRunner {
  // the public cache sees the body's writes again once it has finished (committed), as it
  // does for a request's (lib/public-cache.ts)
  const tracked = () => afterCommitInvalidation(app.cache, body);
  const runner = jobRunner(app.database.db, name, intervalMs, tracked, (err) =>
    fastify.log.error(err, `job ${name}`),
  );
  const timer = setInterval(() => void runner.runTick(), intervalMs);
  timer.unref();
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await runner.idle();
  });
  return runner;
}
