/**
 * Idempotent submissions (docs/api-orders.md "Idempotent submission"): a client sends the same
 * `client_key` (one per confirmation page visit) with every retry of one submission, and the
 * server answers the first result instead of ordering twice. Used by the mall checkout and the
 * local shop's ordering.
 */
import type { Db, Tx } from '../db';
import { precompiled } from '../db/precompiled';
import { isUniqueViolation } from './db-errors';
import { ReplyError } from './reply';

// each checkout runs these three (db/precompiled.ts: built and compiled once)
const STORED = precompiled((db, a: { user: number; key: string }) =>
  db
    .selectFrom('submissions')
    .select('result')
    .where('user_id', '=', a.user)
    .where('client_key', '=', a.key),
);
const CLAIM = precompiled((db, a: { user: number; key: string; trade: string; now: number }) =>
  db.insertInto('submissions').values({
    user_id: a.user,
    client_key: a.key,
    trade_no: a.trade,
    created_at: a.now,
  }),
);
const STORE_RESULT = precompiled((db, a: { result: string; user: number; key: string }) =>
  db
    .updateTable('submissions')
    .set({ result: a.result })
    .where('user_id', '=', a.user)
    .where('client_key', '=', a.key),
);

/** A submission's answer, to be stored on its claim's row (`submitOnce`'s `last`). */
export interface StoredSubmission {
  /** the answer, serialised */
  result: string;
  user: number;
  key: string;
  /** stores `result` with a statement of its own */
  store(): Promise<unknown>;
}

/** The stored result of an earlier submission (waits briefly while that one still runs). */
async function storedResult<T>(db: Db, userId: number, clientKey: string): Promise<T | null> {
  for (let i = 0; i < 50; i++) {
    const row = await STORED.first(db, { user: userId, key: clientKey });
    if (!row) return null;
    if (row.result) return JSON.parse(row.result) as T;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

/**
 * Runs `work` once per (user, client_key): a repeat answers the stored result. The claim is
 * the first statement of the transaction: a repeat fails it on the unique index (a concurrent
 * one blocks there until the first one ends) and answers the stored result. A refusal
 * (ReplyError) rolls the claim back with everything else, so a corrected retry may use the
 * same key.
 *
 * `last`, when given, runs in the same transaction after `work`: the writes to rows every
 * submission contends for (stock), so that on PostgreSQL their row locks are held for as few
 * round trips as possible before the commit (issue 21). It then stores the result itself:
 * `submission.store()` before its contended writes, or one of its own statements writes
 * `submission.result` to the claim's row (order.service TAKE_STOCK_WITH_SALES on PostgreSQL,
 * one round trip fewer). It may still refuse: the whole transaction, claim included, rolls back.
 */
export async function submitOnce<T>(
  db: Db,
  claim: { user_id: number; client_key: string; trade_no: string; now: number },
  work: (tx: Tx) => Promise<T>,
  last?: (tx: Tx, result: T, submission: StoredSubmission) => Promise<void>,
): Promise<T> {
  // No read before the claim: a first submission (nearly all of them) would pay a statement for
  // nothing (issue 21); a repeat fails the claim on the unique index and answers below.
  try {
    return await db.transaction().execute(async (tx) => {
      await CLAIM.execute(tx, {
        user: claim.user_id,
        key: claim.client_key,
        trade: claim.trade_no,
        now: claim.now,
      });
      const result = await work(tx);
      const stored = {
        result: JSON.stringify(result),
        user: claim.user_id,
        key: claim.client_key,
      };
      if (last) {
        await last(tx, result, { ...stored, store: () => STORE_RESULT.changed(tx, stored) });
      } else {
        await STORE_RESULT.execute(tx, stored);
      }
      return result;
    });
  } catch (err) {
    if (err instanceof ReplyError || !isUniqueViolation(err)) throw err;
    const again = await storedResult<T>(db, claim.user_id, claim.client_key);
    if (again) return again;
    throw err;
  }
}
