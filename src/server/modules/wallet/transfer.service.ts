/**
 * Points transfer to another user by mobile (docs/api-wallet-account.md "Decisions"): 1..100000
 * points, pay password, not to oneself. `new_integral_transfer` adds a 1% points fee (rounded
 * up) that the SENDER pays on top, so the receiver gets exactly `amount` (decided here; a fee
 * taken from the amount would make the receiver's figure differ from what the sender typed).
 * The bounds, the fee and the daily limit are the `points` business settings
 * (shared/rules/business-settings.ts). A user may send `transfer_daily_limit` points per China calendar day (fees not
 * counted): that is the `transfer_quota` of `two_integral_info`. The receiver must be an active
 * account.
 */
import { bpCeil } from '../../../shared/rules/business-settings';
import {
  type IntegralTransferLog,
  type IntegralTransferResult,
  type ListData,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { chinaDayStart } from '../../lib/china-time';
import { maskMobile } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { readSettings } from '../config/config.repository';
import { checkPayPassword } from './pay-password.service';
import { lockUsers, move } from './wallet.service';

/** Points the user sent today (China day), fees not counted. */
export async function sentToday(db: Executor, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('integral_transfers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
    .where('from_user_id', '=', userId)
    .where('created_at', '>=', chinaDayStart(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Points the user may still send today: the daily limit left, capped by the points held. */
export async function transferQuota(
  db: Executor,
  userId: number,
  integral: number,
  now: number,
): Promise<number> {
  const limit = (await readSettings(db, 'points')).transfer_daily_limit;
  const left = limit - (await sentToday(db, userId, now));
  return Math.max(0, Math.min(integral, left));
}

export async function transferIntegral(
  app: AppContext,
  lang: Lang,
  fromUserId: number,
  input: { mobile: string; amount: number; pay_password: string; withFee: boolean },
): Promise<IntegralTransferResult> {
  const { db } = app.database;
  const target = await db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('mobile', '=', input.mobile)
    .executeTakeFirst();
  if (!target) throw invalid(t(lang, 'transferTargetUnknown'));
  if (target.id === fromUserId) throw invalid(t(lang, 'transferSelf'));
  if (target.status !== 0) throw invalid(t(lang, 'transferTargetClosed'));
  const rules = await readSettings(db, 'points');
  if (input.amount < rules.transfer_min || input.amount > rules.transfer_max) {
    throw invalid(
      `amount: ${t(lang, 'transferRange', { min: rules.transfer_min, max: rules.transfer_max })}`,
    );
  }
  const fee = input.withFee ? bpCeil(input.amount, rules.transfer_fee_bp) : 0;

  await checkPayPassword(app, lang, fromUserId, input.pay_password);

  const now = app.clock.now();
  const integral = await db.transaction().execute(async (tx) => {
    // Both rows, in id order: the daily sum below then sees every committed transfer, and two
    // users sending to each other at once cannot deadlock.
    await lockUsers(tx, [fromUserId, target.id]);
    const left = rules.transfer_daily_limit - (await sentToday(tx, fromUserId, now));
    if (input.amount > left) throw locked(t(lang, 'transferQuota', { n: Math.max(0, left) }));
    const row = await tx
      .insertInto('integral_transfers')
      .values({
        from_user_id: fromUserId,
        to_user_id: target.id,
        amount: input.amount,
        fee,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = `transfer:${row.id}`;
    let after = (
      await move(tx, {
        userId: fromUserId,
        account: 'integral',
        delta: -input.amount,
        reason: 'transfer_out',
        ref,
        idempotencyKey: `${ref}:out`,
        now,
        lang,
      })
    ).after;
    if (fee > 0) {
      after = (
        await move(tx, {
          userId: fromUserId,
          account: 'integral',
          delta: -fee,
          reason: 'transfer_fee',
          ref,
          idempotencyKey: `${ref}:fee`,
          now,
          lang,
        })
      ).after;
    }
    await move(tx, {
      userId: target.id,
      account: 'integral',
      delta: input.amount,
      reason: 'transfer_in',
      ref,
      idempotencyKey: `${ref}:in`,
      now,
    });
    return after;
  });
  return { integral, fee };
}

/** The user's transfers, sent and received, newest first; the other party's mobile masked. */
export async function transferPage(
  db: Executor,
  userId: number,
  page: number,
  limit: number,
): Promise<ListData<IntegralTransferLog>> {
  const mine = db
    .selectFrom('integral_transfers as x')
    .where((eb) => eb.or([eb('x.from_user_id', '=', userId), eb('x.to_user_id', '=', userId)]));
  const [count, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    mine
      .innerJoin('users as f', 'f.id', 'x.from_user_id')
      .innerJoin('users as r', 'r.id', 'x.to_user_id')
      .select([
        'x.id',
        'x.from_user_id',
        'x.amount',
        'x.fee',
        'x.created_at',
        'f.mobile as from_mobile',
        'r.mobile as to_mobile',
      ])
      .orderBy('x.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    list: rows.map((r) => {
      const out = r.from_user_id === userId;
      return {
        id: r.id,
        direction: out ? 'out' : 'in',
        amount: r.amount,
        fee: out ? r.fee : 0,
        mobile: maskMobile(out ? r.to_mobile : r.from_mobile),
        created_at: r.created_at,
      };
    }),
    total: Number(count?.n ?? 0),
    page,
    limit,
  };
}
