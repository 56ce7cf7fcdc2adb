/**
 * Issue 19 part E, consent (Chinese privacy rules): register, login and the WeChat register/bind
 * carry the agreement version the user ticked; a missing or stale one is refused with a clear
 * message in the reader's language and nothing happens; an accepted one is recorded (append-only
 * user_consents: user, versions, time, IP, client). /api/v3/config answers the current version
 * and the ICP filing number.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextMobile, startTestServer, type TestServer } from './harness';
import { AGREED } from './consent-helpers';
import { latestCode } from './wallet-fixtures';

let t: TestServer;
const db = () => t.app.database.db;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await db()
    .deleteFrom('app_config')
    .where('key', 'in', ['agreement_versions', 'icp_number'])
    .execute();
});

const EN = { 'accept-language': 'en' };
const UA = { 'user-agent': 'consent-test/1.0' };

async function smsCode(mobile: string, type: string): Promise<string> {
  const sent = await t.call('POST', '/api/mobile/send_verification_codes', {
    body: { mobile, type },
  });
  expect(sent.code, sent.message).toBe(200);
  return latestCode(t, mobile);
}

const consents = (userId: number) =>
  db()
    .selectFrom('user_consents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

async function setConfig(key: string, value: unknown): Promise<void> {
  await db().deleteFrom('app_config').where('key', '=', key).execute();
  await db()
    .insertInto('app_config')
    .values({ key, value: JSON.stringify(value) })
    .execute();
}

describe('public config', () => {
  it('answers the current agreement version and the ICP filing number (none unless configured)', async () => {
    const before = await t.call('GET', '/api/v3/config');
    expect(before.data.agreement_version).toBe(AGREED.agreement_version);
    expect(before.data.user_agreement_version).toBe('2.1');
    expect(before.data.privacy_policy_version).toBe('3.0');
    expect(before.data.icp_number).toBe('');
    await setConfig('icp_number', '浙ICP备12345678号-1');
    expect((await t.call('GET', '/api/v3/config')).data.icp_number).toBe('浙ICP备12345678号-1');
  });
});

describe('register', () => {
  it('is refused without the ticked agreement (zh and en), with a stale one, then succeeds and records it', async () => {
    const mobile = nextMobile();
    const code = await smsCode(mobile, 'register');
    const body = { mobile, password: 'secret123', code };

    const zh = await t.call('POST', '/api/register', { body });
    expect(zh.code).toBe(422);
    expect(zh.message).toBe('agreement_version: 请先阅读并同意《用户协议》和《隐私政策》');
    const en = await t.call('POST', '/api/register', { body, headers: EN });
    expect(en.code).toBe(422);
    expect(en.message).toBe(
      'agreement_version: Please read and agree to the User Agreement and the Privacy Policy first',
    );
    const stale = await t.call('POST', '/api/register', {
      body: { ...body, agreement_version: '2.0/3.0' },
    });
    expect(stale.code).toBe(422);
    expect(stale.message).toContain('已更新');
    // nothing happened: no user, the code not used up
    expect(
      await db().selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst(),
    ).toBeUndefined();

    const ok = await t.call('POST', '/api/register', {
      body: { ...body, ...AGREED },
      headers: UA,
    });
    expect(ok.code, ok.message).toBe(200);
    const rows = await consents(ok.data.user_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'register',
      agreement_version: '2.1/3.0',
      user_agreement_version: '2.1',
      privacy_policy_version: '3.0',
      user_agent: 'consent-test/1.0',
      created_at: t.clock.now(),
    });
    expect(rows[0]!.ip).not.toBe('');
  });
});

describe('login', () => {
  it('is refused without the agreement, records each accepted login, and refuses a version once it changed', async () => {
    const u = await t.user({ password: 'secret123' });
    const body = { mobile: u.mobile as string, password: 'secret123' };
    const none = await t.call('POST', '/api/login', { body, headers: EN });
    expect(none.code).toBe(422);
    expect(none.message).toContain('User Agreement');
    expect(await consents(u.id)).toHaveLength(0);

    const ok = await t.call('POST', '/api/login', { body: { ...body, ...AGREED } });
    expect(ok.code, ok.message).toBe(200);
    expect((await consents(u.id)).map((r) => r.action)).toEqual(['login']);

    // the operator publishes a new privacy policy version: the old acceptance is stale
    await setConfig('agreement_versions', { user_agreement: '2.1', privacy_policy: '3.1' });
    expect((await t.call('GET', '/api/v3/config')).data.agreement_version).toBe('2.1/3.1');
    const stale = await t.call('POST', '/api/login', { body: { ...body, ...AGREED }, headers: EN });
    expect(stale.code).toBe(422);
    expect(stale.message).toContain('changed');
    const again = await t.call('POST', '/api/login', {
      body: { ...body, agreement_version: '2.1/3.1' },
    });
    expect(again.code, again.message).toBe(200);
    const rows = await consents(u.id);
    expect(rows.map((r) => r.privacy_policy_version)).toEqual(['3.0', '3.1']);
  });
});

describe('WeChat register', () => {
  it('creating a user through WeChat needs the agreement too and records it', async () => {
    const start = await t.call('GET', '/api/v3/thirdPartyCheckRedirect', {
      query: { platform: 'wechat', redirect: '/pages/user/index' },
    });
    const url = new URL(start.data.authorize_url as string, 'http://x');
    const state = url.searchParams.get('state') as string;
    await t.inject({ method: 'GET', url: start.data.authorize_url });
    const auth = await t.inject({
      method: 'POST',
      url: '/social/sandbox/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state,
        redirect: url.searchParams.get('redirect') as string,
        nickname: `consent${process.pid % 1000}`,
      }).toString(),
    });
    const q = new URLSearchParams(String(auth.headers.location).split('?')[1]);
    const login = await t.call('POST', '/api/socials/login', {
      body: { code: q.get('code') as string, state },
    });
    expect(login.data.need_bind, login.message).toBe(true);
    const mobile = nextMobile();
    const code = await smsCode(mobile, 'register');
    const body = { bind_token: login.data.bind_token, mobile, code, password: 'secret123' };
    const refused = await t.call('POST', '/api/socials/register', { body });
    expect(refused.code).toBe(422);
    expect(refused.message).toContain('隐私政策');
    const ok = await t.call('POST', '/api/socials/register', { body: { ...body, ...AGREED } });
    expect(ok.code, ok.message).toBe(200);
    expect((await consents(ok.data.user_id)).map((r) => r.action)).toEqual(['social_register']);
  });
});
