/**
 * Points expiry (docs/api-promotions.md "Points expiry"): lots expire INTEGRAL_TTL_S after they
 * were earned, spending takes the oldest unexpired lots first, and the sweep books the expired
 * remainder once through the wallet ledger, so the ledger always adds up to the balance.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db';
import { up as integralLotsUp } from '../../src/server/db/migrations/2026-11-28T01-integral-lots';
import { sweepIntegralExpiry } from '../../src/server/modules/wallet/integral-expiry';
import { move } from '../../src/server/modules/wallet/wallet.service';
import { INTEGRAL_TTL_S } from '../../src/shared/constants';
import { startTestServer, type Actor, type TestServer } from './harness';

const DAY = 86400;
let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

async function state(userId: number) {
  const user = await db()
    .selectFrom('users')
    .select('integral')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ledger = await db()
    .selectFrom('wallet_ledger')
    .select(sql<number>`coalesce(sum(delta), 0)`.as('n'))
    .where('user_id', '=', userId)
    .where('account', '=', 'integral')
    .executeTakeFirstOrThrow();
  const lots = await db()
    .selectFrom('integral_lots')
    .select(['amount', 'remaining', 'earned_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    balance: Number(user.integral),
    ledgerSum: Number(ledger.n),
    lots: lots.map((l) => ({ amount: Number(l.amount), remaining: Number(l.remaining) })),
    lotTimes: lots.map((l) => [Number(l.earned_at), Number(l.expires_at)]),
  };
}

const moveAt = (u: Actor, delta: number, reason: string, key: string) =>
  db()
    .transaction()
    .execute((tx) =>
      move(tx, {
        userId: u.id,
        account: 'integral',
        delta,
        reason,
        idempotencyKey: key,
        now: t.clock.now(),
      }),
    );

const expireRows = (u: Actor) =>
  db()
    .selectFrom('wallet_ledger')
    .select(['delta', 'reason'])
    .where('user_id', '=', u.id)
    .where('reason', '=', 'integral_expire')
    .execute();

describe('points expiry', () => {
  it('earns lots, spends them oldest first and expires the remainder once', async () => {
    t.clock.reset();
    const u = await t.user();
    const t0 = t.clock.now();

    await moveAt(u, 100, 'sign_in', `p8:${u.id}:earn1`);
    t.clock.advance(200 * DAY);
    await moveAt(u, 50, 'activity_reward', `p8:${u.id}:earn2`);
    let s = await state(u.id);
    expect(s).toMatchObject({ balance: 150, ledgerSum: 150 });
    expect(s.lots).toEqual([
      { amount: 100, remaining: 100 },
      { amount: 50, remaining: 50 },
    ]);
    expect(s.lotTimes[0]?.[1]).toBe((s.lotTimes[0]?.[0] ?? 0) + INTEGRAL_TTL_S);
    expect(s.lotTimes[0]?.[0]).toBeGreaterThanOrEqual(t0);

    // spend 120 at t0+300d: all of the first lot, 20 of the second
    t.clock.advance(100 * DAY);
    await moveAt(u, -120, 'order_pay', `p8:${u.id}:spend`);
    s = await state(u.id);
    expect(s).toMatchObject({ balance: 30, ledgerSum: 30 });
    expect(s.lots).toEqual([
      { amount: 100, remaining: 0 },
      { amount: 50, remaining: 30 },
    ]);

    // t0+366d: the first lot is due but used up: nothing expires
    t.clock.advance(66 * DAY);
    await sweepIntegralExpiry(db(), t.clock.now());
    s = await state(u.id);
    expect(s).toMatchObject({ balance: 30, ledgerSum: 30 });
    expect(await expireRows(u)).toEqual([]);

    // t0+566d: the second lot's 30 expire, booked once however often the sweep runs
    t.clock.advance(200 * DAY);
    expect(await sweepIntegralExpiry(db(), t.clock.now(), u.id)).toBe(1);
    expect(await sweepIntegralExpiry(db(), t.clock.now(), u.id)).toBe(0);
    await sweepIntegralExpiry(db(), t.clock.now());
    s = await state(u.id);
    expect(s).toMatchObject({ balance: 0, ledgerSum: 0 });
    expect(s.lots.map((l) => l.remaining)).toEqual([0, 0]);
    expect(await expireRows(u)).toEqual([{ delta: -30, reason: 'integral_expire' }]);
    t.clock.reset();
  });

  it('the wallet read expires due points first and lists the expiry in the ledger', async () => {
    t.clock.reset();
    const u = await t.user();
    await moveAt(u, 80, 'sign_in', `p8:${u.id}:earn`);
    t.clock.advance(INTEGRAL_TTL_S - DAY);
    await moveAt(u, 20, 'sign_in', `p8:${u.id}:earn2`);
    t.clock.advance(2 * DAY);

    // a year later the session has expired: the user logs in again
    const me = await t.relogin(u);
    const info = await t.call('GET', '/api/user/pay/balance_info', { as: me });
    expect(info.code).toBe(200);
    expect(info.data.integral).toBe(20);
    const again = await t.call('GET', '/api/user/two_integral_info', { as: me });
    expect(again.data.integral).toBe(20);
    const s = await state(u.id);
    expect(s).toMatchObject({ balance: 20, ledgerSum: 20 });
    expect(await expireRows(u)).toEqual([{ delta: -80, reason: 'integral_expire' }]);

    const log = await t.call('GET', '/api/user/get_integral_log', {
      as: me,
      query: { page: 1, limit: 10 },
      headers: { 'accept-language': 'en' },
    });
    expect(log.code).toBe(200);
    expect(log.data.list[0]).toMatchObject({ delta: -80, reason: 'integral_expire' });
    t.clock.reset();
  });

  it('a spend after the expiry date cannot use expired points', async () => {
    t.clock.reset();
    const u = await t.user();
    await moveAt(u, 100, 'sign_in', `p8:${u.id}:earn`);
    t.clock.advance(INTEGRAL_TTL_S + DAY);
    await expect(moveAt(u, -50, 'order_pay', `p8:${u.id}:spend`)).rejects.toMatchObject({
      code: 422,
    });
    // the refused spend rolled back with its transaction: the sweep still books the expiry
    expect(await sweepIntegralExpiry(db(), t.clock.now(), u.id)).toBe(1);
    const s = await state(u.id);
    expect(s).toMatchObject({ balance: 0, ledgerSum: 0 });
    t.clock.reset();
  });

  it('points without a lot (set directly) never expire and never break the balance', async () => {
    t.clock.reset();
    const u = await t.user({ integral: 500 });
    await moveAt(u, 100, 'sign_in', `p8:${u.id}:earn`);
    await moveAt(u, -150, 'order_pay', `p8:${u.id}:spend`);
    let s = await state(u.id);
    expect(s.balance).toBe(450);
    expect(s.lots).toEqual([{ amount: 100, remaining: 0 }]);
    t.clock.advance(INTEGRAL_TTL_S + DAY);
    await sweepIntegralExpiry(db(), t.clock.now(), u.id);
    s = await state(u.id);
    expect(s.balance).toBe(450);
    expect(await expireRows(u)).toEqual([]);
    t.clock.reset();
  });

  it('the seeded demo points have lots adding up to the balance', async () => {
    const demo = await db()
      .selectFrom('users')
      .select(['id'])
      .where('mobile', '=', '13800138000')
      .executeTakeFirstOrThrow();
    const s = await state(demo.id);
    expect(s.balance).toBe(s.ledgerSum);
    expect(s.lots.reduce((n, l) => n + l.remaining, 0)).toBe(s.balance);
  });

  it('the migration backfills one lot per positive balance, expiring a year later', async () => {
    const { db: mem, close } = openDatabase({});
    try {
      await sql`create table users (id integer primary key, integral integer not null)`.execute(
        mem,
      );
      await sql`insert into users (id, integral) values (1, 300), (2, 0), (3, 7)`.execute(mem);
      const before = Math.floor(Date.now() / 1000);
      await integralLotsUp(mem);
      const lots = await mem.selectFrom('integral_lots').selectAll().orderBy('user_id').execute();
      expect(lots.map((l) => [l.user_id, l.amount, l.remaining, l.ledger_id])).toEqual([
        [1, 300, 300, 0],
        [3, 7, 7, 0],
      ]);
      for (const l of lots) {
        expect(l.earned_at).toBeGreaterThanOrEqual(before);
        expect(l.expires_at).toBe(l.earned_at + INTEGRAL_TTL_S);
      }
    } finally {
      await close();
    }
  });
});
