/**
 * Withdrawal payouts through Alipay (issue 22) against the local gateway simulator
 * (tests/server/sim/alipay-sim.ts): the signed `alipay.fund.trans.uni.transfer` to a bank card,
 * its three outcomes, a repeat with the same out_biz_no paying once, the transfer query, and
 * refused answers (forged signature, provider error, timeout). SQLite and PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { createVerify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvider } from '../../src/server/modules/payment/payment.service';
import { PaymentProviderError } from '../../src/server/providers/payment';
import { startTestServer, type TestServer } from './harness';
import { AlipaySim, SIM_APP_ID, signContent } from './sim/alipay-sim';

let t: TestServer;
let sim: AlipaySim;

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
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.stop();
});
afterEach(() => {
  sim.next = null;
  sim.transferOutcome = 'success';
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
