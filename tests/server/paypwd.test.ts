import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_TTL_S, SMS_RESEND_INTERVAL_S } from '../../src/shared/constants';
import { verifyPassword } from '../../src/server/lib/crypto';
import { PAY_PASSWORD_MAX_TRIES } from '../../src/server/modules/wallet/wallet.constants';
import {
  expectBadInputRefused,
  nextMobile,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  PAY_PASSWORD,
  aboutNow,
  accounts,
  credit,
  latestCode,
  payPasswordCode,
  setPayPassword,
} from './wallet-fixtures';

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const set = (as: Actor, body: Record<string, string>) =>
  t.call('POST', '/api/user/set_pay_password', { as, body });
const check = (as: Actor, pay_password: string) =>
  t.call('POST', '/api/user/check_pay_password', { as, body: { pay_password } });

async function payRow(id: number) {
  return db()
    .selectFrom('users')
    .select(['pay_password_hash', 'pay_pwd_fail_count', 'pay_pwd_locked_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('set_pay_password the first time', () => {
  it('needs an SMS code of scene pay_password sent to the own mobile; the code is single use', async () => {
    const u = await t.user();
    const without = await set(u, { pay_password: PAY_PASSWORD });
    expect(without.code).toBe(422);
    expect(without.message).toContain('code');
    // the old password path does not exist yet
    const withOld = await set(u, { pay_password: PAY_PASSWORD, old_pay_password: '147258' });
    expect(withOld.code).toBe(422);

    // a code of another scene does not do
    await t.call('POST', '/api/mobile/send_verification_codes', {
      body: { mobile: u.mobile as string, type: 'retrieve' },
    });
    const retrieveCode = await latestCode(t, u.mobile as string);
    expect((await set(u, { pay_password: PAY_PASSWORD, code: retrieveCode })).code).toBe(422);

    t.clock.advance(SMS_RESEND_INTERVAL_S + 1);
    const code = await payPasswordCode(t, u);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await set(u, { pay_password: PAY_PASSWORD, code: wrong })).code).toBe(422);
    expect((await payRow(u.id)).pay_password_hash).toBeNull();

    const ok = await set(u, { pay_password: PAY_PASSWORD, code });
    expect(ok.code).toBe(200);
    expect(ok.message).toBeTruthy();
    const row = await payRow(u.id);
    expect(row.pay_password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PAY_PASSWORD, row.pay_password_hash as string)).toBe(true);
    const info = await t.call('GET', '/api/user/get_user_info', { as: u });
    expect(info.data.has_pay_password).toBe(true);

    // single use: the same code cannot set it again
    const again = await set(u, { pay_password: '147258', code });
    expect(again.code).toBe(422);
    expect(
      await verifyPassword(PAY_PASSWORD, (await payRow(u.id)).pay_password_hash as string),
    ).toBe(true);
  });

  it('a code expires after 10 minutes (SMS_CODE_TTL_S = 600)', async () => {
    expect(SMS_CODE_TTL_S).toBe(600);
    const u = await t.user();
    const code = await payPasswordCode(t, u);
    t.clock.advance(SMS_CODE_TTL_S + 1);
    const late = await set(u, { pay_password: PAY_PASSWORD, code });
    expect(late.code).toBe(422);
    expect((await payRow(u.id)).pay_password_hash).toBeNull();

    const v = await t.user();
    const fresh = await payPasswordCode(t, v);
    t.clock.advance(SMS_CODE_TTL_S - 10);
    expect((await set(v, { pay_password: PAY_PASSWORD, code: fresh })).code).toBe(200);
  });

  it('a code is for the account own mobile only, and only for registered mobiles', async () => {
    const a = await t.user();
    const b = await t.user();
    const codeOfA = await payPasswordCode(t, a);
    // b cannot use a code sent to a's mobile
    expect((await set(b, { pay_password: PAY_PASSWORD, code: codeOfA })).code).toBe(422);
    expect((await payRow(b.id)).pay_password_hash).toBeNull();
    // an unknown mobile gets the same answer (no account is revealed) but no code
    const stranger = nextMobile();
    const unknown = await t.call('POST', '/api/mobile/send_verification_codes', {
      body: { mobile: stranger, type: 'pay_password' },
    });
    expect(unknown.code).toBe(200);
    const outbox = await t.call('GET', '/__dev/sms-outbox', { query: { mobile: stranger } });
    expect(outbox.data.list).toEqual([]);
  });

  it('refuses weak passwords (repeated or consecutive digits)', async () => {
    const u = await t.user();
    const code = await payPasswordCode(t, u);
    for (const weak of ['111111', '123456', '654321', '345678', '000000']) {
      const res = await set(u, { pay_password: weak, code });
      expect(res.code, weak).toBe(422);
      expect(res.message).toBeTruthy();
    }
    expect((await payRow(u.id)).pay_password_hash).toBeNull();
    // the code was not used up by the refusals
    expect((await set(u, { pay_password: '135790', code })).code).toBe(200);
  });
});

