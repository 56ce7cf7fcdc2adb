/**
 * Per-account login throttling (modules/auth/login-throttle.ts): consumer password logins
 * (/api/login and the password branch of /api/socials/bind_old_user, keyed by the mobile) and
 * the merchant login (/api/admin/login, keyed by the account). Five failures within 15 minutes
 * lock the identifier for 1, then 5, 15 and 60 minutes, whatever address the tries come from;
 * a right password is refused during the wait too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_LOCK_STEPS_S,
  LOGIN_MAX_FAILURES,
} from '../../src/server/modules/auth/login-throttle';
import { nextMobile, startTestServer, type TestServer } from './harness';
import { AGREED } from './consent-helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

let ipSeq = 0;
/** A different client address each call (socket address and X-Forwarded-For). */
function nextAddress(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

async function post(url: string, body: Record<string, string>, lang?: string) {
  const ip = nextAddress();
  const res = await t.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `${nextAddress()}, ${ip}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload: JSON.stringify(body),
  });
  const json = res.json<{ code: number; message: string; data: any }>();
  return { status: res.statusCode, ...json };
}

const login = (mobile: string, password: string, lang?: string) =>
  post('/api/login', { mobile, password, ...AGREED }, lang);
const merchantLogin = (account: string, password: string, lang?: string) =>
  post('/api/admin/login', { account, password }, lang);

const [FIRST_WAIT, SECOND_WAIT] = LOGIN_LOCK_STEPS_S;

describe('consumer login throttle', () => {
  it('5 wrong passwords from rotating addresses lock the mobile; the right one waits (423)', async () => {
    expect(LOGIN_MAX_FAILURES).toBe(5);
    const u = await t.user({ password: 'secret123' });
    const mobile = u.mobile as string;
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(mobile, `wrong-${i}`);
      expect(res.code, `try ${i}`).toBe(422);
    }
    const fifth = await login(mobile, 'wrong-5');
    expect(fifth.code).toBe(423);
    const lockedAt = t.clock.now();

    const right = await login(mobile, 'secret123');
    expect(right.status).toBe(200);
    expect(right.code).toBe(423);
    expect(right.data.token).toBeUndefined();
    const until = right.data.locked_until as number;
    expect(until - lockedAt).toBeGreaterThanOrEqual(FIRST_WAIT - 1);
    expect(until - lockedAt).toBeLessThanOrEqual(FIRST_WAIT);
    expect(right.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(right.message).toContain(`${Math.ceil(FIRST_WAIT / 60)}分钟`);
    const en = await login(mobile, 'secret123', 'en');
    expect(en.code).toBe(423);
    expect(en.message).toMatch(/try again in 1 min/);
    expect(en.data).toEqual({ locked_until: until });

    // the wait passes: the right password logs in, and the success clears the failures
    t.clock.advance(FIRST_WAIT + 1);
    const later = await login(mobile, 'secret123');
    expect(later.code, later.message).toBe(200);
    expect(typeof later.data.token).toBe('string');
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(mobile, `wrong-${i}`)).code, `after success, try ${i}`).toBe(422);
    }
    expect((await login(mobile, 'secret123')).code).toBe(200);
  });

  it('the wait grows with repeated lockouts (1, 5, 15, 60 minutes, capped)', async () => {
    expect(LOGIN_LOCK_STEPS_S).toEqual([60, 300, 900, 3600]);
    const u = await t.user({ password: 'secret123' });
    const mobile = u.mobile as string;
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login(mobile, `bad-${round}-${i}`);
      const refused = await login(mobile, 'secret123');
      expect(refused.code, `round ${round}`).toBe(423);
      const wait = (refused.data.locked_until as number) - t.clock.now();
      waits.push(wait);
      t.clock.advance(wait + 1);
    }
    expect(waits[0]).toBeLessThanOrEqual(FIRST_WAIT);
    expect(waits[0]).toBeGreaterThan(FIRST_WAIT - 3);
    expect(waits[1]).toBeGreaterThan(SECOND_WAIT - 3);
    expect(waits[1]).toBeLessThanOrEqual(SECOND_WAIT);
    expect(waits[2]).toBeGreaterThan(900 - 3);
    expect(waits[3]).toBeGreaterThan(3600 - 3);
    expect(waits[4]).toBeLessThanOrEqual(3600);
    expect((await login(mobile, 'secret123')).code).toBe(200);
  });

  it('an unknown mobile is throttled exactly like an existing one (nothing reveals which exists)', async () => {
    const u = await t.user({ password: 'secret123' });
    const known: { code: number; message: string; data: unknown }[] = [];
    const unknown: typeof known = [];
    const stranger = nextMobile();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++) {
      const a = await login(u.mobile as string, 'nope-nope');
      const b = await login(stranger, 'nope-nope');
      known.push({ code: a.code, message: a.message, data: a.data });
      unknown.push({ code: b.code, message: b.message, data: b.data });
    }
    // locked_until may differ by the second between the two calls
    const strip = (r: (typeof known)[number]) => ({ ...r, data: r.data === null ? null : 'lock' });
    expect(unknown.map(strip)).toEqual(known.map(strip));
    expect(known.at(-1)?.code).toBe(423);
  });

  it('20 concurrent wrong passwords lock the account: at most 5 are evaluated, the right one is refused', async () => {
    const u = await t.user({ password: 'secret123' });
    const mobile = u.mobile as string;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(mobile, `burst-${i}`)),
    );
    const codes = burst.map((r) => r.code);
    expect(codes.every((c) => c === 422 || c === 423)).toBe(true);
    // only the tries left are evaluated: 4 wrong answers, then the lock
    expect(codes.filter((c) => c === 422).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 1);
    const right = await login(mobile, 'secret123');
    expect(right.code).toBe(423);
    expect(right.data.locked_until).toBeGreaterThan(t.clock.now());

    // guesses sent together during the lock are all refused, the right one too
    const during = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(mobile, i === 5 ? 'secret123' : `guess-${i}`)),
    );
    expect(during.map((r) => r.code)).toEqual(Array(10).fill(423));
    const row = await t.app.database.db
      .selectFrom('login_throttles')
      .selectAll()
      .where('scope', '=', 'user')
      .where('subject', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.lockouts).toBe(1);
    t.clock.advance(FIRST_WAIT + 1);
    expect((await login(mobile, 'secret123')).code).toBe(200);
  });

  it('the password branch of socials/bind_old_user shares the lock of the mobile', async () => {
    const u = await t.user({ password: 'secret123' });
    const mobile = u.mobile as string;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login(mobile, `wrong-w-${i}`);
    const start = await t.call('GET', '/api/v3/thirdPartyCheckRedirect', {
      query: { platform: 'wechat' },
    });
    const url = new URL(start.data.authorize_url as string, 'http://x');
    const consent = await t.inject({
      method: 'POST',
      url: '/social/sandbox/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: url.searchParams.get('state') as string,
        redirect: url.searchParams.get('redirect') as string,
        nickname: `throttle${process.pid}`,
      }).toString(),
    });
    const q = new URLSearchParams((consent.headers.location as string).split('?')[1]);
    const social = await t.call('POST', '/api/socials/login', {
      body: { code: q.get('code') as string, state: q.get('state') as string },
    });
    expect(social.data.need_bind).toBe(true);
    const bind = await post('/api/socials/bind_old_user', {
      bind_token: social.data.bind_token as string,
      mobile,
      password: 'secret123',
      ...AGREED,
    });
    expect(bind.code).toBe(423);
    expect(bind.data.locked_until).toBeGreaterThan(t.clock.now());
  });
});

describe('merchant login throttle', () => {
  it('5 wrong passwords lock the account (HTTP 423 with the wait), the wait grows, it clears', async () => {
    const m = await t.merchant({ password: 'secret123' });
    const account = m.account as string;
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await merchantLogin(account, `wrong-${i}`)).status, `try ${i}`).toBe(422);
    }
    expect((await merchantLogin(account, 'wrong-5')).status).toBe(423);
    const right = await merchantLogin(account, 'secret123');
    expect(right.status).toBe(423);
    expect(right.data).toBeNull();
    expect(right.message).toContain('1分钟');
    const en = await merchantLogin(account, 'secret123', 'en');
    expect(en.status).toBe(423);
    expect(en.message).toMatch(/try again in 1 min/);

    t.clock.advance(FIRST_WAIT + 1);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await merchantLogin(account, `again-${i}`);
    const second = await merchantLogin(account, 'secret123');
    expect(second.status).toBe(423);
    expect(second.message).toContain(`${SECOND_WAIT / 60}分钟`);
    t.clock.advance(SECOND_WAIT + 1);
    const ok = await merchantLogin(account, 'secret123');
    expect(ok.status).toBe(200);
    expect(ok.code).toBe(1);
    expect(typeof ok.data.token).toBe('string');
    // the success cleared the failures
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await merchantLogin(account, `wrong-x-${i}`)).status).toBe(422);
    }
    expect((await merchantLogin(account, 'secret123')).status).toBe(200);
  });

  it('a concurrent burst of wrong passwords locks the account; the right one is refused', async () => {
    const m = await t.merchant({ password: 'secret123' });
    const account = m.account as string;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => merchantLogin(account, `burst-${i}`)),
    );
    expect(burst.filter((r) => r.status === 422).length).toBeLessThanOrEqual(
      LOGIN_MAX_FAILURES - 1,
    );
    expect(burst.every((r) => r.status === 422 || r.status === 423)).toBe(true);
    expect((await merchantLogin(account, 'secret123')).status).toBe(423);
    // an unknown account answers the same way
    const nobody = `nobody${process.pid}`;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await merchantLogin(nobody, `nobody-${i}`);
    const ghost = await merchantLogin(nobody, 'secret123');
    expect(ghost.status).toBe(423);
  });
});
