/**
 * Withdrawals of reward money to a bound bank card (docs/api-wallet-account.md "Decisions"):
 * between the `withdrawal` settings' min and max fen, fee `fee_bp` rounded up to the fen and at
 * least `fee_min`, deducted from the amount; at most `daily_count` a China calendar day (business
 * settings, shared/rules/business-settings.ts; failed ones do not
 * count: their money came back); the amount is reserved at once (reward_money decreases with a
 * ledger row, a `pending` withdrawals row). An operator approves it, then marks it paid or
 * refuses it, which returns the amount with a ledger row (modules/ops/money.service.ts).
 */
import { withdrawalFee } from '../../../shared/rules/business-settings';
import { formatFen } from '../../../shared/rules/money';
import { type ExtractResult, type ListData, type Withdrawal } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db';
import { chinaDayStart } from '../../lib/china-time';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { notifyOps } from '../../lib/ops-events';
import { maskCardNo, ownActiveCard } from '../bank/bank.repository';
import { readSettings } from '../config/config.repository';
import { checkPayPassword } from './pay-password.service';
import { lockUsers, move } from './wallet.service';

async function countToday(db: Executor, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', chinaDayStart(now))
    .where('status', 'not in', ['failed', 'refused'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function requestWithdrawal(
  app: AppContext,
  lang: Lang,
  userId: number,
  input: { amount: number; bank_card_id: number; pay_password: string },
): Promise<ExtractResult> {
  const { db } = app.database;
  await ownActiveCard(db, lang, userId, input.bank_card_id);
  // Cheap refusals first, so a request bound to fail does not cost a pay-password try; the
  // transaction checks both again under the lock.
  const user = await db
    .selectFrom('users')
    .select('reward_money')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const rules = await readSettings(db, 'withdrawal');
  if (input.amount < rules.min || input.amount > rules.max) {
    throw invalid(
      `amount: ${t(lang, 'withdrawRange', { min: formatFen(rules.min), max: formatFen(rules.max) })}`,
    );
  }
  if (user.reward_money < input.amount) throw invalid(t(lang, 'insufficientReward'));
  if ((await countToday(db, userId, app.clock.now())) >= rules.daily_count) {
    throw locked(t(lang, 'withdrawDailyLimit', { n: rules.daily_count }));
  }

  await checkPayPassword(app, lang, userId, input.pay_password);

  const now = app.clock.now();
  const fee = withdrawalFee(rules, input.amount);
  const actual = input.amount - fee;
  const id = await db.transaction().execute(async (tx) => {
    await lockUsers(tx, [userId]);
    if ((await countToday(tx, userId, now)) >= rules.daily_count) {
      throw locked(t(lang, 'withdrawDailyLimit', { n: rules.daily_count }));
    }
    // unbound meanwhile?
    await ownActiveCard(tx, lang, userId, input.bank_card_id);
    const row = await tx
      .insertInto('withdrawals')
      .values({
        user_id: userId,
        bank_card_id: input.bank_card_id,
        amount: input.amount,
        fee,
        actual,
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await move(tx, {
      userId,
      account: 'reward_money',
      delta: -input.amount,
      reason: 'withdraw',
      ref: `withdrawal:${row.id}`,
      idempotencyKey: `withdraw:${row.id}`,
      now,
      lang,
    });
    return row.id;
  });
  notifyOps(app, 'withdrawals', id); // issue 20 (money): the console's queue
  return { withdrawal_id: id, amount: input.amount, fee, arrival: actual };
}

/**
 * Marks a pending withdrawal paid or failed (for the operator's tools); a failed one returns its
 * amount to reward money with a ledger row. False when it was not pending (settled already).
 */
export async function settleWithdrawal(
  db: Db,
  id: number,
  outcome: 'paid' | 'failed',
  remark: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('withdrawals')
      .set({ status: outcome, remark: remark.slice(0, 200), updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['user_id', 'amount'])
      .executeTakeFirst();
    if (!row) return false;
    if (outcome === 'failed') {
      await move(tx, {
        userId: row.user_id,
        account: 'reward_money',
        delta: row.amount,
        reason: 'withdraw_refund',
        ref: `withdrawal:${id}`,
        idempotencyKey: `withdraw_refund:${id}`,
        now,
      });
    }
    return true;
  });
}

export async function withdrawalPage(
  db: Executor,
  userId: number,
  page: number,
  limit: number,
): Promise<ListData<Withdrawal>> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('withdrawals as w')
      .leftJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
      .select([
        'w.id',
        'w.amount',
        'w.fee',
        'w.actual',
        'w.status',
        'w.remark',
        'w.created_at',
        'w.updated_at',
        'c.bank_name',
        'c.card_last4',
      ])
      .where('w.user_id', '=', userId)
      .orderBy('w.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      fee: r.fee,
      arrival: r.actual,
      status: r.status,
      bank_name: r.bank_name ?? '',
      card_no: maskCardNo(r.card_last4 ?? ''),
      remark: r.remark,
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
    total: Number(count?.n ?? 0),
    page,
    limit,
  };
}
