/**
 * Real WeChat login (issue 22) against the local simulator of WeChat's web authorisation
 * (tests/server/sim/wechat-oauth-sim.ts): authorize URL → WeChat's redirect to our callback →
 * the h5 page → socials/login with the code; unionid preferred; WeChat's failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMobile, startTestServer, type Actor, type TestServer } from './harness';
import { latestCode } from './wallet-fixtures';
import { AGREED } from './consent-helpers';
import { WechatOAuthSim, type SimUser } from './sim/wechat-oauth-sim';

const APPID = 'wx0123456789abcdef';
const SECRET = '0123456789abcdef0123456789ABCDEF';
const PUBLIC = 'https://shop.example.com';

let t: TestServer;
let sim: WechatOAuthSim;

beforeAll(async () => {
  sim = new WechatOAuthSim(APPID, SECRET);
  const base = await sim.start();
  t = await startTestServer({
    socialProvider: 'wechat',
    wechatLogin: {
      appId: APPID,
      appSecret: SECRET,
      callbackBase: PUBLIC,
      apiBase: base,
      openBase: base,
      timeoutMs: 300,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await sim?.stop();
});

let seq = 0;
const wxUser = (unionid?: string): SimUser => ({
  openid: `oTest${process.pid}_${++seq}`,
  nickname: `微信${seq}`,
  headimgurl: `https://thirdwx.qlogo.cn/mmopen/${seq}/132`,
  ...(unionid ? { unionid } : {}),
});

/** thirdPartyCheckRedirect → WeChat's consent (the simulator) → our callback → the h5 page. */
async function authorize(user: SimUser | null, opts: { refuse?: boolean } = {}) {
  const start = await t.call('GET', '/api/v3/thirdPartyCheckRedirect', {
    query: { platform: 'wechat', redirect: '/pages/user/index' },
  });
  expect(start.code, start.message).toBe(200);
  const authorizeUrl = start.data.authorize_url as string;
  const url = new URL(authorizeUrl);
  expect(url.origin + url.pathname).toBe(`${sim.base}/connect/oauth2/authorize`);
  expect(url.hash).toBe('#wechat_redirect');
  // WeChat reads the parameters in its documented order
  expect([...url.searchParams.keys()]).toEqual([
    'appid',
    'redirect_uri',
    'response_type',
    'scope',
    'state',
  ]);
  expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/social/wechat/callback`);
  expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
  const state = url.searchParams.get('state')!;

  sim.nextUser = user;
  sim.refuseNext = opts.refuse ?? false;
  const consent = await fetch(authorizeUrl.split('#')[0]!, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${PUBLIC}/social/wechat/callback`);

  const cb = await t.inject({ method: 'GET', url: back.pathname + back.search });
  expect(cb.statusCode).toBe(302);
  const page = cb.headers.location as string;
  expect(page.startsWith('/h5/#/pages/subpack2/thirdLogin/thirdLogin?')).toBe(true);
  const q = new URLSearchParams(page.split('?')[1]);
  expect(q.get('state')).toBe(state);
  return { code: q.get('code') ?? '', state };
}

async function register(bindToken: string): Promise<Actor> {
  const mobile = nextMobile();
  const sent = await t.call('POST', '/api/mobile/send_verification_codes', {
    body: { mobile, type: 'register' },
  });
  expect(sent.code, sent.message).toBe(200);
  const code = await latestCode(t, mobile);
  const reg = await t.call('POST', '/api/socials/register', {
    body: { bind_token: bindToken, mobile, code, password: 'secret123', ...AGREED },
  });
  expect(reg.code, reg.message).toBe(200);
  return { id: reg.data.user_id, token: reg.data.token, mobile };
}

