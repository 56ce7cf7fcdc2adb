/**
 * A local Alipay OpenAPI gateway simulator (node:http on port 0) for the tests, written from the
 * published protocol with node:crypto only (not the SDK the shop uses):
 * - every request (query string and form body together) is checked against the app's public
 *   key: parameters sorted by key, empty values and `sign` left out, `k=v` joined by `&`,
 *   SHA256withRSA, base64 (`isv.invalid-signature` otherwise);
 * - every answer is `{"<method>_response":{...},"sign":"..."}`, signed with the simulator's
 *   Alipay private key over the exact `<method>_response` JSON text;
 * - the wap pay page (GET with the signed parameters) records the trade; its "pay" posts the
 *   signed async notify form (sign over the sorted parameters without `sign` and `sign_type`)
 *   to notify_url and redirects to return_url.
 * Knobs (`sim.next`) change the next gateway answer: a forged signature, a provider error
 * (sub_code), a timeout; `sim.repeatNotify` delivers each notify twice; `sim.refundPending`
 * makes refunds answer fund_change "N" until `settleRefunds()`.
 * Payouts to a bank card (`alipay.fund.trans.uni.transfer`, TRANS_BANKCARD_NO_PWD): one transfer
 * per out_biz_no (a repeat answers the first transfer's state and pays nothing more);
 * `sim.transferOutcome` makes new transfers SUCCESS, DEALING (until `settleTransfers()`) or a
 * business refusal; `alipay.fund.trans.common.query` answers a transfer's state.
 */
import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SIM_APP_ID = '2021000122671080';

const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();

/** Alipay's signing content: sorted keys, non-empty values, `k=v` joined by `&`. */
export function signContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

const rsa2 = (text: string, key: KeyObject) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

export interface SimTrade {
  out_trade_no: string;
  trade_no: string;
  total_amount: string;
  subject: string;
  notify_url: string;
  return_url: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  refunded: number;
  /** the wap pay request's parameters, as received */
  params: Record<string, string>;
}

export interface SimRefund {
  out_request_no: string;
  out_trade_no: string;
  amount: string;
  done: boolean;
}

export interface SimTransfer {
  out_biz_no: string;
  order_id: string;
  trans_amount: string;
  payee: Record<string, unknown>;
  order_title: string;
  status: 'SUCCESS' | 'DEALING' | 'FAIL';
  /** how many times Alipay moved the money (1 at most) */
  paid: number;
}

/** `lost`: the request is carried out but its answer never arrives (the client times out). */
export type SimFailure = 'forged' | 'error' | 'timeout' | 'lost';

/** fen of a "12.34" yuan string (the simulator's own arithmetic). */
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);

