import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { move } from '../../src/server/modules/wallet/wallet.service';
import { settleWithdrawal } from '../../src/server/modules/wallet/withdrawal.service';
import {
  INTEGRAL_TRANSFER_DAILY_LIMIT,
  WITHDRAW_DAILY_LIMIT,
  withdrawFee,
} from '../../src/shared/contract';
import {
  dialectUnderTest,
  expectBadInputRefused,
  expectOtherUserRefused,
  nextMobile,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  PAY_PASSWORD,
  accounts,
  bindCard,
  credit,
  expectLedgerMatchesBalances,
  setPayPassword,
  verifyIdentity,
  walletUser,
  aboutNow,
} from './wallet-fixtures';
import { AGREED } from './consent-helpers';
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';

const DEMO_MOBILE = '13800138000';
const DEMO_PASSWORD = 'demo123456';

let t: TestServer;
let demo: Actor;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.call('POST', '/api/login', {
    body: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, ...AGREED },
  });
  expect(res.code).toBe(200);
  demo = { id: res.data.user_id, token: res.data.token, mobile: DEMO_MOBILE };
});

// After every scenario: each account equals the sum of its ledger, nothing is negative.
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
});

afterAll(async () => {
  await t?.close();
});

const withdraw = (as: Actor, amount: number, bank_card_id: number, pay_password = PAY_PASSWORD) =>
  t.call('POST', '/api/user/pay/extract_amount', {
    as,
    body: { amount, bank_card_id, pay_password },
  });

const transfer = (
  as: Actor,
  mobile: string,
  amount: number,
  opts: { fee?: boolean; pay_password?: string } = {},
) =>
  t.call('POST', opts.fee ? '/api/user/new_integral_transfer' : '/api/user/integral_transfer', {
    as,
    body: { mobile, amount, pay_password: opts.pay_password ?? PAY_PASSWORD },
  });

/** Moves the clock to 00:10 China time of the next day (daily limits start again). */
function nextChinaDay(): void {
  const now = t.clock.now();
  const dayStart = Math.floor((now + 8 * 3600) / 86400) * 86400 - 8 * 3600;
  t.clock.advance(dayStart + 86400 + 600 - now);
}