describe('check_pay_password and the lockout', () => {
  it('answers ok for the right one and names the tries left for a wrong one', async () => {
    const u = await t.user();
    const notSet = await check(u, PAY_PASSWORD);
    expect(notSet.code).toBe(422);
    expect(notSet.message).toBeTruthy();
    await setPayPassword(t, u);
    const ok = await check(u, PAY_PASSWORD);
    expect(ok.code).toBe(200);
    expect(ok.data).toEqual({ ok: true });
    const wrong = await check(u, '147258');
    expect(wrong.code).toBe(422);
    expect(wrong.message).toContain('4');
    expect(wrong.data).toEqual({ tries_left: 4 });
    expect((await payRow(u.id)).pay_pwd_fail_count).toBe(1);
    // a success resets the counter
    expect((await check(u, PAY_PASSWORD)).code).toBe(200);
    expect((await payRow(u.id)).pay_pwd_fail_count).toBe(0);
  });

  it('five wrong tries lock it for 15 minutes (423 with the unlock time); it unlocks after', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    for (let i = 1; i <= 4; i++) {
      const res = await check(u, '147258');
      expect(res.code, `try ${i}`).toBe(422);
      expect(res.message).toContain(String(5 - i));
    }
    const fifth = await check(u, '147258');
    expect(fifth.code).toBe(423);
    const until = (await payRow(u.id)).pay_pwd_locked_until;
    expect(until - 900).toEqual(aboutNow(t));
    expect(fifth.data).toEqual({ locked_until: until });
    const china = new Date((until + 8 * 3600) * 1000).toISOString();
    expect(fifth.message).toContain(`${china.slice(0, 10)} ${china.slice(11, 16)}`);
    const en = await t.call('POST', '/api/user/check_pay_password', {
      as: u,
      body: { pay_password: PAY_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(en.code).toBe(423);
    expect(en.message).toMatch(/locked until/);

    // the right password is refused while locked, and tries are not counted
    expect((await check(u, PAY_PASSWORD)).code).toBe(423);
    expect((await check(u, '147258')).code).toBe(423);
    expect((await payRow(u.id)).pay_pwd_locked_until).toBe(until);

    // the withdrawal and the transfer are refused too (they check it first)
    const transfer = await t.call('POST', '/api/user/integral_transfer', {
      as: u,
      body: { mobile: '13800138000', amount: 1, pay_password: PAY_PASSWORD },
    });
    expect(transfer.code).toBe(423);

    // still locked after 14 minutes, open 901 s after the lock
    t.clock.advance(840);
    expect((await check(u, PAY_PASSWORD)).code).toBe(423);
    t.clock.advance(61);
    expect((await check(u, PAY_PASSWORD)).code).toBe(200);
    const after = await payRow(u.id);
    expect(after.pay_pwd_fail_count).toBe(0);
    // counting starts again
    expect((await check(u, '147258')).message).toContain('4');
  });

  it('counts concurrent wrong tries each', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    const results = await Promise.all([1, 2, 3].map(() => check(u, '147258')));
    expect(results.every((r) => r.code === 422)).toBe(true);
    expect((await payRow(u.id)).pay_pwd_fail_count).toBe(3);
  });
});

describe('the lockout under concurrency', () => {
  it('30 guesses sent at once evaluate at most the tries left; the right one does not get through', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    await credit(t, u, 'integral', 1000);
    const to = await t.user();
    const wrong = Array.from({ length: 29 }, (_, i) => String(147000 + i * 7).padStart(6, '0'));
    // the right one last: it is sent after the other 29 are already on their way
    const guesses = [...wrong, PAY_PASSWORD];
    const answers = await Promise.all(
      guesses.map((pay_password) =>
        t.call('POST', '/api/user/integral_transfer', {
          as: u,
          body: { mobile: to.mobile as string, amount: 100, pay_password },
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    const evaluated = codes.filter((c) => c !== 423).length;
    expect(
      codes.every((c) => c === 422 || c === 423),
      codes.join(','),
    ).toBe(true);
    // 4 wrong answers name the tries left, the 5th locks (423), every other guess is refused
    expect(codes.filter((c) => c === 422)).toHaveLength(PAY_PASSWORD_MAX_TRIES - 1);
    expect(evaluated).toBeLessThanOrEqual(PAY_PASSWORD_MAX_TRIES);
    expect(codes.filter((c) => c === 423)).toHaveLength(30 - (PAY_PASSWORD_MAX_TRIES - 1));
    expect(answers.at(-1)?.code).toBe(423);
    // no money moved, and the account ends locked
    expect((await accounts(t, u.id)).integral).toBe(1000);
    expect((await accounts(t, to.id)).integral).toBe(0);
    const row = await payRow(u.id);
    expect(row.pay_pwd_locked_until).toBeGreaterThan(t.clock.now());
    expect(row.pay_pwd_fail_count).toBe(0);
    expect((await check(u, PAY_PASSWORD)).code).toBe(423);
  });

  it('guesses sent at once while locked are all refused and do not extend the lock', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    for (let i = 0; i < PAY_PASSWORD_MAX_TRIES; i++) await check(u, '147258');
    const until = (await payRow(u.id)).pay_pwd_locked_until;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => check(u, i === 3 ? PAY_PASSWORD : '147258')),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(423));
    expect(answers[3]?.data).toEqual({ locked_until: until });
    expect((await payRow(u.id)).pay_pwd_locked_until).toBe(until);
  });

  it('a single right password still works and resets the counter', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    for (let i = 0; i < PAY_PASSWORD_MAX_TRIES - 1; i++) {
      expect((await check(u, '147258')).code).toBe(422);
    }
    expect((await payRow(u.id)).pay_pwd_fail_count).toBe(PAY_PASSWORD_MAX_TRIES - 1);
    expect((await check(u, PAY_PASSWORD)).code).toBe(200);
    expect(await payRow(u.id)).toMatchObject({ pay_pwd_fail_count: 0, pay_pwd_locked_until: 0 });
    const wrongAgain = await check(u, '147258');
    expect(wrongAgain.data).toEqual({ tries_left: PAY_PASSWORD_MAX_TRIES - 1 });
  });
});

