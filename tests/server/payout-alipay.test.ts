/**
 * Withdrawal payouts through Alipay (issue 22) against the local gateway simulator
 * (tests/server/sim/alipay-sim.ts): the signed `alipay.fund.trans.uni.transfer` to a bank card,
 * its three outcomes, a repeat with the same out_biz_no paying once, the transfer query, and
 * refused answers (forged signature, provider error, timeout). SQLite and PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { createVerify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpsWithdrawal, OpsWithdrawalPage } from '../../src/shared/contract/ops-money';
import { paymentProvider } from '../../src/server/modules/payment/payment.service';
import { checkPayouts, PAYOUT_CHECK_AFTER_S } from '../../src/server/modules/ops/payout.service';
import { PaymentProviderError } from '../../src/server/providers/payment';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { PAY_PASSWORD, accounts, expectLedgerMatchesBalances, walletUser } from './wallet-fixtures';
import { AlipaySim, SIM_APP_ID, signContent } from './sim/alipay-sim';

let t: TestServer;
let sim: AlipaySim;
let finance: Actor;

beforeAll(async () => {
  sim = await new AlipaySim().start();
  t = await startTestServer({
    paymentProviders: ['sandbox', 'alipay'],
    alipay: {
      appId: SIM_APP_ID,
      privateKey: sim.appPrivatePem(),
      alipayPublicKey: sim.alipayPublicPem(),
      notifyBase: 'https://shop.example.com',
      gateway: sim.gateway,
      timeoutMs: 400,
    },
    payoutProvider: 'alipay',
  });
  finance = await opsActor(t, 'finance');
});
afterAll(async () => {
  await t?.close();
  await sim?.stop();
});
afterEach(async () => {
  sim.next = null;
  sim.transferOutcome = 'success';
  t.app.config.payoutProvider = 'alipay';
  t.clock.reset();
  await expectLedgerMatchesBalances(t);
});

const alipay = () => paymentProvider(t.app, 'alipay')!;
const CARD = '6222021234567890123';
const req = (out_no: string, amount = 2970) => ({
  out_no,
  account: CARD,
  name: '张三',
  amount,
  remark: '奖励金提现',
});

describe('Alipay transfer to a bank card', () => {
  it('sends the signed uni.transfer request and pays once per out_biz_no', async () => {
    const a = await alipay().transfer!(req('W1A', 2970));
    expect(a).toEqual({ status: 'done', provider_ref: expect.stringMatching(/^\d{26}$/) });
    const call = sim.calls.at(-1)!;
    expect(call.method).toBe('alipay.fund.trans.uni.transfer');
    // the simulator checked the RSA2 signature; check it here too over the sorted parameters
    expect(
      createVerify('RSA-SHA256')
        .update(signContent(call.params, ['sign']), 'utf8')
        .verify(sim.app.publicKey, call.params.sign!, 'base64'),
    ).toBe(true);
    expect(call.biz).toEqual({
      out_biz_no: 'W1A',
      trans_amount: '29.70',
      product_code: 'TRANS_BANKCARD_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: '奖励金提现',
      payee_info: {
        identity_type: 'BANKCARD_ACCOUNT',
        identity: CARD,
        name: '张三',
        bankcard_ext_info: { account_type: '2' },
      },
    });
    // again (an unknown outcome retried): the same transfer, no second payment
    expect(await alipay().transfer!(req('W1A', 2970))).toEqual(a);
    expect(sim.transfers.get('W1A')!.paid).toBe(1);
    expect(await alipay().queryTransfer!('W1A')).toEqual(a);
    expect(await alipay().queryTransfer!('W1-none')).toEqual({ status: 'unknown' });
  });

  it('DEALING is accepted, then the query says done (or failed with the reason)', async () => {
    sim.transferOutcome = 'dealing';
    const a = await alipay().transfer!(req('W2A', 101));
    expect(a.status).toBe('accepted');
    expect(sim.transfers.get('W2A')!.trans_amount).toBe('1.01');
    expect((await alipay().queryTransfer!('W2A')).status).toBe('accepted');
    sim.settleTransfers();
    expect(await alipay().queryTransfer!('W2A')).toEqual({
      status: 'done',
      provider_ref: a.provider_ref,
    });

    sim.transferOutcome = 'fail-later';
    await alipay().transfer!(req('W2B', 500));
    sim.settleTransfers();
    expect(await alipay().queryTransfer!('W2B')).toEqual({
      status: 'failed',
      provider_ref: expect.any(String),
      reason: 'PAYEE_NAME_NOT_MATCH: 收款卡户名不符',
    });
  });

  it('a business refusal is failed with its reason; system error, forged answer, timeout throw', async () => {
    sim.transferOutcome = 'refused';
    expect(await alipay().transfer!(req('W3A'))).toEqual({
      status: 'failed',
      provider_ref: '',
      reason: 'PAYEE_ACCOUNT_NOT_EXSIT: 收款账号不存在',
    });
    sim.transferOutcome = 'success';
    for (const next of ['error', 'forged', 'timeout'] as const) {
      sim.next = next;
      const err = await alipay().transfer!(req(`W3-${next}`)).catch((e: unknown) => e);
      expect(err, next).toBeInstanceOf(PaymentProviderError);
      expect((err as PaymentProviderError).retryable, next).toBe(true);
    }
    // the forged answer's transfer did happen at Alipay: the same number later answers it
    expect((await alipay().queryTransfer!('W3-forged')).status).toBe('done');
    expect(await alipay().queryTransfer!('W3-timeout')).toEqual({ status: 'unknown' });
  });
});

/** A requested and approved withdrawal of 30.00 yuan; its user. */
async function approved(amount = 3000) {
  const { actor, card } = await walletUser(t, { reward: 10_000 });
  const res = await t.call('POST', '/api/user/pay/extract_amount', {
    as: actor,
    body: { amount, bank_card_id: card.id, pay_password: PAYOUT_PASSWORD },
  });
  expect(res.code, res.message).toBe(200);
  const id = res.data.withdrawal_id as number;
  const a = await t.call('POST', '/api/ops/withdrawals/approve', { as: finance, body: { id } });
  expect(a.code, a.message).toBe(200);
  return { actor, id };
}
const PAYOUT_PASSWORD = PAY_PASSWORD;
const payout = (id: number) =>
  t.call<OpsWithdrawal>('POST', '/api/ops/withdrawals/payout', { as: finance, body: { id } });