export class AlipaySim {
  /** the app's key pair (the shop holds the private key) */
  readonly app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** Alipay's key pair (the shop holds the public key) */
  readonly alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** a key Alipay does not have (forged answers and notifies) */
  readonly forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly trades = new Map<string, SimTrade>();
  readonly refunds = new Map<string, SimRefund>();
  /** every gateway call: its method and its parameters (query and body) */
  readonly calls: {
    method: string;
    params: Record<string, string>;
    biz: Record<string, string>;
  }[] = [];
  next: SimFailure | null = null;
  repeatNotify = false;
  refundPending = false;
  readonly transfers = new Map<string, SimTransfer>();
  /** what a new transfer does: pay at once, stay DEALING, or be refused (a business error) */
  transferOutcome: 'success' | 'dealing' | 'refused' | 'fail-later' = 'success';
  /** how the simulator posts a notify (default: an HTTP POST to notify_url) */
  deliver: (url: string, body: string) => Promise<{ status: number; body: string }> = async (
    url,
    body,
  ) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    });
    return { status: res.status, body: await res.text() };
  };
  /** what each delivered notify got back */
  readonly answers: { status: number; body: string }[] = [];
  private server?: http.Server;
  private seq = 0;
  base = '';

  appPrivatePem = () => pem(this.app.privateKey, 'pkcs8');
  alipayPublicPem = () => pem(this.alipay.publicKey, 'spki');
  get gateway() {
    return `${this.base}/gateway.do`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.handle(req, Buffer.concat(chunks).toString('utf8'), res).catch((err: unknown) => {
          res.statusCode = 500;
          res.end(String(err));
        });
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** The reason a request's signature fails, or null. */
  checkRequest(params: Record<string, string>): string | null {
    if (params.app_id !== SIM_APP_ID) return 'isv.invalid-app-id';
    if (params.sign_type !== 'RSA2' || !params.sign) return 'isv.invalid-signature-type';
    const ok = createVerify('RSA-SHA256')
      .update(signContent(params, ['sign']), 'utf8')
      .verify(this.app.publicKey, params.sign, 'base64');
    return ok ? null : 'isv.invalid-signature';
  }

  /** A signed gateway answer: the exact `<method>_response` text and its sign. */
  answer(method: string, body: Record<string, unknown>, key: KeyObject = this.alipay.privateKey) {
    const text = JSON.stringify(body);
    const name = `${method.replaceAll('.', '_')}_response`;
    return `{"${name}":${text},"sign":"${rsa2(text, key)}"}`;
  }

  private async handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    if (url.pathname === '/wap/pay' && req.method === 'POST') {
      const t = this.trades.get(url.searchParams.get('out_trade_no') ?? '');
      if (!t) return this.send(res, 404, 'text/plain', 'no trade');
      await this.payAndNotify(t.out_trade_no);
      res.writeHead(302, { location: t.return_url });
      return res.end();
    }
    if (url.pathname !== '/gateway.do') return this.send(res, 404, 'text/plain', 'not found');
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (req.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
    const method = params.method ?? '';
    let biz: Record<string, string> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      if (typeof biz !== 'object' || biz === null) biz = {};
    } catch {
      biz = {};
    }
    this.calls.push({ method, params, biz });
    const bad = this.checkRequest(params);

    if (method === 'alipay.trade.wap.pay' && req.method === 'GET') {
      if (bad) return this.send(res, 200, 'text/html', `<p>错误 ${bad}</p>`);
      return this.wapPage(params, biz, res);
    }

    const failure = this.next;
    this.next = null;
    if (failure === 'timeout') return; // never answers (the client times out)
    const json = (b: Record<string, unknown>) =>
      failure === 'lost' ||
      this.send(
        res,
        200,
        'application/json',
        this.answer(method, b, failure === 'forged' ? this.forger.privateKey : undefined),
      );
    if (bad) {
      return json({ code: '40002', msg: 'Invalid Arguments', sub_code: bad, sub_msg: bad });
    }
    if (failure === 'error') {
      return json({
        code: '20000',
        msg: 'Service Currently Unavailable',
        sub_code: 'ACQ.SYSTEM_ERROR',
        sub_msg: '系统错误',
      });
    }
    const notExist = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: '交易不存在',
    };
    const trade = this.findTrade(biz);
    switch (method) {
      case 'alipay.trade.query': {
        if (!trade) return json(notExist);
        return json({
          code: '10000',
          msg: 'Success',
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          trade_status: trade.status,
          total_amount: trade.total_amount,
        });
      }
      case 'alipay.trade.refund': {
        if (!trade) return json(notExist);
        const prior = this.refunds.get(biz.out_request_no ?? '');
        if (prior) {
          // the same out_request_no again: no new money moves
          return json({
            code: '10000',
            msg: 'Success',
            ...this.refundBody(trade),
            fund_change: 'N',
          });
        }
        const amount = fen(biz.refund_amount ?? '0');
        if (trade.status !== 'TRADE_SUCCESS') {
          return json({
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.TRADE_STATUS_ERROR',
          });
        }
        if (!(amount > 0) || trade.refunded + amount > fen(trade.total_amount)) {
          return json({
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
            sub_msg: '退款金额超限',
          });
        }
        trade.refunded += amount;
        if (trade.refunded === fen(trade.total_amount)) trade.status = 'TRADE_CLOSED';
        this.refunds.set(biz.out_request_no!, {
          out_request_no: biz.out_request_no!,
          out_trade_no: trade.out_trade_no,
          amount: yuan(amount),
          done: !this.refundPending,
        });
        return json({
          code: '10000',
          msg: 'Success',
          ...this.refundBody(trade),
          fund_change: this.refundPending ? 'N' : 'Y',
        });
      }
      case 'alipay.trade.fastpay.refund.query': {
        if (!trade) return json(notExist);
        const r = this.refunds.get(biz.out_request_no ?? '');
        if (!r || r.out_trade_no !== trade.out_trade_no) {
          return json({ code: '10000', msg: 'Success' });
        }
        return json({
          code: '10000',
          msg: 'Success',
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          out_request_no: r.out_request_no,
          refund_amount: r.amount,
          total_amount: trade.total_amount,
          ...(r.done ? { refund_status: 'REFUND_SUCCESS' } : {}),
        });
      }
      case 'alipay.fund.trans.uni.transfer': {
        const prior = this.transfers.get(biz.out_biz_no ?? '');
        if (prior) return json(this.transferBody(prior));
        const payee = biz.payee_info as unknown as Record<string, unknown> | undefined;
        const ext = payee?.bankcard_ext_info as Record<string, unknown> | undefined;
        const amount = /^\d+(\.\d{1,2})?$/.test(biz.trans_amount ?? '')
          ? fen(biz.trans_amount!)
          : 0;
        if (
          biz.product_code !== 'TRANS_BANKCARD_NO_PWD' ||
          biz.biz_scene !== 'DIRECT_TRANSFER' ||
          !biz.out_biz_no ||
          !(amount >= 10) ||
          !biz.order_title ||
          payee?.identity_type !== 'BANKCARD_ACCOUNT' ||
          typeof payee.identity !== 'string' ||
          !/^\d{12,19}$/.test(payee.identity) ||
          !payee.name ||
          ext?.account_type !== '2'
        ) {
          return json({
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'INVALID_PARAMETER',
            sub_msg: '参数有误',
          });
        }
        if (this.transferOutcome === 'refused') {
          return json({
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'PAYEE_ACCOUNT_NOT_EXSIT',
            sub_msg: '收款账号不存在',
          });
        }
        this.seq += 1;
        const tr: SimTransfer = {
          out_biz_no: biz.out_biz_no,
          order_id: `20261201110070000006${String(this.seq).padStart(6, '0')}`,
          trans_amount: yuan(amount),
          payee,
          order_title: biz.order_title,
          status: this.transferOutcome === 'success' ? 'SUCCESS' : 'DEALING',
          paid: this.transferOutcome === 'success' ? 1 : 0,
        };
        this.transfers.set(tr.out_biz_no, tr);
        return json(this.transferBody(tr));
      }
      case 'alipay.fund.trans.common.query': {
        const tr = this.transfers.get(biz.out_biz_no ?? '');
        if (!tr) {
          return json({
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ORDER_NOT_EXIST',
            sub_msg: '转账订单不存在',
          });
        }
        return json({
          ...this.transferBody(tr),
          trans_amount: tr.trans_amount,
          ...(tr.status === 'FAIL'
            ? { fail_reason: '收款卡户名不符', error_code: 'PAYEE_NAME_NOT_MATCH' }
            : {}),
        });
      }
      default:
        return json({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
    }
  }

  private transferBody(tr: SimTransfer) {
    return {
      code: '10000',
      msg: 'Success',
      out_biz_no: tr.out_biz_no,
      order_id: tr.order_id,
      pay_fund_order_id: `${tr.order_id}01`,
      status: tr.status,
      trans_date: '2026-12-01 10:00:06',
    };
  }

  /** DEALING transfers end: paid, or failed (with `transferOutcome` 'fail-later'). */
  settleTransfers(): void {
    for (const tr of this.transfers.values()) {
      if (tr.status !== 'DEALING') continue;
      if (this.transferOutcome === 'fail-later') tr.status = 'FAIL';
      else {
        tr.status = 'SUCCESS';
        tr.paid += 1;
      }
    }
  }

  private refundBody(t: SimTrade) {
    return {
      trade_no: t.trade_no,
      out_trade_no: t.out_trade_no,
      refund_fee: yuan(t.refunded),
      buyer_logon_id: 'buy***@example.com',
    };
  }

  private findTrade(biz: Record<string, string>): SimTrade | undefined {
    if (biz.out_trade_no) return this.trades.get(biz.out_trade_no);
    return [...this.trades.values()].find((t) => t.trade_no === biz.trade_no);
  }

  private wapPage(
    params: Record<string, string>,
    biz: Record<string, string>,
    res: http.ServerResponse,
  ) {
    const no = biz.out_trade_no ?? '';
    let t = this.trades.get(no);
    if (!t) {
      this.seq += 1;
      t = {
        out_trade_no: no,
        trade_no: `2026${String(Date.now()).slice(-8)}22001${String(this.seq).padStart(6, '0')}`,
        total_amount: biz.total_amount ?? '',
        subject: biz.subject ?? '',
        notify_url: params.notify_url ?? '',
        return_url: params.return_url ?? '',
        status: 'WAIT_BUYER_PAY',
        refunded: 0,
        params,
      };
      this.trades.set(no, t);
    }
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return this.send(
      res,
      200,
      'text/html',
      `<!doctype html><meta charset="utf-8"><title>支付宝</title>` +
        `<h1>${esc(t.subject)}</h1><p>¥${esc(t.total_amount)}</p>` +
        `<form method="post" action="/wap/pay?out_trade_no=${encodeURIComponent(no)}">` +
        `<button type="submit">确认付款</button></form>`,
    );
  }

  /** The notify parameters Alipay posts for a trade (before signing). */
  notifyParams(outTradeNo: string, over: Record<string, string> = {}): Record<string, string> {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`no trade ${outTradeNo}`);
    return {
      gmt_create: '2026-12-01 10:00:00',
      charset: 'utf-8',
      seller_email: 'shop@example.com',
      subject: t.subject,
      buyer_id: '2088102122524333',
      invoice_amount: t.total_amount,
      notify_id: `2026120100222100000${String((this.seq += 1)).padStart(6, '0')}`,
      fund_bill_list: '[{"amount":"' + t.total_amount + '","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: t.total_amount,
      buyer_pay_amount: t.total_amount,
      app_id: SIM_APP_ID,
      notify_time: '2026-12-01 10:00:05',
      point_amount: '0.00',
      total_amount: t.total_amount,
      seller_id: '2088101117955611',
      trade_no: t.trade_no,
      auth_app_id: SIM_APP_ID,
      gmt_payment: '2026-12-01 10:00:04',
      version: '1.0',
      out_trade_no: t.out_trade_no,
      ...over,
    };
  }

  /** The form body of signed notify parameters (sign over all but `sign` and `sign_type`). */
  notifyForm(params: Record<string, string>, key: KeyObject = this.alipay.privateKey): string {
    const sign = rsa2(signContent(params, ['sign', 'sign_type']), key);
    return new URLSearchParams({ ...params, sign_type: 'RSA2', sign }).toString();
  }

  /** The buyer pays: the trade succeeds; the signed notify form. */
  pay(outTradeNo: string, over: Record<string, string> = {}): string {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`no trade ${outTradeNo}`);
    t.status = 'TRADE_SUCCESS';
    return this.notifyForm(this.notifyParams(outTradeNo, over));
  }

  /** What the page's "pay" does: pays and delivers the notify (twice with `repeatNotify`). */
  async payAndNotify(outTradeNo: string): Promise<void> {
    const body = this.pay(outTradeNo);
    const url = this.trades.get(outTradeNo)!.notify_url;
    for (let i = 0; i < (this.repeatNotify ? 2 : 1); i++) {
      this.answers.push(await this.deliver(url, body));
    }
  }

  /** Pending refunds (fund_change "N") now succeed. */
  settleRefunds(): void {
    for (const r of this.refunds.values()) r.done = true;
  }

  private send(res: http.ServerResponse, status: number, type: string, body: string) {
    res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
    res.end(body);
  }
}
