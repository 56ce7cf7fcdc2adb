/**
 * A local stand-in for Kuaidi100's subscription push (快递100 订阅推送), as it publishes it:
 *
 * - `POST /poll`, form `schema=json&param={company, number, key, parameters: {callbackurl, salt,
 *   resultv2, phone}}` → `{result, returnCode, message}`: 200 accepted, 501 already subscribed,
 *   600 a wrong key, 700 bad parameters;
 * - a push is the form `param` (JSON `{status, billstatus, message, lastResult: {message, state,
 *   status, condition, ischeck, com, nu, data: [{context, time, ftime}]}}`) and `sign`, the
 *   upper-case hex MD5 of `param` followed by the subscription's salt (`pushForm`).
 *
 * Knobs: the next subscription's returnCode, an HTTP 500.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { listenLocal, type SimServer } from './sim-server';

export interface SimSubscription {
  company: string;
  number: string;
  key: string;
  parameters: { callbackurl: string; salt: string; resultv2?: string; phone?: string };
}

export class Kuaidi100Sim {
  readonly subscriptions: SimSubscription[] = [];
  nextReturnCode: string | null = null;
  http500 = false;
  base = '';
  private server: SimServer | null = null;
  private waiters: ((s: SimSubscription) => void)[] = [];

  constructor(private readonly key: string) {}

  async start(): Promise<string> {
    this.server = await listenLocal((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => this.handle(req, body, res));
    });
    this.base = this.server.base;
    return this.base;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  /** Resolves with the next subscription request this simulator receives. */
  nextSubscription(): Promise<SimSubscription> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private answer(res: http.ServerResponse, returnCode: string, message: string): void {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify({ result: returnCode === '200', returnCode, message }));
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://sim').pathname !== '/poll') {
      res.writeHead(404).end();
      return;
    }
    if (this.http500) {
      res.writeHead(500).end();
      return;
    }
    const form = new URLSearchParams(body);
    let sub: SimSubscription;
    try {
      sub = JSON.parse(form.get('param') ?? '') as SimSubscription;
    } catch {
      return this.answer(res, '700', '参数错误');
    }
    this.subscriptions.push(sub);
    for (const w of this.waiters.splice(0)) w(sub);
    if (form.get('schema') !== 'json') return this.answer(res, '700', 'schema 错误');
    if (sub.key !== this.key) return this.answer(res, '600', '您不是合法的订阅者');
    if (!sub.company || !sub.number || !sub.parameters?.callbackurl) {
      return this.answer(res, '700', '参数错误');
    }
    const forced = this.nextReturnCode;
    this.nextReturnCode = null;
    if (forced) return this.answer(res, forced, 'forced');
    const repeat = this.subscriptions.filter((s) => s.number === sub.number).length > 1;
    return repeat ? this.answer(res, '501', '重复订阅') : this.answer(res, '200', '提交成功');
  }

  /** The form Kuaidi100 posts to the subscription's callback for a trace. */
  pushForm(
    sub: SimSubscription,
    trace: {
      status?: 'polling' | 'shutdown' | 'abort';
      state: string;
      ischeck?: '0' | '1';
      data: { time: string; context: string }[];
    },
    salt = sub.parameters.salt,
  ): { path: string; body: string } {
    const param = JSON.stringify({
      status: trace.status ?? 'polling',
      billstatus: 'got',
      message: '',
      autoCheck: '0',
      comOld: '',
      comNew: '',
      lastResult: {
        message: 'ok',
        state: trace.state,
        status: '200',
        condition: 'F00',
        ischeck: trace.ischeck ?? '0',
        com: sub.company,
        nu: sub.number,
        data: trace.data.map((d) => ({ ...d, ftime: d.time })),
      },
    });
    const sign = createHash('md5')
      .update(param + salt, 'utf8')
      .digest('hex')
      .toUpperCase();
    return {
      path: new URL(sub.parameters.callbackurl).pathname,
      body: new URLSearchParams({ param, sign }).toString(),
    };
  }
}