describe('accounts and ledgers', () => {
  it('balance_info of the demo user: the seeded accounts, which equal their ledger', async () => {
    const res = await t.call('GET', '/api/user/pay/balance_info', { as: demo });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      balance: 0,
      reward_money: 5000,
      integral: 1200,
      frozen: 0,
      withdrawable: 5000,
      withdraw_rules: DEFAULT_SETTINGS.withdrawal,
    });
    const log = await t.call('GET', '/api/user/get_integral_log', { as: demo });
    expect(log.data.total).toBe(2);
    expect(log.data.list.map((r: { delta: number }) => r.delta)).toEqual([200, 1000]);
    expect(log.data.list[0]).toMatchObject({
      account: 'integral',
      after: 1200,
      reason: 'sign_in',
      reason_text: '签到奖励',
    });
    const reward = await t.call('GET', '/api/user/pay/reward_info', { as: demo });
    expect(reward.data).toEqual({
      reward_money: 5000,
      frozen: 0,
      total_earned: 5000,
      total_withdrawn: 0,
      withdraw_rules: DEFAULT_SETTINGS.withdrawal,
    });
  });

  it('balance_list filters by account and direction, pages, and speaks English on request', async () => {
    const u = await t.user();
    await credit(t, u, 'balance', 1000);
    await credit(t, u, 'balance', -300);
    await credit(t, u, 'balance', 50);
    await credit(t, u, 'integral', 7);
    const all = await t.call('GET', '/api/user/pay/balance_list', { as: u });
    expect(all.code).toBe(200);
    expect(all.data).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(all.data.list.map((r: { delta: number; after: number }) => [r.delta, r.after])).toEqual([
      [50, 750],
      [-300, 700],
      [1000, 1000],
    ]);
    const out = await t.call('GET', '/api/user/pay/balance_list', {
      as: u,
      query: { account: 'balance', direction: 'out' },
    });
    expect(out.data.list.map((r: { delta: number }) => r.delta)).toEqual([-300]);
    const inPage2 = await t.call('POST', '/api/user/pay/balance_list', {
      as: u,
      body: { account: 'balance', direction: 'in', page: 2, limit: 1 },
    });
    expect(inPage2.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(inPage2.data.list[0].delta).toBe(1000);
    const integral = await t.call('GET', '/api/user/pay/balance_list', {
      as: u,
      query: { account: 'integral' },
      headers: { 'accept-language': 'en' },
    });
    expect(integral.data.list).toEqual([
      {
        id: expect.any(Number),
        account: 'integral',
        delta: 7,
        after: 7,
        reason: 'test_credit',
        reason_text: 'Test credit',
        ref: 'test',
        created_at: aboutNow(t),
      },
    ]);
    // another user sees none of it
    const other = await t.user();
    expect((await t.call('GET', '/api/user/pay/balance_list', { as: other })).data.total).toBe(0);
  });

  it('move: a conditional update with a ledger row; refuses to go below zero; idempotent by key', async () => {
    const u = await t.user();
    const now = t.clock.now();
    const run = (delta: number, key: string) =>
      db()
        .transaction()
        .execute((tx) =>
          move(tx, {
            userId: u.id,
            account: 'balance',
            delta,
            reason: 'admin_adjust',
            idempotencyKey: key,
            now,
          }),
        );
    const first = await run(500, `k1:${u.id}`);
    expect(first).toMatchObject({ before: 0, after: 500, replayed: false });
    const again = await run(500, `k1:${u.id}`);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await accounts(t, u.id)).balance).toBe(500);
    await expect(run(-100, `k1:${u.id}`)).rejects.toThrow(/reused/);

    await expect(run(-501, `k2:${u.id}`)).rejects.toMatchObject({ code: 422 });
    expect((await accounts(t, u.id)).balance).toBe(500);
    const rows = await db()
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before_amount: 0,
      after_amount: 500,
      delta: 500,
      reason: 'admin_adjust',
    });
    const spent = await run(-500, `k3:${u.id}`);
    expect(spent).toMatchObject({ before: 500, after: 0 });
    await expect(run(0, `k4:${u.id}`)).rejects.toThrow(/non-zero/);
  });

  it('the test-only credit route refuses a debit below zero', async () => {
    const u = await t.user();
    const res = await t.call('POST', '/__test/credit', {
      body: { mobile: u.mobile as string, account: 'reward_money', amount: -1 },
    });
    expect(res.code).toBe(422);
    const alias = await t.call('POST', '/__test/wallet/credit', {
      body: { mobile: u.mobile as string, account: 'reward_money', amount: 10 },
    });
    expect(alias.code).toBe(200);
    expect(alias.data.after).toBe(10);
  });
});

