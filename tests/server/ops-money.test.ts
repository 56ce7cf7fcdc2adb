/**
 * The console's money area (issue 20, money): the withdrawals queue and its actions (approve,
 * mark paid with the transfer's reference, refuse returning the money), each exactly once under
 * concurrent clicks and audited in its transaction; trades; a user's accounts and ledger; the
 * consumer's withdrawal record showing each state. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type { AuditEntry } from '../../src/shared/contract/ops';
import type {
  OpsLedgerUser,
  OpsTrade,
  OpsWithdrawal,
  OpsWithdrawalPage,
} from '../../src/shared/contract/ops-money';
import type { LedgerEntry, Withdrawal } from '../../src/shared/contract/types';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { PAY_PASSWORD, accounts, expectLedgerMatchesBalances, walletUser } from './wallet-fixtures';

let t: TestServer;
let finance: Actor;
let finance2: Actor;

beforeAll(async () => {
  t = await startTestServer();
  finance = await opsActor(t, 'finance');
  finance2 = await opsActor(t, 'finance');
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
});
afterAll(async () => {
  await t?.close();
});

async function requested(amount = 3000, reward = 10_000) {
  const { actor, card } = await walletUser(t, { reward });
  const res = await t.call('POST', '/api/user/pay/extract_amount', {
    as: actor,
    body: { amount, bank_card_id: card.id, pay_password: PAY_PASSWORD },
  });
  expect(res.code, res.message).toBe(200);
  return { actor, id: res.data.withdrawal_id as number };
}

const approve = (id: number, as = finance) =>
  t.call<OpsWithdrawal>('POST', '/api/ops/withdrawals/approve', { as, body: { id } });
const paid = (id: number, reference = 'BANK-20261127-001', as = finance) =>
  t.call<OpsWithdrawal>('POST', '/api/ops/withdrawals/paid', { as, body: { id, reference } });
const refuse = (id: number, reason = '银行卡户名不符', as = finance) =>
  t.call<OpsWithdrawal>('POST', '/api/ops/withdrawals/refuse', { as, body: { id, reason } });

async function record(actor: Actor, id: number): Promise<Withdrawal> {
  const r = await t.call<ListData<Withdrawal>>('GET', '/api/user/pay/withdrawal_record', {
    as: actor,
  });
  expect(r.code).toBe(200);
  return r.data.list.find((w) => w.id === id) as Withdrawal;
}

async function auditOf(id: number): Promise<AuditEntry[]> {
  const owner = await opsActor(t, 'owner');
  const r = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
    as: owner,
    query: { object_type: 'withdrawal', object_id: String(id), limit: 50 },
  });
  expect(r.code).toBe(200);
  return r.data.list;
}

async function ledgerRows(userId: number) {
  return t.app.database.db
    .selectFrom('wallet_ledger')
    .select(['delta', 'reason', 'ref', 'idempotency_key'])
    .where('user_id', '=', userId)
    .where('account', '=', 'reward_money')
    .orderBy('id')
    .execute();
}

describe('withdrawal actions', () => {
  it('approve then mark paid: the reserved amount is consumed, audited, the consumer sees it paid', async () => {
    const { actor, id } = await requested(3000);
    expect((await record(actor, id)).status).toBe('pending');

    const a = await approve(id);
    expect(a.code, a.message).toBe(200);
    expect(a.data).toMatchObject({ id, status: 'approved', approved_by_name: 'Test finance' });
    expect((await record(actor, id)).status).toBe('approved');
    const info = await t.call('GET', '/api/user/pay/reward_info', { as: actor });
    expect(info.data).toMatchObject({ reward_money: 7000, frozen: 3000 });

    const p = await paid(id, 'ICBC-0001-XYZ');
    expect(p.code, p.message).toBe(200);
    expect(p.data).toMatchObject({ status: 'paid', paid_reference: 'ICBC-0001-XYZ' });
    expect((await record(actor, id)).status).toBe('paid');
    expect((await accounts(t, actor.id)).reward_money).toBe(7000);
    // the ledger: the credit, then the one `withdraw` row booked at the request; nothing back
    const rows = await ledgerRows(actor.id);
    expect(rows.map((r) => [r.delta, r.reason])).toEqual([
      [10_000, 'test_credit'],
      [-3000, 'withdraw'],
    ]);
    const info2 = await t.call('GET', '/api/user/pay/reward_info', { as: actor });
    expect(info2.data).toMatchObject({ frozen: 0, total_withdrawn: 3000 });

    const audit = await auditOf(id);
    expect(audit.map((e) => e.action)).toEqual([
      'money.withdrawal_paid',
      'money.withdrawal_approve',
    ]);
    expect(audit[0]?.before).toMatchObject({ status: 'approved', paid_reference: '' });
    expect(audit[0]?.after).toMatchObject({ status: 'paid', paid_reference: 'ICBC-0001-XYZ' });
    expect(audit[1]?.before).toMatchObject({ status: 'pending' });
    expect(audit[1]?.after).toMatchObject({ status: 'approved' });
  });

  it('refuse returns the money exactly once with a ledger row; the consumer sees the reason', async () => {
    const { actor, id } = await requested(4000);
    expect((await accounts(t, actor.id)).reward_money).toBe(6000);
    const r = await refuse(id, '户名与实名不符');
    expect(r.code, r.message).toBe(200);
    expect(r.data).toMatchObject({ status: 'refused', remark: '户名与实名不符' });
    expect((await accounts(t, actor.id)).reward_money).toBe(10_000);
    const again = await refuse(id, 'again');
    expect(again.status).toBe(422);
    expect(again.data).toMatchObject({ reason: 'state', status: 'refused' });
    expect((await accounts(t, actor.id)).reward_money).toBe(10_000);
    const rows = await ledgerRows(actor.id);
    expect(rows.filter((x) => x.reason === 'withdraw_refund')).toEqual([
      {
        delta: 4000,
        reason: 'withdraw_refund',
        ref: `withdrawal:${id}`,
        idempotency_key: `withdraw_refund:${id}`,
      },
    ]);
    const w = await record(actor, id);
    expect(w).toMatchObject({ status: 'refused', remark: '户名与实名不符' });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'money.withdrawal_refuse',
      before: { status: 'pending', remark: '' },
      after: { status: 'refused', remark: '户名与实名不符' },
    });
    // a refused withdrawal gives its daily slot back and is not frozen
    const info = await t.call('GET', '/api/user/pay/reward_info', { as: actor });
    expect(info.data).toMatchObject({ frozen: 0, total_withdrawn: 0, total_earned: 10_000 });
  });

  it('an approved withdrawal can be refused (money back); a paid one cannot', async () => {
    const a = await requested(2000);
    expect((await approve(a.id)).code).toBe(200);
    expect((await refuse(a.id)).code).toBe(200);
    expect((await accounts(t, a.actor.id)).reward_money).toBe(10_000);

    const b = await requested(2000);
    expect((await approve(b.id)).code).toBe(200);
    expect((await paid(b.id)).code).toBe(200);
    const before = await t.snapshot();
    const r = await refuse(b.id);
    expect(r.status).toBe(422);
    expect(r.data).toMatchObject({ reason: 'state', status: 'paid' });
    expect(await t.snapshot()).toBe(before);
    // paying needs an approval first; approving needs a request
    const c = await requested(2000);
    const early = await paid(c.id);
    expect(early.status).toBe(422);
    expect(early.data).toMatchObject({ status: 'pending' });
    expect((await approve(b.id)).data).toMatchObject({ status: 'paid' });
  });

  it('two concurrent clicks of each action: one wins, the other is refused with the current state', async () => {
    const { actor, id } = await requested(3000);
    const approvals = await Promise.all([approve(id, finance), approve(id, finance2)]);
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(approvals.find((r) => r.status === 422)?.data).toMatchObject({ status: 'approved' });

    const pays = await Promise.all([paid(id, 'REF-A-1', finance), paid(id, 'REF-B-2', finance2)]);
    expect(pays.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(pays.find((r) => r.status === 422)?.data).toMatchObject({ status: 'paid' });

    const other = await requested(3000);
    const refusals = await Promise.all([
      refuse(other.id, '理由一', finance),
      refuse(other.id, '理由二', finance2),
    ]);
    expect(refusals.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await accounts(t, other.actor.id)).reward_money).toBe(10_000);
    const refunds = (await ledgerRows(other.actor.id)).filter(
      (r) => r.reason === 'withdraw_refund',
    );
    expect(refunds).toHaveLength(1);

    // refuse racing pay on an approved one: exactly one of them
    const third = await requested(3000);
    expect((await approve(third.id)).code).toBe(200);
    const race = await Promise.all([
      paid(third.id, 'REF-C-3'),
      refuse(third.id, '理由三', finance2),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 422]);
    const reward = (await accounts(t, third.actor.id)).reward_money;
    expect([7000, 10_000]).toContain(reward);

    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual([
      'money.withdrawal_approve',
      'money.withdrawal_paid',
    ]);
    expect(actor.id).toBeGreaterThan(0);
  });

  it('refuses operations and service (403), and a finance operator without TOTP', async () => {
    const { id } = await requested(2000);
    const actors = await Promise.all(
      (['operations', 'service', 'moderator'] as const).map(
        async (role) => [role, await opsActor(t, role)] as const,
      ),
    );
    const noTotp = await opsActor(t, 'finance', { totp: false });
    const before = await t.snapshot();
    for (const [role, as] of actors) {
      expect((await approve(id, as)).status, role).toBe(403);
      expect((await refuse(id, 'x x', as)).status, role).toBe(403);
      const list = await t.call('GET', '/api/ops/withdrawals', { as });
      expect(list.status, role).toBe(403);
    }
    const r = await approve(id, noTotp);
    expect(r.status).toBe(403);
    expect(r.data).toEqual({ reason: 'totp_required' });
    expect(await t.snapshot()).toBe(before);
  });

  it('bad input: 422 naming the field, nothing changes', async () => {
    const { id } = await requested(2000);
    expect((await approve(id)).code).toBe(200);
    const before = await t.snapshot();
    const cases: [string, Record<string, string>, string][] = [
      ['/api/ops/withdrawals/paid', { id: String(id), reference: '' }, 'reference'],
      ['/api/ops/withdrawals/paid', { id: String(id), reference: 'has space 1' }, 'reference'],
      ['/api/ops/withdrawals/paid', { id: 'abc', reference: 'REF-1234' }, 'id'],
      ['/api/ops/withdrawals/refuse', { id: String(id), reason: '' }, 'reason'],
      ['/api/ops/withdrawals/refuse', { id: String(id), reason: 'x'.repeat(101) }, 'reason'],
      ['/api/ops/withdrawals/approve', { id: '0' }, 'id'],
    ];
    for (const [url, body, field] of cases) {
      const r = await t.call('POST', url, { as: finance, body });
      expect(r.status, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(r.message).toContain(field);
    }
    const missing = await approve(99_999_999);
    expect(missing.status).toBe(422);
    const list = await t.call('GET', '/api/ops/withdrawals', {
      as: finance,
      query: { status: 'nonsense' },
    });
    expect(list.status).toBe(422);
    expect(list.message).toContain('status');
    expect(await t.snapshot()).toBe(before);
  });
});

describe('reads', () => {
  it('the queue filters by status, mobile, amount and date, with counts per status', async () => {
    const a = await requested(1500);
    const b = await requested(2500);
    expect((await approve(b.id)).code).toBe(200);
    const byMobile = await t.call<OpsWithdrawalPage>('GET', '/api/ops/withdrawals', {
      as: finance,
      query: { mobile: a.actor.mobile },
    });
    expect(byMobile.code).toBe(200);
    expect(byMobile.data.list.map((w) => w.id)).toEqual([a.id]);
    expect(byMobile.data.list[0]).toMatchObject({
      amount: 1500,
      status: 'pending',
      mobile: a.actor.mobile,
      bank_name: expect.any(String),
    });
    expect(byMobile.data.counts).toMatchObject({ pending: 1, approved: 0 });

    const approved = await t.call<OpsWithdrawalPage>('GET', '/api/ops/withdrawals', {
      as: finance,
      query: { status: 'approved', min: 2500, max: 2500 },
    });
    expect(approved.data.list.map((w) => w.id)).toContain(b.id);
    expect(approved.data.list.every((w) => w.status === 'approved' && w.amount === 2500)).toBe(
      true,
    );

    const future = await t.call<OpsWithdrawalPage>('GET', '/api/ops/withdrawals', {
      as: finance,
      query: { from: t.clock.now() + 3600 },
    });
    expect(future.data.total).toBe(0);
    const paged = await t.call<OpsWithdrawalPage>('GET', '/api/ops/withdrawals', {
      as: finance,
      query: { limit: 1, page: 2 },
    });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(2);
  });

  it('trades: filters by user and status, with their order numbers', async () => {
    const list = await t.call<ListData<OpsTrade>>('GET', '/api/ops/trades', { as: finance });
    expect(list.code, list.message).toBe(200);
    const none = await t.call<ListData<OpsTrade>>('GET', '/api/ops/trades', {
      as: finance,
      query: { trade_no: 'NO-SUCH-TRADE' },
    });
    expect(none.data).toMatchObject({ list: [], total: 0 });
    const bad = await t.call('GET', '/api/ops/trades', { as: finance, query: { method: 'cash' } });
    expect(bad.status).toBe(422);
    // a trade of its own
    const { actor } = await walletUser(t);
    const now = t.clock.now();
    await t.app.database.db
      .insertInto('payments')
      .values({
        trade_no: `T${now}${actor.id}`,
        user_id: actor.id,
        amount: 1234,
        method: 'online',
        status: 'paid',
        provider: 'sandbox',
        provider_ref: 'SBX-1',
        paid_at: now,
        created_at: now,
      })
      .execute();
    const mine = await t.call<ListData<OpsTrade>>('GET', '/api/ops/trades', {
      as: finance,
      query: { mobile: actor.mobile, status: 'paid', method: 'online' },
    });
    expect(mine.data.list).toEqual([
      expect.objectContaining({
        trade_no: `T${now}${actor.id}`,
        amount: 1234,
        provider_ref: 'SBX-1',
        order_sns: [],
        refunds: [],
      }),
    ]);
  });

  it('a user’s accounts and ledger rows with reasons in the reader’s language', async () => {
    const { actor, id } = await requested(2000);
    const u = await t.call<OpsLedgerUser>('GET', '/api/ops/ledger/user', {
      as: finance,
      query: { q: actor.mobile },
    });
    expect(u.code, u.message).toBe(200);
    expect(u.data).toMatchObject({
      id: actor.id,
      accounts: { reward_money: 8000, integral: expect.any(Number), balance: 0 },
      frozen: 2000,
    });
    const byId = await t.call<OpsLedgerUser>('GET', '/api/ops/ledger/user', {
      as: finance,
      query: { q: String(actor.id), by: 'id' },
    });
    expect(byId.data.mobile).toBe(actor.mobile);
    const none = await t.call('GET', '/api/ops/ledger/user', {
      as: finance,
      query: { q: '19999999999' },
    });
    expect(none.status).toBe(422);
    const rows = await t.call<ListData<LedgerEntry>>('GET', '/api/ops/ledger', {
      as: finance,
      query: { user_id: actor.id, account: 'reward_money' },
      headers: { 'accept-language': 'en' },
    });
    expect(rows.data.list.map((r) => [r.delta, r.reason_text, r.ref])).toEqual([
      [-2000, 'Withdrawal', `withdrawal:${id}`],
      [10_000, 'Test credit', 'test'],
    ]);
    const zh = await t.call<ListData<LedgerEntry>>('GET', '/api/ops/ledger', {
      as: finance,
      query: { user_id: actor.id, account: 'reward_money' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.data.list[0]?.reason_text).toBe('提现');
  });
});
