/**
 * The money area's reads and conditional writes (issue 20, money): the withdrawals queue with its
 * user, card and operators, payment trades with their orders and refunds, users by mobile or id.
 * Money itself moves only through the wallet's `move` (money.service.ts).
 */
import { sql } from 'kysely';
import type { WithdrawalStatus } from '../../../shared/contract/types';
import type { Executor, Tx } from '../../db';

export interface WithdrawalQuery {
  page: number;
  limit: number;
  status?: WithdrawalStatus | undefined;
  mobile?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

function withdrawalBase(db: Executor, q: Omit<WithdrawalQuery, 'page' | 'limit' | 'status'>) {
  let base = db.selectFrom('withdrawals as w').innerJoin('users as u', 'u.id', 'w.user_id');
  if (q.mobile) base = base.where('u.mobile', 'like', `%${q.mobile}%`);
  if (q.from !== undefined) base = base.where('w.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('w.created_at', '<', q.to);
  if (q.min !== undefined) base = base.where('w.amount', '>=', q.min);
  if (q.max !== undefined) base = base.where('w.amount', '<=', q.max);
  return base;
}

function withdrawalColumns(db: Executor) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
    .leftJoin('operators as oa', 'oa.id', 'w.approved_by')
    .leftJoin('operators as os', 'os.id', 'w.settled_by')
    .select([
      'w.id',
      'w.user_id',
      'u.mobile',
      'u.nickname',
      'w.amount',
      'w.fee',
      'w.actual',
      'w.status',
      'w.remark',
      'w.paid_reference',
      'w.payout_no',
      'w.payout_provider',
      'w.payout_attempts',
      'w.payout_error',
      'w.approved_at',
      'w.settled_at',
      'w.created_at',
      'w.updated_at',
      'c.bank_name',
      'c.card_last4',
      'c.holder_name',
      'oa.name as approved_by_name',
      'os.name as settled_by_name',
    ]);
}

export type WithdrawalRow = Awaited<
  ReturnType<ReturnType<typeof withdrawalColumns>['executeTakeFirstOrThrow']>
>;

/** A page of withdrawals, newest first, and the count of each status under the other filters. */
export async function searchWithdrawals(db: Executor, q: WithdrawalQuery) {
  let ids = withdrawalBase(db, q);
  if (q.status) ids = ids.where('w.status', '=', q.status);
  const [total, counts, rows] = await Promise.all([
    ids.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    withdrawalBase(db, q)
      .select(['w.status', sql<number>`count(*)`.as('n')])
      .groupBy('w.status')
      .execute(),
    withdrawalColumns(db)
      .where(
        'w.id',
        'in',
        ids
          .select('w.id')
          .orderBy('w.id', 'desc')
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      )
      .orderBy('w.id', 'desc')
      .execute(),
  ]);
  return {
    rows,
    total: Number(total?.n ?? 0),
    counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })),
  };
}

export function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  return withdrawalColumns(db).where('w.id', '=', id).executeTakeFirst();
}

/**
 * The conditional update of one withdrawal from one of `from` to a new status: the row's user
 * and amount when it moved, undefined when it was not in one of `from` (someone else won).
 */
export function moveWithdrawal(
  tx: Tx,
  id: number,
  from: WithdrawalStatus[],
  set: {
    status: WithdrawalStatus;
    updated_at: number;
    approved_by?: number;
    approved_at?: number;
    settled_by?: number;
    settled_at?: number;
    paid_reference?: string;
    remark?: string;
  },
) {
  return tx
    .updateTable('withdrawals')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['user_id', 'amount'])
    .executeTakeFirst();
}

export interface TradeQuery {
  page: number;
  limit: number;
  trade_no?: string | undefined;
  order_sn?: string | undefined;
  mobile?: string | undefined;
  status?: string | undefined;
  method?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** A page of payment trades, newest first, with their order numbers and refunds. */
export async function searchTrades(db: Executor, q: TradeQuery) {
  let base = db.selectFrom('payments as p').innerJoin('users as u', 'u.id', 'p.user_id');
  if (q.trade_no) base = base.where('p.trade_no', '=', q.trade_no);
  if (q.order_sn) {
    const sn = q.order_sn;
    base = base.where('p.trade_no', 'in', (eb) =>
      eb.selectFrom('orders').select('trade_no').where('order_sn', '=', sn),
    );
  }
  if (q.mobile) base = base.where('u.mobile', 'like', `%${q.mobile}%`);
  if (q.status) base = base.where('p.status', '=', q.status as never);
  if (q.method) base = base.where('p.method', '=', q.method);
  if (q.from !== undefined) base = base.where('p.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('p.created_at', '<', q.to);
  const [total, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .select([
        'p.trade_no',
        'p.user_id',
        'u.mobile',
        'p.amount',
        'p.method',
        'p.status',
        'p.kind',
        'p.provider',
        'p.provider_ref',
        'p.refunded',
        'p.paid_at',
        'p.created_at',
      ])
      .orderBy('p.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  const tradeNos = rows.map((r) => r.trade_no);
  const [orders, refunds] = tradeNos.length
    ? await Promise.all([
        db
          .selectFrom('orders')
          .select(['trade_no', 'order_sn'])
          .where('trade_no', 'in', tradeNos)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('refunds')
          .select(['id', 'trade_no', 'amount', 'method', 'status', 'provider_ref', 'created_at'])
          .where('trade_no', 'in', tradeNos)
          .orderBy('id')
          .execute(),
      ])
    : [[], []];
  return { rows, total: Number(total?.n ?? 0), orders, refunds };
}

/** A user by full mobile number or id. */
export function findUser(db: Executor, by: 'mobile' | 'id', q: string) {
  const base = db
    .selectFrom('users')
    .select(['id', 'mobile', 'nickname', 'integral', 'reward_money', 'balance']);
  return (
    by === 'id' ? base.where('id', '=', Number(q)) : base.where('mobile', '=', q)
  ).executeTakeFirst();
}
