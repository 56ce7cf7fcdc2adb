/**
 * A local WeChat Pay API v3 simulator (node:http on port 0) for the tests, written from the
 * published protocol with node:crypto only (not the SDK the shop uses):
 * - every request's `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",serial_no="…",
 *   timestamp="…",nonce_str="…",signature="…"` is checked against the merchant public key over
 *   `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n` (401 SIGN_ERROR otherwise);
 * - every answer is signed with the simulator's WeChat Pay key over `TIMESTAMP\nNONCE\nBODY\n`
 *   (`Wechatpay-Timestamp/-Nonce/-Signature/-Serial`, the serial being the public key id);
 * - notifies carry the resource encrypted with AES-256-GCM under the API v3 key.
 * Knobs (`sim.next`) make the next create/refund answer fail: 500, a timeout, a bad signature.
 */
import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SIM_MCHID = '1900000109';
export const SIM_APPID = 'wxd678efh567hg6787';
export const SIM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
export const SIM_PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092024061200000000000000';
export const SIM_APIV3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';

const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();

export interface SimTrade {
  out_trade_no: string;
  appid: string;
  total: number;
  notify_url: string;
  kind: 'h5' | 'jsapi';
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id: string;
  openid?: string;
}

export interface SimRefund {
  out_refund_no: string;
  refund_id: string;
  out_trade_no: string;
  transaction_id: string;
  refund: number;
  total: number;
  notify_url: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
}

export type SimFailure = 'error500' | 'timeout' | 'badsig' | 'param';

export class WechatpaySim {
  /** the merchant's key pair (the shop holds the private key) */
  readonly merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** WeChat Pay's key pair (the shop holds the public key) */
  readonly platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly trades = new Map<string, SimTrade>();
  readonly refunds = new Map<string, SimRefund>();
  /** every request the simulator accepted: method, url, body */
  readonly calls: { method: string; url: string; body: string }[] = [];
  /** what the next create or refund call does instead of succeeding */
  next: SimFailure | null = null;
  /** what the next trade query does instead of answering (`error500` or `timeout`) */
  nextQuery: SimFailure | null = null;
  private server: http.Server | null = null;
  base = '';

  /** The shop's WeChat Pay settings pointing at this simulator (the tests' `wechatpay` config). */
  shopConfig(notifyBase = 'https://shop.example.com') {
    return {
      mchid: SIM_MCHID,
      appid: SIM_APPID,
      serial: SIM_SERIAL,
      privateKey: this.merchantPrivatePem(),
      apiv3Key: SIM_APIV3_KEY,
      publicKey: this.platformPublicPem(),
      publicKeyId: SIM_PUBLIC_KEY_ID,
      notifyBase,
      baseUrl: this.base,
      timeoutMs: 400,
    };
  }

  merchantPrivatePem = () => pem(this.merchant.privateKey, 'pkcs8');
  platformPublicPem = () => pem(this.platform.publicKey, 'spki');

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** RSA-SHA256 of `TIMESTAMP\nNONCE\nBODY\n` with WeChat Pay's key, base64. */
  sign(ts: string, nonce: string, body: string, key: KeyObject = this.platform.privateKey) {
    return createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(key, 'base64');
  }

  /** The headers WeChat Pay signs an answer or a notify with. */
  signedHeaders(body: string, opts: { badSig?: boolean; ts?: number } = {}) {
    const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const key = opts.badSig
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : this.platform.privateKey;
    return {
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': SIM_PUBLIC_KEY_ID,
      'Wechatpay-Signature': this.sign(ts, nonce, body, key),
    };
  }