const row = (id: number) =>
  t.app.database.db
    .selectFrom('withdrawals')
    .select(['status', 'actual', 'paid_reference', 'payout_no', 'payout_error', 'payout_attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('paying a withdrawal out through Alipay (console)', () => {
  it('the list tells the screen; a double click pays once and ends paid with the reference', async () => {
    const { actor, id } = await approved();
    const list = await t.call<OpsWithdrawalPage>('GET', '/api/ops/withdrawals', {
      as: finance,
      query: { status: 'approved' },
    });
    expect(list.data.payout_provider).toBe('alipay');
    const before = await accounts(t, actor.id);
    const [a, b] = await Promise.all([payout(id), payout(id)]);
    const ok = [a, b].filter((r) => r.code === 200);
    expect(ok).toHaveLength(1);
    const other = [a, b].find((r) => r.code !== 200)!;
    expect(other.code).toBe(422);
    expect(ok[0]!.data.status).toBe('paid');
    const no = `W${String(id).padStart(8, '0')}P1`;
    // the amount that arrives (after the fee), in yuan
    const { actual } = await row(id);
    expect(sim.transfers.get(no)).toMatchObject({
      trans_amount: `${Math.floor(actual / 100)}.${String(actual % 100).padStart(2, '0')}`,
      paid: 1,
    });
    expect(actual).toBeLessThan(3000);
    expect([...sim.transfers.keys()].filter((k) => k.startsWith(no.slice(0, 9)))).toEqual([no]);
    expect(await row(id)).toMatchObject({
      status: 'paid',
      paid_reference: sim.transfers.get(no)!.order_id,
      payout_no: no,
    });
    // no money moved in the shop: it left reward money when requested
    expect(await accounts(t, actor.id)).toEqual(before);
    // paid: paying out again is refused naming the state
    expect((await payout(id)).code).toBe(422);
  });

  it('a refusal goes back to approved with the reason; paid by hand afterwards', async () => {
    const { id } = await approved();
    sim.transferOutcome = 'refused';
    const r = await payout(id);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      status: 'approved',
      payout_error: 'PAYEE_ACCOUNT_NOT_EXSIT: 收款账号不存在',
    });
    const m = await t.call<OpsWithdrawal>('POST', '/api/ops/withdrawals/paid', {
      as: finance,
      body: { id, reference: 'BANK-1' },
    });
    expect(m.data.status).toBe('paid');
  });

  it('a lost answer stays paying; the job asks by the same number and settles once', async () => {
    const { id } = await approved();
    sim.next = 'lost';
    const r = await payout(id);
    expect(r.data.status).toBe('paying');
    const no = (await row(id)).payout_no;
    expect(sim.transfers.get(no)!.paid).toBe(1);
    // too early: not asked yet
    expect(await checkPayouts(t.app)).toBe(0);
    t.clock.advance(PAYOUT_CHECK_AFTER_S);
    expect(await checkPayouts(t.app)).toBe(1);
    expect(await checkPayouts(t.app)).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'paid', payout_no: no });
    expect(sim.transfers.get(no)!.paid).toBe(1);
  });

  it('a timeout before Alipay got it: the job sends the same number again; DEALING then FAIL', async () => {
    const { id } = await approved();
    sim.next = 'timeout';
    expect((await payout(id)).data.status).toBe('paying');
    const no = (await row(id)).payout_no;
    expect(sim.transfers.has(no)).toBe(false);
    t.clock.advance(PAYOUT_CHECK_AFTER_S);
    sim.transferOutcome = 'fail-later';
    expect(await checkPayouts(t.app)).toBe(0);
    expect(sim.transfers.get(no)!.status).toBe('DEALING');
    sim.settleTransfers();
    expect(await checkPayouts(t.app)).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'approved',
      payout_error: 'PAYEE_NAME_NOT_MATCH: 收款卡户名不符',
    });
    // paying out again takes a new number
    sim.transferOutcome = 'success';
    expect((await payout(id)).data.status).toBe('paid');
    expect((await row(id)).payout_no).toBe(no.replace(/P1$/, 'P2'));
  });

  it('without a payout provider the action is refused with a clear message; by hand works', async () => {
    const { id } = await approved();
    t.app.config.payoutProvider = 'none';
    const list = await t.call<OpsWithdrawalPage>('GET', '/api/ops/withdrawals', { as: finance });
    expect(list.data.payout_provider).toBe('');
    const r = await payout(id);
    expect(r.code).toBe(422);
    expect(r.message).toMatch(/PAYOUT_PROVIDER/);
    expect((await row(id)).status).toBe('approved');
    const m = await t.call<OpsWithdrawal>('POST', '/api/ops/withdrawals/paid', {
      as: finance,
      body: { id, reference: 'BANK-2' },
    });
    expect(m.data.status).toBe('paid');
  });
});
