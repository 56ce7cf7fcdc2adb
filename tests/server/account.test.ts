import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../src/server/seed/seed';
import {
  expectBadInputRefused,
  nextMobile,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import { latestCode } from './wallet-fixtures';
import { AGREED } from './consent-helpers';

let t: TestServer;
const db = () => t.app.database.db;
const badCounts: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  console.log('bad input cases (account):', JSON.stringify(badCounts));
  await t?.close();
});

async function codeFor(mobile: string, type: string): Promise<string> {
  const sent = await t.call('POST', '/api/mobile/send_verification_codes', {
    body: { mobile, type },
  });
  expect(sent.code, sent.message).toBe(200);
  return latestCode(t, mobile);
}

async function login(mobile: string, password = 'secret123') {
  return t.call('POST', '/api/login', { body: { mobile, password, ...AGREED } });
}

describe('get_seller_access', () => {
  it('requires login; the demo consumer is an agent and a live-room manager; others have no rights', async () => {
    expect((await t.call('GET', '/api/user/get_seller_access')).code).toBe(401);
    const demo = await login(DEMO_USER.mobile, DEMO_USER.password);
    expect(demo.code, demo.message).toBe(200);
    const res = await t.call('GET', '/api/user/get_seller_access', {
      as: { id: demo.data.user_id, token: demo.data.token },
    });
    expect(res.data).toEqual({
      shop_owner: false,
      live_manager: true,
      agent: true,
      seller: false,
    });
    const u = await t.user();
    const mine = await t.call('GET', '/api/user/get_seller_access', { as: u });
    expect(mine.data).toEqual({
      shop_owner: false,
      live_manager: false,
      agent: false,
      seller: false,
    });
    await db()
      .insertInto('user_rights')
      .values({ user_id: u.id, right: 'shop_owner', granted_at: t.clock.now() })
      .execute();
    const after = await t.call('GET', '/api/user/get_seller_access', { as: u });
    expect(after.data.shop_owner).toBe(true);
  });
});