describe('withdrawals (extract_amount)', () => {
  it('reserves the amount at once: fee 1% rounded up (min ¥1), a ledger row, a pending record', async () => {
    const { actor, card } = await walletUser(t, { reward: 5000 });
    const res = await withdraw(actor, 2000, card.id);
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBeTruthy();
    expect(res.data).toEqual({
      withdrawal_id: expect.any(Number),
      amount: 2000,
      fee: 100,
      arrival: 1900,
    });
    expect((await accounts(t, actor.id)).reward_money).toBe(3000);
    const ledger = await t.call('GET', '/api/user/pay/reward_list', {
      as: actor,
      query: { direction: 'out' },
    });
    expect(ledger.data.list).toEqual([
      expect.objectContaining({
        delta: -2000,
        after: 3000,
        reason: 'withdraw',
        reason_text: '提现',
        ref: `withdrawal:${res.data.withdrawal_id}`,
      }),
    ]);
    const info = await t.call('GET', '/api/user/pay/balance_info', { as: actor });
    expect(info.data).toMatchObject({ reward_money: 3000, frozen: 2000, withdrawable: 3000 });
    const records = await t.call('GET', '/api/user/pay/withdrawal_record', { as: actor });
    expect(records.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(records.data.list[0]).toEqual({
      id: res.data.withdrawal_id,
      amount: 2000,
      fee: 100,
      arrival: 1900,
      status: 'pending',
      bank_name: '工商银行',
      card_no: `**** **** **** ${card.cardNo.slice(-4)}`,
      remark: '',
      created_at: aboutNow(t),
      updated_at: aboutNow(t),
    });
    const row = await db()
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', res.data.withdrawal_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: actor.id,
      bank_card_id: card.id,
      amount: 2000,
      fee: 100,
      actual: 1900,
      status: 'pending',
    });
  });

  it('fee rule', () => {
    expect(withdrawFee(1000)).toBe(100);
    expect(withdrawFee(10000)).toBe(100);
    expect(withdrawFee(10001)).toBe(101);
    expect(withdrawFee(25050)).toBe(251);
    expect(withdrawFee(5_000_000)).toBe(50_000);
  });

  it('refuses below ¥10, more than the reward money, the balance account and a wrong pay password', async () => {
    const { actor, card } = await walletUser(t, { reward: 1500 });
    await credit(t, actor, 'balance', 100_000);
    const before = await t.snapshot();
    const small = await withdraw(actor, 999, card.id);
    expect(small.code).toBe(422);
    expect(small.message).toContain('amount');
    // 1600 > 1500 reward money; the 100000 of balance is not withdrawable
    const much = await withdraw(actor, 1600, card.id);
    expect(much.code).toBe(422);
    expect(await t.snapshot()).toBe(before);
    const wrong = await withdraw(actor, 1000, card.id, '147036');
    expect(wrong.code).toBe(422);
    const fails = await db()
      .selectFrom('users')
      .select('pay_pwd_fail_count')
      .where('id', '=', actor.id)
      .executeTakeFirstOrThrow();
    expect(fails.pay_pwd_fail_count).toBe(1);
    expect((await accounts(t, actor.id)).reward_money).toBe(1500);
    expect(
      await db().selectFrom('withdrawals').select('id').where('user_id', '=', actor.id).execute(),
    ).toEqual([]);
    const ok = await withdraw(actor, 1500, card.id);
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data).toMatchObject({ fee: 100, arrival: 1400 });
    expect((await accounts(t, actor.id)).reward_money).toBe(0);
  });

  it('needs a pay password that is set', async () => {
    const u = await t.user();
    await verifyIdentity(t, u);
    const card = await bindCard(t, u);
    await credit(t, u, 'reward_money', 5000);
    const before = await t.snapshot();
    const res = await withdraw(u, 1000, card.id);
    expect(res.code).toBe(422);
    expect(res.message).toBe('请先设置支付密码');
    expect(await t.snapshot()).toBe(before);
  });

  it(`allows ${WITHDRAW_DAILY_LIMIT} a China day (failed ones not counted)`, async () => {
    const { actor, card } = await walletUser(t, { reward: 100_000 });
    nextChinaDay();
    const ids: number[] = [];
    for (let i = 0; i < WITHDRAW_DAILY_LIMIT; i++) {
      const res = await withdraw(actor, 1000, card.id);
      expect(res.code, res.message).toBe(200);
      ids.push(res.data.withdrawal_id);
    }
    const before = await t.snapshot();
    const fourth = await withdraw(actor, 1000, card.id);
    expect(fourth.code).toBe(423);
    expect(fourth.message).toContain(String(WITHDRAW_DAILY_LIMIT));
    expect(await t.snapshot()).toBe(before);
    // a failed one gives its slot back
    expect(
      await settleWithdrawal(db(), ids[0] as number, 'failed', '银行卡状态异常', t.clock.now()),
    ).toBe(true);
    expect((await withdraw(actor, 1000, card.id)).code).toBe(200);
    expect((await withdraw(actor, 1000, card.id)).code).toBe(423);
    nextChinaDay();
    expect((await withdraw(actor, 1000, card.id)).code).toBe(200);
  });

  it('settling: paid counts as withdrawn; failed returns the amount with a ledger row; once only', async () => {
    const { actor, card } = await walletUser(t, { reward: 10_000 });
    const a = await withdraw(actor, 3000, card.id);
    const b = await withdraw(actor, 2000, card.id);
    expect((await accounts(t, actor.id)).reward_money).toBe(5000);
    const now = t.clock.now();
    expect(await settleWithdrawal(db(), a.data.withdrawal_id, 'paid', '', now)).toBe(true);
    expect(await settleWithdrawal(db(), b.data.withdrawal_id, 'failed', '户名不符', now)).toBe(
      true,
    );
    expect(await settleWithdrawal(db(), b.data.withdrawal_id, 'failed', 'again', now)).toBe(false);
    expect(await settleWithdrawal(db(), a.data.withdrawal_id, 'failed', 'late', now)).toBe(false);
    expect((await accounts(t, actor.id)).reward_money).toBe(7000);
    const info = await t.call('GET', '/api/user/pay/reward_info', { as: actor });
    expect(info.data).toEqual({
      reward_money: 7000,
      frozen: 0,
      total_earned: 10_000,
      total_withdrawn: 3000,
      withdraw_rules: DEFAULT_SETTINGS.withdrawal,
    });
    const list = await t.call('GET', '/api/user/pay/reward_list', {
      as: actor,
      query: { direction: 'in' },
    });
    expect(list.data.list[0]).toMatchObject({
      delta: 2000,
      reason: 'withdraw_refund',
      ref: `withdrawal:${b.data.withdrawal_id}`,
    });
    const records = await t.call('GET', '/api/user/pay/withdrawal_record', { as: actor });
    expect(
      records.data.list.map((r: { status: string; remark: string }) => [r.status, r.remark]),
    ).toEqual([
      ['failed', '户名不符'],
      ['paid', ''],
    ]);
  });

  it("refuses another user's card and does not show another user's withdrawals", async () => {
    const { actor: owner, card } = await walletUser(t, { reward: 5000 });
    const mine = await withdraw(owner, 1000, card.id);
    expect(mine.code).toBe(200);
    const { actor: other } = await walletUser(t, { reward: 5000 });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/user/pay/extract_amount',
      input: { amount: 1000, bank_card_id: card.id, pay_password: PAY_PASSWORD },
      other,
    });
    const theirs = await t.call('GET', '/api/user/pay/withdrawal_record', { as: other });
    expect(theirs.data.total).toBe(0);
    expect(JSON.stringify(theirs.data)).not.toContain(String(mine.data.withdrawal_id) + ',');
  });

  it('race: two withdrawals of the whole reward money at once, exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const { actor, card } = await walletUser(t, { reward: 4321 });
      const results = await Promise.all([
        withdraw(actor, 4321, card.id),
        withdraw(actor, 4321, card.id),
      ]);
      const codes = results.map((r) => r.code).sort();
      expect(
        codes,
        `${dialectUnderTest} round ${round}: ${results.map((r) => r.message).join(' / ')}`,
      ).toEqual([200, 422]);
      expect((await accounts(t, actor.id)).reward_money).toBe(0);
      const rows = await db()
        .selectFrom('withdrawals')
        .selectAll()
        .where('user_id', '=', actor.id)
        .execute();
      expect(rows).toHaveLength(1);
      const ledger = await db()
        .selectFrom('wallet_ledger')
        .selectAll()
        .where('user_id', '=', actor.id)
        .where('account', '=', 'reward_money')
        .orderBy('id')
        .execute();
      expect(ledger.map((l) => l.after_amount)).toEqual([4321, 0]);
      await expectLedgerMatchesBalances(t);
    }
  });

  it('race: four withdrawals at once with room for two', async () => {
    const { actor, card } = await walletUser(t, { reward: 5000 });
    const results = await Promise.all([1, 2, 3, 4].map(() => withdraw(actor, 2000, card.id)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    expect(results.filter((r) => r.code === 422)).toHaveLength(2);
    expect((await accounts(t, actor.id)).reward_money).toBe(1000);
  });
});