describe('changing the pay password', () => {
  it('with the old one (a counted check) or with an SMS code (which also lifts a lock)', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    const noProof = await set(u, { pay_password: '147036' });
    expect(noProof.code).toBe(422);
    expect(noProof.message).toContain('old_pay_password');

    const wrongOld = await set(u, { pay_password: '147036', old_pay_password: '999990' });
    expect(wrongOld.code).toBe(422);
    expect((await payRow(u.id)).pay_pwd_fail_count).toBe(1);
    const changed = await set(u, { pay_password: '147036', old_pay_password: PAY_PASSWORD });
    expect(changed.code).toBe(200);
    expect((await check(u, '147036')).code).toBe(200);
    expect((await check(u, PAY_PASSWORD)).code).toBe(422);

    // lock it, then reset it with a code
    for (let i = 0; i < 4; i++) await check(u, '999990');
    expect((await check(u, '999990')).code).toBe(423);
    expect((await set(u, { pay_password: '258036', old_pay_password: '147036' })).code).toBe(423);
    t.clock.advance(SMS_RESEND_INTERVAL_S + 1);
    const code = await payPasswordCode(t, u);
    const reset = await set(u, { pay_password: '258036', code });
    expect(reset.code).toBe(200);
    const row = await payRow(u.id);
    expect(row.pay_pwd_locked_until).toBe(0);
    expect(row.pay_pwd_fail_count).toBe(0);
    expect((await check(u, '258036')).code).toBe(200);
  });
});

describe('pay password routes', () => {
  it('require login', async () => {
    expect(
      (
        await t.call('POST', '/api/user/check_pay_password', {
          body: { pay_password: PAY_PASSWORD },
        })
      ).code,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/user/set_pay_password', {
          body: { pay_password: PAY_PASSWORD, code: '123456' },
        })
      ).code,
    ).toBe(401);
  });

  it('refuse bad input, database unchanged', async () => {
    const u = await t.user();
    await setPayPassword(t, u);
    t.clock.advance(SMS_RESEND_INTERVAL_S + 1);
    const code = await payPasswordCode(t, u);
    const a = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/check_pay_password',
      // a wrong but well-formed password changes the counter: use the right one
      valid: { pay_password: PAY_PASSWORD },
      as: u,
    });
    // Every case replaces one field with a bad value or drops the code (then the old password
    // is missing): all refused, so the valid code is never used and nothing changes.
    const b = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/set_pay_password',
      valid: { pay_password: '147036', code },
      optional: ['code'],
      as: u,
    });
    console.log(`bad input cases: check_pay_password ${a}, set_pay_password ${b}`);
    expect(a + b).toBeGreaterThan(20);
  });
});