describe('bind_mobile', () => {
  it('changes the mobile with a bind code, revokes other sessions, uses the code once', async () => {
    const u = await t.user();
    const other = await login(u.mobile as string);
    expect(other.code).toBe(200);
    const otherActor: Actor = { id: u.id, token: other.data.token };
    const fresh = nextMobile();
    const code = await codeFor(fresh, 'bind');
    const res = await t.call('POST', '/api/user/bind_mobile', {
      as: u,
      body: { mobile: fresh, code },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.mobile).toBe(`${fresh.slice(0, 3)}****${fresh.slice(7)}`);
    // this session stays, the other one is logged out
    expect((await t.call('GET', '/api/user/get_user_info', { as: u })).code).toBe(200);
    expect((await t.call('GET', '/api/user/get_user_info', { as: otherActor })).code).toBe(401);
    // the new number logs in, the old one does not
    expect((await login(fresh)).code).toBe(200);
    expect((await login(u.mobile as string)).code).toBe(422);
    // the code is used up
    const again = await t.call('POST', '/api/user/bind_mobile', {
      as: u,
      body: { mobile: nextMobile(), code },
    });
    expect(again.code).toBe(422);
  });

  it('refuses a number in use, the same number and a wrong code', async () => {
    const a = await t.user();
    const b = await t.user();
    const taken = await t.call('POST', '/api/user/bind_mobile', {
      as: a,
      body: { mobile: b.mobile as string, code: '123456' },
    });
    expect(taken.code).toBe(422);
    const same = await t.call('POST', '/api/user/bind_mobile', {
      as: a,
      body: { mobile: a.mobile as string, code: '123456' },
    });
    expect(same.code).toBe(422);
    const fresh = nextMobile();
    const code = await codeFor(fresh, 'bind');
    const wrong = await t.call('POST', '/api/user/bind_mobile', {
      as: a,
      body: { mobile: fresh, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.code).toBe(422);
    // a register-scene code does not bind
    const m2 = nextMobile();
    const reg = await codeFor(m2, 'register');
    const scene = await t.call('POST', '/api/user/bind_mobile', {
      as: a,
      body: { mobile: m2, code: reg },
    });
    expect(scene.code).toBe(422);
    expect(
      (await t.call('POST', '/api/user/bind_mobile', { body: { mobile: m2, code: reg } })).code,
    ).toBe(401);
  });

  it('refuses bad input without changes', async () => {
    const u = await t.user();
    badCounts.bind_mobile = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/bind_mobile',
      as: u,
      valid: { mobile: nextMobile(), code: '123456' },
    });
  });
});

async function insertOrder(userId: number, status: number): Promise<number> {
  const now = t.clock.now();
  const row = await db()
    .insertInto('orders')
    .values({
      order_sn: `T${now}${Math.floor(Math.random() * 1e9)}`,
      user_id: userId,
      status,
      goods_amount: 1000,
      pay_amount: 1000,
      pay_deadline: now + 900,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('account cancellation', () => {
  it('is refused with open orders, after-sales, balances or withdrawals, then allowed', async () => {
    expect((await t.call('GET', '/api/user/cancel_check')).code).toBe(401);
    const u = await t.user();
    const bystander = await t.user();
    const orderId = await insertOrder(u.id, 1);
    await db()
      .updateTable('users')
      .set({ reward_money: 100, balance: 5 })
      .where('id', '=', u.id)
      .execute();
    await db()
      .insertInto('withdrawals')
      .values({
        user_id: u.id,
        bank_card_id: 1,
        amount: 1000,
        fee: 100,
        actual: 900,
        status: 'pending',
        updated_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute();
    await db()
      .insertInto('after_sales')
      .values({
        order_id: orderId,
        user_id: u.id,
        type: 'refund',
        reason: 'x',
        amount: 100,
        status: 0,
        updated_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute();
    const check = await t.call('GET', '/api/user/cancel_check', { as: u });
    expect(check.code).toBe(200);
    expect(check.data.can_cancel).toBe(false);
    expect(check.data.reasons).toHaveLength(5);
    // another user's open orders are not this user's concern
    expect((await t.call('GET', '/api/user/cancel_check', { as: bystander })).data).toEqual({
      can_cancel: true,
      reasons: [],
    });

    const code = await codeFor(u.mobile as string, 'cancel');
    const refused = await t.call('POST', '/api/user/cancel_account', {
      as: u,
      body: { code, confirm: '确认注销' },
    });
    expect(refused.code).toBe(422);
    expect(refused.message).toContain('未完成的订单');

    // settle everything: order received, after-sale withdrawn, balances spent, withdrawal paid
    await db().updateTable('orders').set({ status: 3 }).where('id', '=', orderId).execute();
    await db().updateTable('after_sales').set({ status: 5 }).where('user_id', '=', u.id).execute();
    await db()
      .updateTable('users')
      .set({ reward_money: 0, balance: 0 })
      .where('id', '=', u.id)
      .execute();
    await db()
      .updateTable('withdrawals')
      .set({ status: 'paid' })
      .where('user_id', '=', u.id)
      .execute();
    expect((await t.call('GET', '/api/user/cancel_check', { as: u })).data.can_cancel).toBe(true);

    const wrongText = await t.call('POST', '/api/user/cancel_account', {
      as: u,
      body: { code, confirm: '注销' },
    });
    expect(wrongText.code).toBe(422);
    const second = await login(u.mobile as string);
    const done = await t.call('POST', '/api/user/cancel_account', {
      as: u,
      body: { code, confirm: '确认注销' },
    });
    expect(done.code, done.message).toBe(200);

    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(2);
    expect(row.mobile).toBe(`cancelled:${u.id}`);
    expect(row.nickname).toBe('已注销用户');
    expect(row.avatar).toBe('');
    // every token revoked, login refused with 237, orders kept
    expect((await t.call('GET', '/api/user/get_user_info', { as: u })).code).toBe(401);
    expect(
      (
        await t.call('GET', '/api/user/get_user_info', {
          as: { id: u.id, token: second.data.token },
        })
      ).code,
    ).toBe(401);
    const relog = await login(u.mobile as string);
    expect(relog.code).toBe(422); // the number is free now: no such account
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(orders).toHaveLength(1);
    // the number can register again
    t.clock.advance(61);
    const reg = await codeFor(u.mobile as string, 'register');
    const again = await t.call('POST', '/api/register', {
      body: { mobile: u.mobile as string, code: reg, password: 'secret123', ...AGREED },
    });
    expect(again.code, again.message).toBe(200);
    expect(again.data.user_id).not.toBe(u.id);
  });

  it('login answers 237 for a status-2 (cancelled) account', async () => {
    // After anonymisation the old number finds no account (422); a status-2 row found by
    // its number (e.g. cancelled by staff, number kept) is refused with 237.
    const u = await t.user();
    await db().updateTable('users').set({ status: 2 }).where('id', '=', u.id).execute();
    const res = await login(u.mobile as string);
    expect(res.code).toBe(237);
  });

  it('refuses bad input without changes', async () => {
    const u = await t.user();
    badCounts.cancel_account = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/cancel_account',
      as: u,
      valid: { code: '123456', confirm: '确认注销' },
    });
  });
});