describe('points transfer', () => {
  it('integral_transfer moves points to another user by mobile, with ledger rows on both sides', async () => {
    const { actor: from } = await walletUser(t, { integral: 1000 });
    const to = await t.user();
    const res = await transfer(from, to.mobile as string, 300);
    expect(res.code, res.message).toBe(200);
    expect(res.data).toEqual({ integral: 700 });
    expect((await accounts(t, to.id)).integral).toBe(300);
    const fromLog = await t.call('GET', '/api/user/get_integral_log', {
      as: from,
      query: { reason: 'transfer_out' },
    });
    expect(fromLog.data.list).toHaveLength(1);
    expect(fromLog.data.list[0]).toMatchObject({
      delta: -300,
      after: 700,
      reason_text: '积分转赠',
    });
    const toLog = await t.call('GET', '/api/user/get_integral_log', {
      as: to,
      query: { direction: 'in' },
    });
    expect(toLog.data.list[0]).toMatchObject({
      delta: 300,
      after: 300,
      reason: 'transfer_in',
      ref: fromLog.data.list[0].ref,
    });

    const logs = await t.call('GET', '/api/user/two_integral_and_quota_logs', { as: from });
    expect(logs.data.list).toEqual([
      {
        id: expect.any(Number),
        direction: 'out',
        amount: 300,
        fee: 0,
        mobile: `${to.mobile!.slice(0, 3)}****${to.mobile!.slice(7)}`,
        created_at: aboutNow(t),
      },
    ]);
    const theirs = await t.call('GET', '/api/user/two_integral_and_quota_logs', { as: to });
    expect(theirs.data.list[0]).toMatchObject({ direction: 'in', amount: 300, fee: 0 });
    expect(theirs.data.list[0].mobile).toBe(
      `${from.mobile!.slice(0, 3)}****${from.mobile!.slice(7)}`,
    );
  });

  it('new_integral_transfer: the sender pays a 1% fee on top (rounded up)', async () => {
    const { actor: from } = await walletUser(t, { integral: 1000 });
    const to = await t.user();
    const res = await transfer(from, to.mobile as string, 250, { fee: true });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toEqual({ integral: 747, fee: 3 });
    expect((await accounts(t, to.id)).integral).toBe(250);
    const one = await transfer(from, to.mobile as string, 1, { fee: true });
    expect(one.data).toEqual({ integral: 745, fee: 1 });
    const fees = await t.call('GET', '/api/user/get_integral_log', {
      as: from,
      query: { reason: 'transfer_fee' },
    });
    expect(fees.data.list.map((r: { delta: number }) => r.delta)).toEqual([-1, -3]);
    // the fee makes 745 unaffordable (745 + 8)
    const all = await transfer(from, to.mobile as string, 745, { fee: true });
    expect(all.code).toBe(422);
  });

  it('refuses oneself, an unknown mobile, more than held, a wrong pay password', async () => {
    const { actor: from } = await walletUser(t, { integral: 100 });
    const to = await t.user();
    const before = await t.snapshot();
    expect((await transfer(from, from.mobile as string, 10)).code).toBe(422);
    expect((await transfer(from, nextMobile(), 10)).code).toBe(422);
    expect((await transfer(from, to.mobile as string, 101)).code).toBe(422);
    expect((await transfer(from, to.mobile as string, 0)).code).toBe(422);
    expect((await transfer(from, to.mobile as string, 100_001)).code).toBe(422);
    expect(await t.snapshot()).toBe(before);
    expect((await transfer(from, to.mobile as string, 10, { pay_password: '147036' })).code).toBe(
      422,
    );
    expect((await accounts(t, from.id)).integral).toBe(100);
    // a restricted receiver cannot receive; a restricted sender cannot send (237)
    await db().updateTable('users').set({ status: 1 }).where('id', '=', to.id).execute();
    expect((await transfer(from, to.mobile as string, 10)).code).toBe(422);
    await db().updateTable('users').set({ status: 0 }).where('id', '=', to.id).execute();
    await db().updateTable('users').set({ status: 1 }).where('id', '=', from.id).execute();
    expect((await transfer(from, to.mobile as string, 10)).code).toBe(237);
    await db().updateTable('users').set({ status: 0 }).where('id', '=', from.id).execute();
  });

  it(`allows ${INTEGRAL_TRANSFER_DAILY_LIMIT} points a China day: two_integral_info shows what is left`, async () => {
    const { actor: from } = await walletUser(t, { integral: 250_000 });
    const to = await t.user();
    nextChinaDay();
    const info0 = await t.call('GET', '/api/user/two_integral_info', { as: from });
    expect(info0.data).toEqual({
      integral: 250_000,
      transfer_quota: INTEGRAL_TRANSFER_DAILY_LIMIT,
      transfer_rules: DEFAULT_SETTINGS.points,
    });
    expect((await transfer(from, to.mobile as string, 60_000, { fee: true })).code).toBe(200);
    const info1 = await t.call('GET', '/api/user/two_integral_info', { as: from });
    expect(info1.data).toEqual({
      integral: 250_000 - 60_600,
      transfer_quota: INTEGRAL_TRANSFER_DAILY_LIMIT - 60_000,
      transfer_rules: DEFAULT_SETTINGS.points,
    });
    const over = await transfer(from, to.mobile as string, 40_001);
    expect(over.code).toBe(423);
    expect(over.message).toContain('40000');
    expect((await transfer(from, to.mobile as string, 40_000)).code).toBe(200);
    expect(
      (await t.call('GET', '/api/user/two_integral_info', { as: from })).data.transfer_quota,
    ).toBe(0);
    nextChinaDay();
    expect(
      (await t.call('GET', '/api/user/two_integral_info', { as: from })).data.transfer_quota,
    ).toBe(INTEGRAL_TRANSFER_DAILY_LIMIT);
    // the quota is capped by the points held
    const poor = await t.user();
    await setPayPassword(t, poor);
    await credit(t, poor, 'integral', 42);
    expect((await t.call('GET', '/api/user/two_integral_info', { as: poor })).data).toEqual({
      integral: 42,
      transfer_quota: 42,
      transfer_rules: DEFAULT_SETTINGS.points,
    });
  });

  it('race: two transfers of all points at once, exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const { actor: from } = await walletUser(t, { integral: 777 });
      const a = await t.user();
      const b = await t.user();
      const results = await Promise.all([
        transfer(from, a.mobile as string, 777),
        transfer(from, b.mobile as string, 777),
      ]);
      expect(results.map((r) => r.code).sort(), results.map((r) => r.message).join(' / ')).toEqual([
        200, 422,
      ]);
      expect((await accounts(t, from.id)).integral).toBe(0);
      const received = (await accounts(t, a.id)).integral + (await accounts(t, b.id)).integral;
      expect(received).toBe(777);
      const rows = await db()
        .selectFrom('integral_transfers')
        .select('id')
        .where('from_user_id', '=', from.id)
        .execute();
      expect(rows).toHaveLength(1);
      await expectLedgerMatchesBalances(t);
    }
  });

  it('race: two users sending to each other at once both succeed (no deadlock)', async () => {
    const { actor: a } = await walletUser(t, { integral: 500 });
    const { actor: b } = await walletUser(t, { integral: 500 });
    const results = await Promise.all([
      transfer(a, b.mobile as string, 200),
      transfer(b, a.mobile as string, 300),
      transfer(a, b.mobile as string, 100),
      transfer(b, a.mobile as string, 50),
    ]);
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200]);
    expect((await accounts(t, a.id)).integral).toBe(500 - 200 - 100 + 300 + 50);
    expect((await accounts(t, b.id)).integral).toBe(500 + 200 + 100 - 300 - 50);
  });
});

