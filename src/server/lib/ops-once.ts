/**
 * Idempotent console writes (issue 23 gaps, coupons): the console sends a `request_id` made once
 * per confirm dialog; `opsOnce` runs the write once per (operator, request id) and answers a
 * repeat (a double click, a retry after a timeout) with the first answer and `duplicate: true`.
 * Same scheme as the consumers' submissions (lib/submissions.ts): the claim is the first
 * statement of the write's transaction, a repeat fails it on the primary key (a concurrent one
 * waits there until the first one ends) and reads the stored answer; a refusal rolls the claim
 * back with everything else, so a corrected retry may use the same id.
 */
import type { Db, Tx } from '../db';
import { isUniqueViolation } from './db-errors';
import { ReplyError } from './reply';

export interface OpsClaim {
  operator_id: number;
  request_id: string;
  /** what runs under it; a repeat of the id for another action is refused */
  action: string;
  now: number;
}

async function stored(db: Db, c: OpsClaim): Promise<{ action: string; result: string } | null> {
  for (let i = 0; i < 100; i++) {
    const row = await db
      .selectFrom('ops_requests')
      .select(['action', 'result'])
      .where('operator_id', '=', c.operator_id)
      .where('request_id', '=', c.request_id)
      .executeTakeFirst();
    if (!row) return null;
    if (row.result !== '') return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

/**
 * Runs `work` once per (operator, request id); `reused` is the refusal of an id that ran
 * another action.
 */
export async function opsOnce<T extends object>(
  db: Db,
  claim: OpsClaim,
  work: (tx: Tx) => Promise<T>,
  reused: () => ReplyError,
): Promise<T & { duplicate: boolean }> {
  try {
    return await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('ops_requests')
        .values({
          operator_id: claim.operator_id,
          request_id: claim.request_id,
          action: claim.action,
          created_at: claim.now,
        })
        .execute();
      const result = { ...(await work(tx)), duplicate: false };
      await tx
        .updateTable('ops_requests')
        .set({ result: JSON.stringify(result) })
        .where('operator_id', '=', claim.operator_id)
        .where('request_id', '=', claim.request_id)
        .execute();
      return result;
    });
  } catch (err) {
    if (err instanceof ReplyError || !isUniqueViolation(err)) throw err;
    const row = await stored(db, claim);
    if (!row) throw err;
    if (row.action !== claim.action) throw reused();
    return { ...(JSON.parse(row.result) as T), duplicate: true };
  }
}
