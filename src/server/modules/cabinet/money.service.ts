/**
 * The merchant money account (`merchants.balance`, fen): cabinet sales come in, purchase orders
 * paid from the balance go out. `moveMerchantMoney` is the one way it changes: inside the
 * caller's transaction, a conditional update (`balance + delta >= 0`) and a `merchant_ledger`
 * row with the before/after amounts, keyed for idempotency, so the ledger sum always equals the
 * balance. On PostgreSQL the merchant row is locked first (SQLite writes are serial anyway).
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Tx } from '../../db';

export type MerchantMoneyKind = 'sale' | 'purchase' | 'refund' | 'adjust';

export interface MerchantMoveInput {
  merchantId: number;
  /** fen, signed, non-zero */
  delta: number;
  kind: MerchantMoneyKind;
  /** what caused it, e.g. `cabinet_order:12`; at most 64 characters */
  ref: string;
  /** unique per movement: the same key again returns the first row and changes nothing */
  idempotencyKey: string;
  /** Unix seconds */
  now: number;
}

export interface MerchantMoveResult {
  ledger_id: number;
  before: number;
  after: number;
  replayed: boolean;
}

/** Thrown when a debit would take the balance below zero; the caller answers 422. */
export class InsufficientMerchantBalance extends Error {
  constructor() {
    super('insufficient merchant balance');
  }
}

export async function moveMerchantMoney(
  tx: Tx,
  input: MerchantMoveInput,
): Promise<MerchantMoveResult> {
  if (!Number.isSafeInteger(input.delta) || input.delta === 0) {
    throw new Error(`merchant money delta must be a non-zero integer, got ${input.delta}`);
  }
  const previous = await tx
    .selectFrom('merchant_ledger')
    .select(['id', 'before_amount', 'after_amount'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (previous) {
    return {
      ledger_id: previous.id,
      before: Number(previous.before_amount),
      after: Number(previous.after_amount),
      replayed: true,
    };
  }
  if (tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select id from merchants where id = ${input.merchantId} for update`.execute(tx);
  }
  const row = await tx
    .updateTable('merchants')
    .set({ balance: sql`balance + ${input.delta}` })
    .where('id', '=', input.merchantId)
    .where(sql<boolean>`balance + ${input.delta} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!row) throw new InsufficientMerchantBalance();
  const after = Number(row.balance);
  const before = after - input.delta;
  const ledger = await tx
    .insertInto('merchant_ledger')
    .values({
      merchant_id: input.merchantId,
      delta: input.delta,
      before_amount: before,
      after_amount: after,
      kind: input.kind,
      ref: input.ref,
      idempotency_key: input.idempotencyKey,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ledger_id: ledger.id, before, after, replayed: false };
}