  /** Checks the merchant's Authorization header; the reason it fails, or null. */
  checkAuthorization(method: string, url: string, body: string, auth: string): string | null {
    const m =
      /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",serial_no="([0-9A-Fa-f]+)",timestamp="(\d+)",nonce_str="([^"]+)",signature="([^"]+)"$/.exec(
        auth,
      );
    if (!m) return 'authorization format';
    const [, mchid, serial, ts, nonce, sig] = m;
    if (mchid !== SIM_MCHID) return 'mchid';
    if (serial !== SIM_SERIAL) return 'serial';
    if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return 'timestamp';
    const message = `${method}\n${url}\n${ts}\n${nonce}\n${body}\n`;
    const ok = createVerify('RSA-SHA256')
      .update(message)
      .verify(this.merchant.publicKey, sig!, 'base64');
    return ok ? null : 'signature';
  }

  private answer(res: http.ServerResponse, status: number, data: unknown, badSig = false) {
    const body = data === undefined ? '' : JSON.stringify(data);
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(status < 300 ? this.signedHeaders(body, { badSig }) : {}),
    });
    res.end(body);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    if (path === '/h5pay' && method === 'GET') return this.h5Page(url, res);
    if (path === '/h5pay/pay' && method === 'POST') return this.h5Pay(body, res);
    const why = this.checkAuthorization(method, url, body, req.headers.authorization ?? '');
    if (why) return this.answer(res, 401, { code: 'SIGN_ERROR', message: `签名错误 (${why})` });
    this.calls.push({ method, url, body });
    const isCreate = /^\/v3\/pay\/transactions\/(h5|jsapi)$/.test(path);
    const isRefund = path === '/v3/refund/domestic/refunds' && method === 'POST';
    let badSig = false;
    if ((isCreate || isRefund) && this.next) {
      const f = this.next;
      this.next = null;
      if (f === 'timeout') return; // never answers; the client times out
      if (f === 'error500')
        return this.answer(res, 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
      if (f === 'param') return this.answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      badSig = true;
    }
    if (this.nextQuery && method === 'GET' && path.includes('/out-trade-no/')) {
      const f = this.nextQuery;
      this.nextQuery = null;
      if (f === 'timeout') return;
      return this.answer(res, 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
    }
    const b = body ? (JSON.parse(body) as Record<string, any>) : {};
    if (isCreate) {
      const kind = path.endsWith('h5') ? 'h5' : 'jsapi';
      if (b.mchid !== SIM_MCHID || b.appid !== SIM_APPID) {
        return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid/appid' });
      }
      if (kind === 'h5' && !b.scene_info?.payer_client_ip) {
        return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'payer_client_ip' });
      }
      if (kind === 'jsapi' && !b.payer?.openid) {
        return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'openid' });
      }
      const prev = this.trades.get(b.out_trade_no);
      if (prev && prev.state !== 'NOTPAY') {
        return this.answer(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
      }
      this.trades.set(b.out_trade_no, {
        out_trade_no: b.out_trade_no,
        appid: b.appid,
        total: b.amount.total,
        notify_url: b.notify_url,
        kind,
        state: 'NOTPAY',
        transaction_id: `4200${Date.now()}${randomBytes(4).toString('hex')}`,
        openid: b.payer?.openid,
      });
      return kind === 'h5'
        ? this.answer(res, 200, { h5_url: `${this.base}/h5pay?trade=${b.out_trade_no}` }, badSig)
        : this.answer(res, 200, { prepay_id: `wx${b.out_trade_no}` }, badSig);
    }
    const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (q && method === 'GET') {
      const tr = this.trades.get(decodeURIComponent(q[1]!));
      if (!tr) return this.answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return this.answer(res, 200, this.transaction(tr));
    }
    if (isRefund) {
      const tr = [...this.trades.values()].find(
        (x) => x.transaction_id === b.transaction_id || x.out_trade_no === b.out_trade_no,
      );
      if (!tr) return this.answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      let r = this.refunds.get(b.out_refund_no);
      if (!r) {
        const refunded = [...this.refunds.values()]
          .filter((x) => x.out_trade_no === tr.out_trade_no)
          .reduce((s, x) => s + x.refund, 0);
        if (b.amount.total !== tr.total || refunded + b.amount.refund > tr.total) {
          return this.answer(res, 400, { code: 'PARAM_ERROR', message: '退款金额' });
        }
        r = {
          out_refund_no: b.out_refund_no,
          refund_id: `5030${Date.now()}${randomBytes(4).toString('hex')}`,
          out_trade_no: tr.out_trade_no,
          transaction_id: tr.transaction_id,
          refund: b.amount.refund,
          total: tr.total,
          notify_url: b.notify_url,
          status: 'PROCESSING',
        };
        this.refunds.set(r.out_refund_no, r);
      }
      return this.answer(res, 200, this.refundView(r), badSig);
    }
    const rq = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (rq && method === 'GET') {
      const r = this.refunds.get(decodeURIComponent(rq[1]!));
      if (!r)
        return this.answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return this.answer(res, 200, this.refundView(r));
    }
    return this.answer(res, 404, { code: 'NOT_FOUND', message: path });
  }

  private transaction(tr: SimTrade) {
    return {
      appid: tr.appid,
      mchid: SIM_MCHID,
      out_trade_no: tr.out_trade_no,
      transaction_id: tr.transaction_id,
      trade_type: tr.kind === 'h5' ? 'MWEB' : 'JSAPI',
      trade_state: tr.state,
      trade_state_desc: tr.state,
      success_time: '2026-12-01T10:00:00+08:00',
      payer: { openid: tr.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: tr.total, payer_total: tr.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  private refundView(r: SimRefund) {
    return {
      refund_id: r.refund_id,
      out_refund_no: r.out_refund_no,
      transaction_id: r.transaction_id,
      out_trade_no: r.out_trade_no,
      channel: 'ORIGINAL',
      status: r.status,
      amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
    };
  }

  /** AES-256-GCM of the resource under the API v3 key (ciphertext = data ‖ 16-byte tag). */
  encrypt(plain: string, associated: string, nonce = randomBytes(6).toString('hex')) {
    const c = createCipheriv('aes-256-gcm', Buffer.from(SIM_APIV3_KEY), nonce);
    c.setAAD(Buffer.from(associated));
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()]);
    return { ciphertext: ct.toString('base64'), nonce };
  }

  /** A signed notify body + headers (event TRANSACTION.SUCCESS or REFUND.*). */
  notify(
    event: string,
    originalType: 'transaction' | 'refund',
    resource: object,
    opts: { badSig?: boolean; ts?: number; tamper?: boolean } = {},
  ): { headers: Record<string, string>; body: string } {
    const associated = originalType;
    const enc = this.encrypt(JSON.stringify(resource), associated);
    let ciphertext = enc.ciphertext;
    if (opts.tamper) {
      const buf = Buffer.from(ciphertext, 'base64');
      buf[0] = buf[0]! ^ 1;
      ciphertext = buf.toString('base64');
    }
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: '2026-12-01T10:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: event,
      summary: originalType === 'transaction' ? '支付成功' : '退款成功',
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: associated,
        nonce: enc.nonce,
      },
    });
    return {
      headers: { 'content-type': 'application/json', ...this.signedHeaders(body, opts) },
      body,
    };
  }

  /** The buyer pays at WeChat: the trade succeeds and its notify is built (not yet sent). */
  pay(
    tradeNo: string,
    opts: {
      amount?: number;
      appid?: string;
      mchid?: string;
      badSig?: boolean;
      tamper?: boolean;
    } = {},
  ) {
    const tr = this.trades.get(tradeNo);
    if (!tr) throw new Error(`simulator: no trade ${tradeNo}`);
    tr.state = 'SUCCESS';
    const view = this.transaction(tr);
    return this.notify(
      'TRANSACTION.SUCCESS',
      'transaction',
      {
        ...view,
        appid: opts.appid ?? view.appid,
        mchid: opts.mchid ?? view.mchid,
        amount: { ...view.amount, total: opts.amount ?? view.amount.total },
      },
      opts,
    );
  }

  /** WeChat finishes a refund: its state and the refund notify (not yet sent). */
  finishRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' = 'SUCCESS') {
    const r = this.refunds.get(outRefundNo);
    if (!r) throw new Error(`simulator: no refund ${outRefundNo}`);
    r.status = status;
    return this.notify(`REFUND.${status}`, 'refund', {
      mchid: SIM_MCHID,
      out_trade_no: r.out_trade_no,
      transaction_id: r.transaction_id,
      out_refund_no: r.out_refund_no,
      refund_id: r.refund_id,
      refund_status: status,
      success_time: '2026-12-01T10:05:00+08:00',
      user_received_account: '支付用户零钱',
      amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
    });
  }

  /** Where notifies are sent by `h5Pay` (the e2e server's address). */
  deliver:
    ((url: string, n: { headers: Record<string, string>; body: string }) => Promise<void>) | null =
    null;

  private h5Page(url: string, res: http.ServerResponse) {
    const u = new URL(url, this.base);
    const trade = u.searchParams.get('trade') ?? '';
    const back = u.searchParams.get('redirect_url') ?? '';
    const tr = this.trades.get(trade);
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(tr ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      tr
        ? `<!doctype html><meta charset="utf-8"><title>微信支付（模拟）</title>
<h1>微信支付 WeChat Pay (simulator)</h1><p>¥${(tr.total / 100).toFixed(2)}</p>
<form method="post" action="/h5pay/pay"><input type="hidden" name="trade" value="${esc(trade)}">
<input type="hidden" name="redirect_url" value="${esc(back)}"><button type="submit">确认支付</button></form>`
        : 'no such trade',
    );
  }

  private h5Pay(body: string, res: http.ServerResponse) {
    const f = new URLSearchParams(body);
    const trade = f.get('trade') ?? '';
    const back = f.get('redirect_url') ?? '';
    const tr = this.trades.get(trade);
    if (!tr) {
      res.writeHead(404).end();
      return;
    }
    const n = this.pay(trade);
    void (this.deliver ? this.deliver(tr.notify_url, n) : Promise.resolve()).finally(() => {
      res.writeHead(303, { location: back || '/' }).end();
    });
  }
}
