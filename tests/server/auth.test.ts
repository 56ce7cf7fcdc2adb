import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_DAILY_LIMIT_PER_MOBILE,
  SMS_RESEND_INTERVAL_S,
} from '../../src/shared/constants';
import { SMS_SCENES } from '../../src/shared/contract/auth';
import { sha256 } from '../../src/server/lib/crypto';
import { expectBadInputRefused, nextMobile, startTestServer, type TestServer } from './harness';
import { AGREED } from './consent-helpers';

const DEMO_MOBILE = '13800138000';
const DEMO_PASSWORD = 'demo123456';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

async function sendCode(mobile: string, type = 'register') {
  return t.call('POST', '/api/mobile/send_verification_codes', { body: { mobile, type } });
}

/** The newest code in the SMS outbox for this mobile. */
async function latestCode(mobile: string): Promise<string> {
  const res = await t.call<{ list: { code: string | null; mobile: string }[] }>(
    'GET',
    '/__dev/sms-outbox',
    {
      query: { mobile },
    },
  );
  expect(res.code).toBe(200);
  const code = res.data.list[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

async function register(mobile: string, code: string, password = 'secret123') {
  return t.call('POST', '/api/register', { body: { mobile, password, code, ...AGREED } });
}

async function login(mobile: string, password: string, headers?: Record<string, string>) {
  return t.call('POST', '/api/login', { body: { mobile, password, ...AGREED }, headers });
}

const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`;

describe('verification codes and registration', () => {
  it('send_verification_codes writes the outbox and the code registers the mobile once', async () => {
    const mobile = nextMobile();
    const sent = await sendCode(mobile);
    expect(sent.code).toBe(200);
    expect(sent.message).toBeTruthy();
    const outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
    expect(outbox.data.list).toHaveLength(1);
    expect(outbox.data.list[0].mobile).toBe(mobile);
    const code = await latestCode(mobile);
    // Stored hashed: the plain code is not in sms_codes.
    const row = await t.app.database.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    const res = await register(mobile, code);
    expect(res.code).toBe(200);
    expect(typeof res.data.token).toBe('string');
    expect(res.data.token.length).toBeGreaterThan(20);
    expect(res.data.user_id).toBeGreaterThan(0);
    expect(res.data.user_info.user_id).toBe(res.data.user_id);
    expect(res.data.user_info.mobile).toBe(masked(mobile));
    expect(res.data.user_info.mobile).toMatch(/^1\d\d\*{4}\d{4}$/);

    // The token works.
    const me = await t.call('GET', '/api/user/get_user_info', {
      as: { id: 0, token: res.data.token },
    });
    expect(me.code).toBe(200);
    expect(me.data.user_id).toBe(res.data.user_id);

    // Single use: the same code cannot be used again, nor for the same mobile.
    const again = await register(mobile, code);
    expect(again.code).toBe(422);
    expect(again.data).toBeNull();
    const used = await t.app.database.db
      .selectFrom('sms_codes')
      .select('used_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
  });

  it('a code expires after SMS_CODE_TTL_S', async () => {
    const mobile = nextMobile();
    expect((await sendCode(mobile)).code).toBe(200);
    const code = await latestCode(mobile);
    t.clock.advance(SMS_CODE_TTL_S + 1);
    const res = await register(mobile, code);
    expect(res.code).toBe(422);
    expect(res.message).toBeTruthy();
    expect(res.data).toBeNull();
    const user = await t.app.database.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('five wrong codes lock the code (423), even for the right code afterwards', async () => {
    const mobile = nextMobile();
    expect((await sendCode(mobile)).code).toBe(200);
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) {
      const res = await register(mobile, wrong);
      expect(res.code, `try ${i + 1}`).toBe(422);
      expect(res.message).toBeTruthy();
    }
    const locked = await register(mobile, wrong);
    expect(locked.code).toBe(423);
    expect(locked.message).toBeTruthy();
    const right = await register(mobile, code);
    expect(right.code).toBe(423);
    const user = await t.app.database.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('validate_of_mobile_and_code checks a code without using it up', async () => {
    const mobile = nextMobile();
    expect((await sendCode(mobile)).code).toBe(200);
    const code = await latestCode(mobile);
    const ok = await t.call('POST', '/api/code/validate_of_mobile_and_code', {
      body: { mobile, code, type: 'register' },
    });
    expect(ok.code).toBe(200);
    expect((await register(mobile, code)).code).toBe(200);
  });

  it('a resend within 60 s answers 423 with a message; after 61 s it is allowed', async () => {
    const mobile = nextMobile();
    expect((await sendCode(mobile)).code).toBe(200);
    t.clock.advance(10);
    const soon = await sendCode(mobile);
    expect(soon.code).toBe(423);
    expect(soon.message).toMatch(/\d+/);
    expect(soon.message).toContain(String(SMS_RESEND_INTERVAL_S - 10));
    let outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
    expect(outbox.data.list).toHaveLength(1);
    t.clock.advance(SMS_RESEND_INTERVAL_S - 10 + 1);
    const later = await sendCode(mobile);
    expect(later.code).toBe(200);
    outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
    expect(outbox.data.list).toHaveLength(2);
  });

  it('at most SMS_DAILY_LIMIT_PER_MOBILE codes per mobile and day', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < SMS_DAILY_LIMIT_PER_MOBILE; i++) {
      const res = await sendCode(mobile);
      expect(res.code, `send ${i + 1}`).toBe(200);
      t.clock.advance(SMS_RESEND_INTERVAL_S + 1);
    }
    const over = await sendCode(mobile);
    expect(over.code).toBe(423);
    expect(over.message).toBeTruthy();
    const outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
    expect(outbox.data.list).toHaveLength(SMS_DAILY_LIMIT_PER_MOBILE);
    // A day later the window has moved on.
    t.clock.advance(86400);
    expect((await sendCode(mobile)).code).toBe(200);
  });

  it('register for an existing mobile: the send answers as for a new one, the SMS only says so, register refuses', async () => {
    const mobile = (await t.user()).mobile as string;
    const send = await sendCode(mobile);
    expect(send.code).toBe(200);
    const outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
    expect(outbox.data.list).toHaveLength(1);
    // a notice that the number has an account, and no code
    expect(outbox.data.list[0].code).toBeNull();
    expect(outbox.data.list[0].content).toContain('已注册');
    const res = await register(mobile, '123456');
    expect(res.code).toBe(422);
    expect(res.message).toBe('该手机号已注册');
    const users = await t.app.database.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('a retrieve code for an unknown mobile: the send answers as usual, retrieve_password refuses', async () => {
    const mobile = nextMobile();
    const res = await sendCode(mobile, 'retrieve');
    expect(res.code).toBe(200);
    const outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile } });
    expect(outbox.data.list.every((m: { code: string | null }) => m.code === null)).toBe(true);
    const reset = await t.call('POST', '/api/retrieve_password', {
      body: { mobile, password: 'newpass123', code: '123456' },
    });
    expect(reset.code).toBe(422);
    expect(reset.message).toBe('该手机号未注册');
  });
});

describe('send_verification_codes does not tell which mobiles have accounts', () => {
  it('answers the same for an existing and a new mobile, for every scene', async () => {
    for (const type of SMS_SCENES) {
      for (const lang of ['zh', 'en']) {
        const headers = { 'accept-language': lang };
        const existing = (await t.user()).mobile as string;
        const fresh = nextMobile();
        const send = (mobile: string) =>
          t.call('POST', '/api/mobile/send_verification_codes', {
            body: { mobile, type },
            headers,
          });
        const a = await send(existing);
        const b = await send(fresh);
        const strip = (r: typeof a) => ({
          status: r.status,
          code: r.code,
          message: r.message,
          data: r.data,
        });
        expect(strip(a), `${type} ${lang}`).toEqual(strip(b));
        expect(a.code, `${type} ${lang}: ${a.message}`).toBe(200);
        // the per-mobile resend limit answers the same too (the seconds left may differ by one
        // when a second passes between the two calls)
        const a2 = await send(existing);
        const b2 = await send(fresh);
        const seconds = (r: typeof a) => ({ ...strip(r), message: r.message.replace(/\d+/g, 'N') });
        expect(seconds(a2), `${type} ${lang} resend`).toEqual(seconds(b2));
        expect(a2.code).toBe(423);
      }
    }
  });

  it('the daily limit counts every send, with or without an account', async () => {
    const existing = (await t.user()).mobile as string;
    const fresh = nextMobile();
    const answers: Record<string, number[]> = { existing: [], fresh: [] };
    for (let i = 0; i <= SMS_DAILY_LIMIT_PER_MOBILE; i++) {
      answers.existing?.push((await sendCode(existing, 'register')).code);
      answers.fresh?.push((await sendCode(fresh, 'retrieve')).code);
      t.clock.advance(SMS_RESEND_INTERVAL_S + 1);
    }
    expect(answers.existing).toEqual(answers.fresh);
    expect(answers.existing?.at(-1)).toBe(423);
  });
});

describe('login and sessions', () => {
  it('logs in with the right password, refuses a wrong one without a token', async () => {
    const good = await login(DEMO_MOBILE, DEMO_PASSWORD);
    expect(good.code).toBe(200);
    expect(typeof good.data.token).toBe('string');
    expect(good.data.user_info.mobile).toBe('138****8000');
    expect(good.data.user_id).toBe(good.data.user_info.user_id);

    const bad = await login(DEMO_MOBILE, 'wrong-password');
    expect(bad.code).toBe(422);
    expect(bad.message).toBeTruthy();
    expect(bad.data).toBeNull();

    const unknown = await login(nextMobile(), DEMO_PASSWORD);
    expect(unknown.code).toBe(422);
    expect(unknown.message).toBe(bad.message);
    expect(unknown.data).toBeNull();
  });

  it('a restricted user (status 1) answers 237', async () => {
    const u = await t.user({ password: 'secret123' });
    await t.app.database.db
      .updateTable('users')
      .set({ status: 1 })
      .where('id', '=', u.id)
      .execute();
    const tokensBefore = await t.app.database.db
      .selectFrom('user_tokens')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    const res = await login(u.mobile as string, 'secret123');
    expect(res.code).toBe(237);
    expect(res.message).toBeTruthy();
    expect(res.data).toBeNull();
    const tokensAfter = await t.app.database.db
      .selectFrom('user_tokens')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(tokensAfter).toHaveLength(tokensBefore.length);
  });

  it('tokens are stored hashed (sha256 hex), never in the clear', async () => {
    const res = await login(DEMO_MOBILE, DEMO_PASSWORD);
    const token: string = res.data.token;
    const rows = await t.app.database.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', res.data.user_id)
      .execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === sha256(token));
    expect(row).toBeDefined();
    expect(row?.token_hash).not.toBe(token);
    expect(row?.token_hash).toHaveLength(64);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the token from Authorization Bearer, the token header, the token query and a token form field', async () => {
    const u = await t.user();
    const bearer = await t.inject({
      method: 'GET',
      url: '/api/user/get_user_info',
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(bearer.json().code).toBe(200);
    expect(bearer.json().data.user_id).toBe(u.id);

    const header = await t.inject({
      method: 'GET',
      url: '/api/user/get_user_info',
      headers: { token: u.token },
    });
    expect(header.json().code).toBe(200);
    expect(header.json().data.user_id).toBe(u.id);

    const query = await t.inject({
      method: 'GET',
      url: '/api/user/get_user_info',
      query: { token: u.token },
    });
    expect(query.json().code).toBe(200);
    expect(query.json().data.user_id).toBe(u.id);

    const form = await t.inject({
      method: 'POST',
      url: '/api/user/get_user_info',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(u.token)}`,
    });
    expect(form.json().code).toBe(200);
    expect(form.json().data.user_id).toBe(u.id);

    const none = await t.inject({ method: 'GET', url: '/api/user/get_user_info' });
    expect(none.json().code).toBe(401);
    const wrong = await t.inject({
      method: 'GET',
      url: '/api/user/get_user_info',
      query: { token: 'nope' },
    });
    expect(wrong.json().code).toBe(401);
  });

  it('logout revokes the token; a public route still answers with the stale token', async () => {
    const res = await login(DEMO_MOBILE, DEMO_PASSWORD);
    const actor = { id: res.data.user_id as number, token: res.data.token as string };
    expect((await t.call('GET', '/api/user/get_user_info', { as: actor })).code).toBe(200);
    const out = await t.call('POST', '/api/logout', { as: actor });
    expect(out.code).toBe(200);
    const row = await t.app.database.db
      .selectFrom('user_tokens')
      .select('revoked_at')
      .where('token_hash', '=', sha256(actor.token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();

    const after = await t.call('GET', '/api/user/get_user_info', { as: actor });
    expect(after.status).toBe(200);
    expect(after.code).toBe(401);
    expect(after.message).toBeTruthy();
    expect(after.data).toBeNull();

    const index = await t.call('GET', '/api/index', { as: actor });
    expect(index.status).toBe(200);
    expect(index.code).toBe(200);
    expect(Array.isArray(index.data.banners)).toBe(true);

    // Logging out again with the revoked token is itself a 401.
    expect((await t.call('POST', '/api/logout', { as: actor })).code).toBe(401);
  });

  it('logout of one session leaves the other sessions alive', async () => {
    const a = await login(DEMO_MOBILE, DEMO_PASSWORD);
    const b = await login(DEMO_MOBILE, DEMO_PASSWORD);
    expect((await t.call('POST', '/api/logout', { as: { id: 0, token: a.data.token } })).code).toBe(
      200,
    );
    expect(
      (await t.call('GET', '/api/user/get_user_info', { as: { id: 0, token: b.data.token } })).code,
    ).toBe(200);
  });

  it('retrieve_password with a retrieve code changes the password and revokes the old tokens', async () => {
    const u = await t.user({ password: 'oldpass123' });
    const mobile = u.mobile as string;
    const second = await login(mobile, 'oldpass123');
    expect(second.code).toBe(200);

    const send = await sendCode(mobile, 'retrieve');
    expect(send.code).toBe(200);
    const code = await latestCode(mobile);

    // A wrong code does not reset the password.
    const wrongScene = await t.call('POST', '/api/retrieve_password', {
      body: { mobile, password: 'newpass123', code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrongScene.code).toBe(422);

    const res = await t.call('POST', '/api/retrieve_password', {
      body: { mobile, password: 'newpass123', code },
    });
    expect(res.code).toBe(200);
    expect(res.message).toBeTruthy();

    for (const token of [u.token, second.data.token as string]) {
      const me = await t.call('GET', '/api/user/get_user_info', { as: { id: u.id, token } });
      expect(me.code).toBe(401);
    }
    expect((await login(mobile, 'oldpass123')).code).toBe(422);
    const fresh = await login(mobile, 'newpass123');
    expect(fresh.code).toBe(200);
    expect(
      (
        await t.call('GET', '/api/user/get_user_info', {
          as: { id: u.id, token: fresh.data.token },
        })
      ).code,
    ).toBe(200);
    // Single use: the same code cannot reset the password again.
    const again = await t.call('POST', '/api/retrieve_password', {
      body: { mobile, password: 'third12345', code },
    });
    expect(again.code).toBe(422);
    expect((await login(mobile, 'newpass123')).code).toBe(200);
  });
});

describe('messages', () => {
  it('answers in Chinese by default and in English with Accept-Language: en', async () => {
    const zh = await login(DEMO_MOBILE, 'wrong-password');
    expect(zh.code).toBe(422);
    expect(zh.message).toMatch(/[\u4e00-\u9fa5]/);
    const en = await login(DEMO_MOBILE, 'wrong-password', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.code).toBe(422);
    expect(en.message).not.toMatch(/[\u4e00-\u9fa5]/);
    expect(en.message).toMatch(/password/i);

    const noToken = await t.call('GET', '/api/user/get_user_info', {
      headers: { 'accept-language': 'en' },
    });
    expect(noToken.code).toBe(401);
    expect(noToken.message).toMatch(/log in/i);
    const noTokenZh = await t.call('GET', '/api/user/get_user_info');
    expect(noTokenZh.message).toMatch(/[\u4e00-\u9fa5]/);

    const badMobile = await t.call('POST', '/api/login', {
      body: { mobile: '123', password: 'secret123' },
      headers: { 'accept-language': 'en' },
    });
    expect(badMobile.code).toBe(422);
    expect(badMobile.message).toContain('mobile');
    expect(badMobile.message).toMatch(/invalid mobile number/);
  });
});

describe('bad input', () => {
  it('register, login and send code refuse bad input without changing the database', async () => {
    // A fresh mobile without a code: even input that passes validation stops before any write.
    const register = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/register',
      valid: { mobile: nextMobile(), password: 'secret123', code: '123456', ...AGREED },
    });
    // A user of its own: the well-formed wrong passwords among the bad values are counted by
    // the per-account throttle (login_throttles), the one table they may change.
    const loginUser = await t.user({ password: 'secret123' });
    const login = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/login',
      valid: { mobile: loginUser.mobile as string, password: 'secret123', ...AGREED },
      counts: ['login_throttles'],
    });
    // Registered mobile with the register scene: every generated case is refused by validation
    // (the valid input itself is never sent), so nothing is sent.
    const send = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/mobile/send_verification_codes',
      valid: { mobile: DEMO_MOBILE, type: 'register' },
      optional: ['type'],
    });
    console.log(`bad input cases: register ${register}, login ${login}, send code ${send}`);
    expect(register).toBeGreaterThanOrEqual(30);
    expect(login).toBeGreaterThanOrEqual(20);
    expect(send).toBeGreaterThanOrEqual(19);
  });
});

describe('rate limit', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ authRateLimit: 3 });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('the 4th login within a minute answers 423; a minute later it is allowed again', async () => {
    const body = { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, ...AGREED };
    for (let i = 0; i < 3; i++) {
      const res = await limited.call('POST', '/api/login', { body });
      expect(res.code, `login ${i + 1}`).toBe(200);
    }
    const fourth = await limited.call('POST', '/api/login', { body });
    expect(fourth.code).toBe(423);
    expect(fourth.message).toBeTruthy();
    expect(fourth.data).toBeNull();
    limited.clock.advance(61);
    const later = await limited.call('POST', '/api/login', { body });
    expect(later.code).toBe(200);
    expect(typeof later.data.token).toBe('string');
  });
});
