import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  console.log('bad input cases (social):', JSON.stringify(badCounts));
  await t?.close();
});

let nickSeq = 0;
const nick = () => `微信${process.pid % 1000}_${++nickSeq}`;

/**
 * thirdPartyCheckRedirect → authorize page → consent POST; the code and state from the 303, and
 * the sandbox WeChat account the browser now holds (its cookie). Passing `account` is the same
 * browser (the same WeChat user) coming back.
 */
async function authorize(
  nickname: string,
  redirect = '/pages/user/index',
  account?: string,
  extra: Record<string, string> = {},
) {
  const start = await t.call('GET', '/api/v3/thirdPartyCheckRedirect', {
    query: { platform: 'wechat', redirect },
  });
  expect(start.code, start.message).toBe(200);
  const url = new URL(start.data.authorize_url as string, 'http://x');
  expect(url.pathname).toBe('/social/sandbox/authorize');
  const state = url.searchParams.get('state') as string;
  const page = await t.inject({ method: 'GET', url: start.data.authorize_url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('同意授权 / Authorize');
  expect(page.body).not.toContain('<script');
  const consent = await t.inject({
    method: 'POST',
    url: '/social/sandbox/authorize',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(account ? { cookie: `sbx_wechat=${account}` } : {}),
    },
    payload: new URLSearchParams({
      state,
      redirect: url.searchParams.get('redirect') as string,
      nickname,
      ...extra,
    }).toString(),
  });
  expect(consent.statusCode).toBe(303);
  const location = consent.headers.location as string;
  expect(location.startsWith('/h5/#/pages/subpack2/thirdLogin/thirdLogin?')).toBe(true);
  const q = new URLSearchParams(location.split('?')[1]);
  expect(q.get('state')).toBe(state);
  const cookie = /sbx_wechat=([^;]+)/.exec(String(consent.headers['set-cookie'] ?? ''))?.[1];
  return { code: q.get('code') as string, state, account: cookie ?? account ?? '' };
}

const codeOf = (a: { code: string; state: string }) => ({ code: a.code, state: a.state });

async function smsCode(mobile: string, type: string): Promise<string> {
  const sent = await t.call('POST', '/api/mobile/send_verification_codes', {
    body: { mobile, type },
  });
  expect(sent.code, sent.message).toBe(200);
  return latestCode(t, mobile);
}

describe('social login sandbox', () => {
  it('unbound openid → bind token → register creates, binds and logs in; next time logs in', async () => {
    const nickname = nick();
    const first = await authorize(nickname, '/pages/subpack/goods/detail?id=3');
    const login = await t.call('POST', '/api/socials/login', { body: codeOf(first) });
    expect(login.code, login.message).toBe(200);
    expect(login.data).toMatchObject({
      need_bind: true,
      third_user: { nickname, avatar: '' },
      redirect: '/pages/subpack/goods/detail?id=3',
    });
    // the code and the state are used up
    expect((await t.call('POST', '/api/socials/login', { body: codeOf(first) })).code).toBe(422);

    const mobile = nextMobile();
    const code = await smsCode(mobile, 'register');
    const reg = await t.call('POST', '/api/socials/register', {
      body: { bind_token: login.data.bind_token, mobile, code, password: 'secret123', ...AGREED },
    });
    expect(reg.code, reg.message).toBe(200);
    expect(reg.data.token).toBeTruthy();
    expect(reg.data.user_info.nickname).toBe(nickname);
    const me: Actor = { id: reg.data.user_id, token: reg.data.token };
    expect((await t.call('GET', '/api/user/bindCheck', { as: me })).data).toEqual({
      wechat_bound: true,
      nickname,
    });
    // the bind token is single use
    const reuse = await t.call('POST', '/api/socials/register', {
      body: {
        bind_token: login.data.bind_token,
        mobile: nextMobile(),
        code,
        password: 'secret123',
        ...AGREED,
      },
    });
    expect(reuse.code).toBe(422);

    // the same WeChat user again: straight to a session (and via the alias /api/wxH5Login)
    const second = await authorize(nickname, '/pages/user/index', first.account);
    const again = await t.call('POST', '/api/wxH5Login', { body: codeOf(second) });
    expect(again.code, again.message).toBe(200);
    expect(again.data.user_id).toBe(reg.data.user_id);
    expect(again.data.token).toBeTruthy();
    expect(again.data.redirect).toBe('/pages/user/index');
  });

  it('bind_old_user binds an existing account by SMS code or by password', async () => {
    const u = await t.user();
    const a = await authorize(nick());
    const l = await t.call('POST', '/api/socials/login', { body: codeOf(a) });
    expect(l.data.need_bind).toBe(true);
    const wrong = await t.call('POST', '/api/socials/bind_old_user', {
      body: {
        bind_token: l.data.bind_token,
        mobile: u.mobile as string,
        password: 'nottheone',
        ...AGREED,
      },
    });
    expect(wrong.code).toBe(422);
    const neither = await t.call('POST', '/api/socials/bind_old_user', {
      body: { bind_token: l.data.bind_token, mobile: u.mobile as string, ...AGREED },
    });
    expect(neither.code).toBe(422);
    const ok = await t.call('POST', '/api/socials/bind_old_user', {
      body: {
        bind_token: l.data.bind_token,
        mobile: u.mobile as string,
        password: 'secret123',
        ...AGREED,
      },
    });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.user_id).toBe(u.id);

    const v = await t.user();
    const b = await authorize(nick());
    const l2 = await t.call('POST', '/api/socials/login', { body: codeOf(b) });
    const code = await smsCode(v.mobile as string, 'bind');
    const byCode = await t.call('POST', '/api/socials/bind_old_user', {
      body: { bind_token: l2.data.bind_token, mobile: v.mobile as string, code, ...AGREED },
    });
    expect(byCode.code, byCode.message).toBe(200);
    expect(byCode.data.user_id).toBe(v.id);

    // an account that already has WeChat cannot take a second one
    const c = await authorize(nick());
    const l3 = await t.call('POST', '/api/socials/login', { body: codeOf(c) });
    const second = await t.call('POST', '/api/socials/bind_old_user', {
      body: {
        bind_token: l3.data.bind_token,
        mobile: u.mobile as string,
        password: 'secret123',
        ...AGREED,
      },
    });
    expect(second.code).toBe(422);
  });

  it('state expires after 10 minutes, code after 5, and each is single use', async () => {
    // expired state: the authorize page refuses it and so does login
    const start = await t.call('GET', '/api/v3/thirdPartyCheckRedirect', {
      query: { platform: 'wechat' },
    });
    t.clock.advance(601);
    const page = await t.inject({ method: 'GET', url: start.data.authorize_url });
    expect(page.statusCode).toBe(400);
    t.clock.reset();

    // expired code
    const a = await authorize(nick());
    t.clock.advance(301);
    expect((await t.call('POST', '/api/socials/login', { body: codeOf(a) })).code).toBe(422);
    t.clock.reset();

    // a code with another state is refused; the refusal uses up neither
    const b = await authorize(nick());
    const c = await authorize(nick());
    const mixed = await t.call('POST', '/api/socials/login', {
      body: { code: b.code, state: c.state },
    });
    expect(mixed.code).toBe(422);
    expect((await t.call('POST', '/api/socials/login', { body: codeOf(b) })).code).toBe(200);
    expect((await t.call('POST', '/api/socials/login', { body: codeOf(b) })).code).toBe(422);

    // expired bind token
    const l = await t.call('POST', '/api/socials/login', { body: codeOf(c) });
    expect(l.data.need_bind).toBe(true);
    t.clock.advance(601);
    const u = await t.user();
    const late = await t.call('POST', '/api/socials/bind_old_user', {
      body: {
        bind_token: l.data.bind_token,
        mobile: u.mobile as string,
        password: 'secret123',
        ...AGREED,
      },
    });
    expect(late.code).toBe(422);
    t.clock.reset();
  });

  it('bind_wechat (and its aliases), bindCheck and unbind for the logged-in user', async () => {
    const u = await t.user();
    const other = await t.user();
    expect((await t.call('GET', '/api/user/bindCheck')).code).toBe(401);
    expect((await t.call('GET', '/api/user/bindCheck', { as: u })).data).toEqual({
      wechat_bound: false,
      nickname: '',
    });
    const nickname = nick();
    const a = await authorize(nickname);
    expect((await t.call('POST', '/api/user/bind_wechat', { body: codeOf(a) })).code).toBe(401);
    const bound = await t.call('POST', '/api/user/bind_wechat', { as: u, body: codeOf(a) });
    expect(bound.code, bound.message).toBe(200);
    expect(bound.data).toEqual({ wechat_bound: true, nickname });
    // another user sees nothing of it and cannot take the same WeChat
    expect((await t.call('GET', '/api/user/bindCheck', { as: other })).data.wechat_bound).toBe(
      false,
    );
    const same = await authorize(nickname, '/pages/user/index', a.account);
    const taken = await t.call('POST', '/api/user/wxH5Bind', { as: other, body: codeOf(same) });
    expect(taken.code).toBe(422);
    // nor unbind it
    expect((await t.call('POST', '/api/user/unbind_wechat', { as: other })).code).toBe(422);
    expect((await t.call('GET', '/api/user/bindCheck', { as: u })).data.wechat_bound).toBe(true);

    expect((await t.call('POST', '/api/user/unbind_wechat', { as: u })).code).toBe(200);
    expect((await t.call('GET', '/api/user/bindCheck', { as: u })).data.wechat_bound).toBe(false);
    for (const url of [
      '/api/user/wxMiniBind',
      '/api/user/BindWx',
      '/api/user/guiziwxH5Bind',
      '/api/v3/zng/wxH5Bind',
    ]) {
      const c = await authorize(nick());
      const res = await t.call('POST', url, { as: u, body: codeOf(c) });
      expect(res.code, url).toBe(200);
      expect((await t.call('POST', '/api/user/unbind_wechat', { as: u })).code).toBe(200);
    }
  });

  it("naming a victim's nickname never yields the victim's account (identities are random per browser)", async () => {
    // the victim binds WeChat with a nickname, and the default nickname is shared by many
    const victim = await t.user();
    const nickname = nick();
    const v = await authorize(nickname);
    expect(
      (await t.call('POST', '/api/user/bind_wechat', { as: victim, body: codeOf(v) })).code,
    ).toBe(200);
    // the attacker's own browser posts the same nickname (and the default one): a new WeChat user
    for (const name of [nickname, '微信用户', '']) {
      const attack = await authorize(name);
      expect(attack.account).not.toBe(v.account);
      const res = await t.call('POST', '/api/socials/login', { body: codeOf(attack) });
      expect(res.code, res.message).toBe(200);
      expect(res.data.need_bind).toBe(true);
      expect(res.data.token).toBeUndefined();
    }
    // a forged account cookie is not an identity either
    const forged = await authorize(nickname, '/pages/user/index', `sbx_${'0'.repeat(28)}`);
    const f = await t.call('POST', '/api/socials/login', { body: codeOf(forged) });
    expect(f.data.need_bind).toBe(true);
    // the victim's own browser still logs in; and may choose another WeChat account
    const back = await authorize('x', '/pages/user/index', v.account);
    const ok = await t.call('POST', '/api/socials/login', { body: codeOf(back) });
    expect(ok.data.user_id).toBe(victim.id);
    const other = await authorize('x', '/pages/user/index', v.account, { new_account: '1' });
    expect(other.account).not.toBe(v.account);
    expect(
      (await t.call('POST', '/api/socials/login', { body: codeOf(other) })).data.need_bind,
    ).toBe(true);
    // the openids stored are random, not a digest of the nickname
    const rows = await db()
      .selectFrom('social_codes')
      .select('openid')
      .where('nickname', '=', nickname)
      .execute();
    expect(new Set(rows.map((r) => r.openid)).size).toBeGreaterThan(1);
  });

  it('WeChat login is refused with a clear message when no social provider is configured', async () => {
    const off = await startTestServer({ socialProvider: 'none' });
    try {
      const res = await off.call('GET', '/api/v3/thirdPartyCheckRedirect', {
        query: { platform: 'wechat', redirect: '/pages/user/index' },
      });
      expect(res.code).toBe(422);
      expect(res.message).toBe('暂不支持微信登录，请使用手机号登录');
      expect(
        (await off.inject({ method: 'GET', url: '/social/sandbox/authorize' })).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('a cancelled or restricted account is refused at social login with 237', async () => {
    const u = await t.user();
    const nickname = nick();
    const a = await authorize(nickname);
    expect((await t.call('POST', '/api/user/bind_wechat', { as: u, body: codeOf(a) })).code).toBe(
      200,
    );
    await db().updateTable('users').set({ status: 1 }).where('id', '=', u.id).execute();
    const b = await authorize(nickname, '/pages/user/index', a.account);
    expect((await t.call('POST', '/api/socials/login', { body: codeOf(b) })).code).toBe(237);
  });

  it('refuses bad input without changes', async () => {
    const u = await t.user();
    // thirdPartyCheckRedirect stores a state for every valid call (both fields have defaults),
    // so its bad values are checked by hand: refused, nothing stored, never an open redirect.
    const before = await t.snapshot();
    let n = 0;
    for (const query of [
      { platform: 'qq' },
      { platform: '' },
      { redirect: 'https://evil.example/' },
      { redirect: '//evil.example' },
      { redirect: 'javascript:alert(1)' },
      { redirect: '/pages/x<script>' },
      { redirect: 'x'.repeat(20_000) },
      { redirect: '' },
    ]) {
      n += 1;
      const res = await t.call('GET', '/api/v3/thirdPartyCheckRedirect', { query });
      expect(res.code, JSON.stringify(query).slice(0, 60)).toBe(422);
    }
    // the sandbox page refuses a foreign callback and unknown states
    for (const url of [
      '/social/sandbox/authorize?state=nosuch&redirect=%2Fh5%2F%23%2Fpages%2Fsubpack2%2FthirdLogin%2FthirdLogin',
      '/social/sandbox/authorize?state=nosuch&redirect=https%3A%2F%2Fevil.example',
    ]) {
      n += 1;
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    n += 1;
    const post = await t.inject({
      method: 'POST',
      url: '/social/sandbox/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=nosuch&redirect=https%3A%2F%2Fevil.example&nickname=x',
    });
    expect(post.statusCode).toBe(400);
    expect(await t.snapshot()).toBe(before);
    badCounts.redirect = n;
    badCounts.login = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/socials/login',
      valid: { code: 'nosuchcode', state: 'nosuchstate' },
    });
    badCounts.bind_wechat = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/bind_wechat',
      as: u,
      valid: { code: 'nosuchcode', state: 'nosuchstate' },
    });
    badCounts.bind_old_user = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/socials/bind_old_user',
      valid: {
        bind_token: 'nosuchtoken',
        mobile: u.mobile as string,
        password: 'secret123',
        ...AGREED,
      },
      optional: ['password'],
    });
    badCounts.register = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/socials/register',
      valid: {
        bind_token: 'nosuchtoken',
        mobile: nextMobile(),
        code: '123456',
        password: 'secret123',
        ...AGREED,
      },
    });
  });
});