const bindingOf = (userId: number) =>
  t.app.database.db
    .selectFrom('social_accounts')
    .select(['openid', 'unionid', 'nickname'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('WeChat login (simulator)', () => {
  it('a new WeChat user binds by registering, then logs in straight away', async () => {
    const who = wxUser('uTestUnion' + seq);
    const first = await authorize(who);
    const login = await t.call('POST', '/api/socials/login', { body: first });
    expect(login.code, login.message).toBe(200);
    expect(login.data).toMatchObject({
      need_bind: true,
      third_user: { nickname: who.nickname, avatar: who.headimgurl },
      redirect: '/pages/user/index',
    });
    const me = await register(login.data.bind_token);
    expect(await bindingOf(me.id)).toEqual({
      openid: who.openid,
      unionid: who.unionid,
      nickname: who.nickname,
    });
    // the exchange went through WeChat's two calls, the secret only to access_token
    const last = sim.calls.slice(-2);
    expect(last.map((c) => c.path)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(last[0]!.query).toMatchObject({ appid: APPID, grant_type: 'authorization_code' });

    const again = await t.call('POST', '/api/socials/login', { body: await authorize(who) });
    expect(again.code, again.message).toBe(200);
    expect(again.data.user_id).toBe(me.id);
    expect(again.data.token).toBeTruthy();
  });

  it('prefers the unionid: the same person through another app (another openid) is the same account', async () => {
    const unionid = `uShared${process.pid}_${++seq}`;
    const viaAccount = wxUser(unionid);
    const l = await t.call('POST', '/api/socials/login', { body: await authorize(viaAccount) });
    const me = await register(l.data.bind_token);
    const viaOtherApp: SimUser = { ...wxUser(unionid), nickname: viaAccount.nickname };
    expect(viaOtherApp.openid).not.toBe(viaAccount.openid);
    const again = await t.call('POST', '/api/socials/login', {
      body: await authorize(viaOtherApp),
    });
    expect(again.code, again.message).toBe(200);
    expect(again.data.user_id).toBe(me.id);

    // and a logged-in user cannot bind a WeChat identity whose unionid is someone else's
    const other = await t.user();
    const bind = await t.call('POST', '/api/user/bind_wechat', {
      as: other,
      body: await authorize(wxUser(unionid)),
    });
    expect(bind.code).toBe(422);
    expect(await bindingOf(other.id)).toBeUndefined();
  });

  it('a code works once at WeChat: replayed with a new state it is refused', async () => {
    const first = await authorize(wxUser());
    expect((await t.call('POST', '/api/socials/login', { body: first })).code).toBe(200);
    const fresh = await authorize(wxUser());
    const replay = await t.call('POST', '/api/socials/login', {
      body: { code: first.code, state: fresh.state },
    });
    expect(replay.code).toBe(422);
    expect(replay.message).toContain('授权码无效');
    // the refusal used up nothing: the fresh state still works with its own code
    expect((await t.call('POST', '/api/socials/login', { body: fresh })).code).toBe(200);
  });

  it('WeChat failing (system error, timeout, wrong secret) is a clear "try again" and changes nothing', async () => {
    const a = await authorize(wxUser());
    const before = await t.snapshot();
    sim.systemErrors = 1;
    const busy = await t.call('POST', '/api/socials/login', { body: a });
    expect(busy.code).toBe(422);
    expect(busy.message).toBe('微信暂时无法响应，请稍后重试');

    expect(await t.snapshot()).toBe(before);
    // the system error did not spend the code: the user's retry logs in
    const retry = await t.call('POST', '/api/socials/login', { body: a });
    expect(retry.code, retry.message).toBe(200);
    expect(retry.data.need_bind).toBe(true);

    // a timeout (WeChat may still spend the code: the user authorises again)
    const b = await authorize(wxUser());
    const beforeSlow = await t.snapshot();
    sim.delayMs = 1000;
    try {
      const slow = await t.call('POST', '/api/socials/login', { body: b });
      expect(slow.code).toBe(422);
      expect(slow.message).toBe('微信暂时无法响应，请稍后重试');
    } finally {
      sim.delayMs = 0;
    }
    expect(await t.snapshot()).toBe(beforeSlow);

    sim.apps.set(APPID, 'a-rotated-secret');
    try {
      const c = await authorize(wxUser());
      const wrong = await t.call('POST', '/api/socials/login', { body: c });
      expect(wrong.code).toBe(422);
      expect(wrong.message).toBe('微信暂时无法响应，请稍后重试');
    } finally {
      sim.apps.set(APPID, SECRET);
    }
  });

  it('a refused consent lands on the h5 page without a code; a malformed callback is refused', async () => {
    const refused = await authorize(wxUser(), { refuse: true });
    expect(refused.code).toBe('');
    const bad = await t.inject({
      method: 'GET',
      url: '/social/wechat/callback?code=%3Cscript%3E&state=x',
    });
    expect(bad.statusCode).toBe(400);
    // the sandbox's pages do not exist beside the real provider
    expect((await t.inject({ method: 'GET', url: '/social/sandbox/authorize' })).statusCode).toBe(
      404,
    );
  });
});
