/**
 * A local stand-in for WeChat's web authorisation (网页授权), following its published protocol:
 *
 * - `GET /connect/oauth2/authorize?appid&redirect_uri&response_type=code&scope&state` — the
 *   consent: for a known app id and scope it redirects (302) to `redirect_uri` with `code` and
 *   `state` (or with `state` only when the user refuses);
 * - `GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` — a code
 *   works once (40163 after), for 5 minutes, for the app that asked (40029 otherwise); a wrong
 *   secret is 40125; answers `{access_token, expires_in, refresh_token, openid, scope, unionid}`;
 * - `GET /sns/userinfo?access_token&openid&lang` — `{openid, nickname, sex, province, city,
 *   country, headimgurl, privilege, unionid}`; a bad token is 40001.
 *
 * Every answer is HTTP 200 with JSON labelled `text/plain`, errors as `{errcode, errmsg}`, as
 * WeChat sends them. Knobs: the next consenting user, refusal, a system error (-1), a delay.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { listenLocal, type SimServer } from './sim-server';

export interface SimUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl?: string;
}

interface Code {
  appid: string;
  user: SimUser;
  scope: string;
  expiresAt: number;
  used: boolean;
}

export class WechatOAuthSim {
  readonly apps = new Map<string, string>();
  /** who consents next (a fresh random user when unset) */
  nextUser: SimUser | null = null;
  /** the next consent is refused */
  refuseNext = false;
  /** answers of the token/userinfo calls are `{errcode:-1}` while > 0 (counts down) */
  systemErrors = 0;
  /** delay before each API answer, ms */
  delayMs = 0;
  /** seconds added to the simulator's clock (code expiry) */
  clockOffset = 0;
  /** the API calls received, for assertions (path and query, the secret masked) */
  readonly calls: { path: string; query: Record<string, string> }[] = [];

  private readonly codes = new Map<string, Code>();
  private readonly tokens = new Map<string, SimUser>();
  private server: SimServer | null = null;
  base = '';

  constructor(appid: string, secret: string) {
    this.apps.set(appid, secret);
  }

  private now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  async start(): Promise<string> {
    this.server = await listenLocal((req, res) => void this.handle(req, res));
    this.base = this.server.base;
    return this.base;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  private json(res: http.ServerResponse, body: unknown): void {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim');
    const q = Object.fromEntries(url.searchParams);
    if (url.pathname === '/connect/oauth2/authorize') return this.authorize(q, res);
    this.calls.push({
      path: url.pathname,
      query: { ...q, ...(q.secret ? { secret: '***' } : {}) },
    });
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.systemErrors > 0) {
      this.systemErrors -= 1;
      return this.json(res, { errcode: -1, errmsg: 'system error' });
    }
    if (url.pathname === '/sns/oauth2/access_token') return this.token(q, res);
    if (url.pathname === '/sns/userinfo') return this.userinfo(q, res);
    res.writeHead(404).end();
  }

  private authorize(q: Record<string, string>, res: http.ServerResponse): void {
    const redirect = q.redirect_uri ?? '';
    if (!this.apps.has(q.appid ?? '') || q.response_type !== 'code' || !redirect) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>参数错误</p>');
      return;
    }
    if (q.scope !== 'snsapi_userinfo' && q.scope !== 'snsapi_base') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>scope 参数错误</p>');
      return;
    }
    const target = new URL(redirect);
    if (this.refuseNext) {
      this.refuseNext = false;
    } else {
      const code = randomBytes(16).toString('hex');
      const user = this.nextUser ?? {
        openid: `o${randomBytes(13).toString('base64url')}`,
        nickname: '微信用户',
      };
      this.nextUser = null;
      this.codes.set(code, {
        appid: q.appid!,
        user,
        scope: q.scope,
        expiresAt: this.now() + 300,
        used: false,
      });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', q.state ?? '');
    res.writeHead(302, { location: target.toString() }).end();
  }

  private token(q: Record<string, string>, res: http.ServerResponse): void {
    const secret = this.apps.get(q.appid ?? '');
    if (secret === undefined) return this.json(res, { errcode: 40013, errmsg: 'invalid appid' });
    if (q.secret !== secret) return this.json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (q.grant_type !== 'authorization_code') {
      return this.json(res, { errcode: 40002, errmsg: 'invalid grant_type' });
    }
    if (!q.code) return this.json(res, { errcode: 41008, errmsg: 'missing code' });
    const c = this.codes.get(q.code);
    if (!c || c.appid !== q.appid || c.expiresAt <= this.now()) {
      return this.json(res, { errcode: 40029, errmsg: 'invalid code' });
    }
    if (c.used) return this.json(res, { errcode: 40163, errmsg: 'code been used' });
    c.used = true;
    const accessToken = randomBytes(24).toString('base64url');
    this.tokens.set(accessToken, c.user);
    this.json(res, {
      access_token: accessToken,
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: c.user.openid,
      scope: c.scope,
      ...(c.user.unionid ? { unionid: c.user.unionid } : {}),
    });
  }

  private userinfo(q: Record<string, string>, res: http.ServerResponse): void {
    const user = this.tokens.get(q.access_token ?? '');
    if (!user || user.openid !== q.openid) {
      return this.json(res, { errcode: 40001, errmsg: 'invalid credential' });
    }
    this.json(res, {
      openid: user.openid,
      nickname: user.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: user.headimgurl ?? '',
      privilege: [],
      ...(user.unionid ? { unionid: user.unionid } : {}),
    });
  }
}