describe('wallet routes', () => {
  it('require login', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/pay/balance_info'],
      ['GET', '/api/user/pay/balance_list'],
      ['GET', '/api/user/pay/reward_info'],
      ['GET', '/api/user/pay/reward_list'],
      ['GET', '/api/user/get_integral_log'],
      ['GET', '/api/user/two_integral_info'],
      ['GET', '/api/user/two_integral_and_quota_logs'],
      ['POST', '/api/user/integral_transfer'],
      ['POST', '/api/user/new_integral_transfer'],
      ['POST', '/api/user/pay/extract_amount'],
      ['GET', '/api/user/pay/withdrawal_record'],
    ] as const) {
      const res = await t.call(method, url);
      expect(res.code, url).toBe(401);
      expect(res.data).toBeNull();
    }
  });

  it('a restricted account may not withdraw (237)', async () => {
    const { actor, card } = await walletUser(t, { reward: 5000 });
    await db().updateTable('users').set({ status: 1 }).where('id', '=', actor.id).execute();
    // issue 20, part users: every logged-in request of a restricted account answers 237
    expect((await t.call('GET', '/api/user/pay/balance_info', { as: actor })).code).toBe(237);
    expect((await withdraw(actor, 1000, card.id)).code).toBe(237);
    await db().updateTable('users').set({ status: 0 }).where('id', '=', actor.id).execute();
  });

  it('refuse bad input, database unchanged', async () => {
    const { actor, card } = await walletUser(t, { reward: 500, integral: 5 });
    const to = await t.user();
    const counts: Record<string, number> = {};
    for (const [url, valid] of [
      ['/api/user/pay/balance_list', { page: 1, limit: 10, account: 'balance', direction: 'all' }],
      ['/api/user/pay/reward_list', { page: 1, limit: 10, direction: 'in' }],
      ['/api/user/get_integral_log', { page: 1, limit: 10, direction: 'out' }],
      ['/api/user/two_integral_and_quota_logs', { page: 1, limit: 10 }],
      ['/api/user/pay/withdrawal_record', { page: 1, limit: 10 }],
    ] as const) {
      counts[url.split('/').pop() as string] = await expectBadInputRefused(t, {
        method: 'GET',
        url,
        valid,
        optional: Object.keys(valid),
        as: actor,
      });
    }
    // Valid-looking writes that are refused anyway (too little money), so nothing changes.
    counts.extract_amount = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/pay/extract_amount',
      valid: { amount: 1000, bank_card_id: card.id, pay_password: PAY_PASSWORD },
      as: actor,
    });
    for (const url of ['/api/user/integral_transfer', '/api/user/new_integral_transfer']) {
      counts[url.split('/').pop() as string] = await expectBadInputRefused(t, {
        method: 'POST',
        url,
        valid: { mobile: to.mobile as string, amount: 6, pay_password: PAY_PASSWORD },
        as: actor,
      });
    }
    console.log(
      `bad input cases: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  });
});
