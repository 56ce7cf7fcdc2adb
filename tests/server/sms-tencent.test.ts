/**
 * issue 22: verification codes through Tencent Cloud SMS (providers/sms-tencent.ts) against the
 * local simulator (sim/tencent-sms-sim.ts, which checks each request's TC3-HMAC-SHA256
 * signature). A code counts as sent only once Tencent accepted it: a refused send leaves the
 * database as it was (no code row, no cooldown spent) and answers a clear message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_CODE_TTL_S } from '../../src/shared/constants';
import type { TencentSmsConfig } from '../../src/server/config';
import { SMS_TEMPLATES } from '../../src/server/providers/sms';
import { tencentSms } from '../../src/server/providers/sms-tencent';
import { nextMobile, startTestServer, type TestServer } from './harness';
import { AGREED } from './consent-helpers';
import { startTencentSmsSim, type TencentSmsSim } from './sim/tencent-sms-sim';

const SECRET_KEY = 'tc3-test-secret-key-0123456789';
const TEMPLATES = Object.fromEntries(
  SMS_TEMPLATES.map((n, i) => [n, String(2000000 + i)]),
) as TencentSmsConfig['templates'];

let sim: TencentSmsSim;
let t: TestServer;
let cfg: TencentSmsConfig;
const logLines: string[] = [];

beforeAll(async () => {
  sim = await startTencentSmsSim({
    secretId: 'AKIDsmstest0001',
    secretKey: SECRET_KEY,
    sdkAppId: '1400123456',
    signName: '优选商城',
    templateIds: Object.values(TEMPLATES),
  });
  cfg = {
    secretId: 'AKIDsmstest0001',
    secretKey: SECRET_KEY,
    sdkAppId: '1400123456',
    signName: '优选商城',
    region: 'ap-guangzhou',
    templates: TEMPLATES,
    endpoint: sim.url,
  };
  t = await startTestServer(
    { smsProvider: 'tencent', smsTencent: cfg },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const built = () => t.app.sms;
let original: TestServer['app']['sms'];
beforeEach(() => {
  original ??= built();
  t.app.sms = original;
  sim.errors = [];
  sim.failNumbers.clear();
  sim.delayMs = 0;
});

const sendCode = (mobile: string, type = 'register') =>
  t.call('POST', '/api/mobile/send_verification_codes', { body: { mobile, type } });

const codeRows = (mobile: string) =>
  t.app.database.db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).execute();

/** A provider on the same simulator with short pauses (the configured one waits 0.5 s, 1.5 s). */
const quick = (over: Partial<TencentSmsConfig> = {}, timeoutS = 5) =>
  tencentSms({ ...cfg, ...over }, { retryDelaysMs: [5, 5], timeoutS });

describe('codes through Tencent Cloud SMS', () => {
  it('a code goes out with the scene template and [code, minutes]; it registers the mobile', async () => {
    expect(built().name).toBe('tencent');
    const mobile = nextMobile();
    const before = sim.sent.length;
    const res = await sendCode(mobile);
    expect(res.code, res.message).toBe(200);
    expect(sim.sent).toHaveLength(before + 1);
    const sms = sim.sent.at(-1);
    expect(sms).toMatchObject({
      phone: `+86${mobile}`,
      templateId: TEMPLATES.register,
      signName: '优选商城',
      sdkAppId: '1400123456',
    });
    expect(sms?.params).toHaveLength(2);
    expect(sms?.params[0]).toMatch(/^\d{6}$/);
    expect(sms?.params[1]).toBe(String(SMS_CODE_TTL_S / 60));
    expect(await codeRows(mobile)).toHaveLength(1);
    // nothing in the development outbox: the real provider sent it
    const outbox = await t.app.database.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(outbox).toHaveLength(0);

    const reg = await t.call('POST', '/api/register', {
      body: { mobile, password: 'secret123', code: sms?.params[0] as string, ...AGREED },
    });
    expect(reg.code, reg.message).toBe(200);
  });

  it('each scene uses its own template; a notice has no parameters; a stranger gets nothing', async () => {
    const u = await t.user();
    for (const [scene, template] of [
      ['login', TEMPLATES.login],
      ['retrieve', TEMPLATES.retrieve],
      ['register', TEMPLATES.notice_registered],
    ] as const) {
      t.clock.advance(120); // past the resend interval
      expect((await sendCode(u.mobile as string, scene)).code).toBe(200);
      expect(sim.sent.at(-1)?.templateId).toBe(template);
    }
    expect(sim.sent.at(-1)?.params).toEqual([]);
    const stranger = nextMobile();
    const before = sim.sent.length;
    expect((await sendCode(stranger, 'pay_password')).code).toBe(200);
    expect(sim.sent).toHaveLength(before);
    expect((await sendCode(nextMobile(), 'login')).code).toBe(200);
    expect(sim.sent.at(-1)?.templateId).toBe(TEMPLATES.notice_unregistered);
  });

  it('a provider error twice, then success: one code, sent once, counted once', async () => {
    t.app.sms = quick();
    sim.errors = ['InternalError.Timeout', 'InternalError.SendAndRecvFail'];
    const mobile = nextMobile();
    const requests = sim.requests;
    const before = sim.sent.length;
    const res = await sendCode(mobile);
    expect(res.code, res.message).toBe(200);
    expect(sim.requests - requests).toBe(3);
    expect(sim.sent).toHaveLength(before + 1);
    expect(await codeRows(mobile)).toHaveLength(1);
  });

  describe('a send Tencent does not accept', () => {
    async function expectRefusedUnchanged(mobile: string, tries: number) {
      const snapshot = await t.snapshot();
      const requests = sim.requests;
      const res = await sendCode(mobile);
      expect(res.status).toBe(200);
      expect(res.code).toBe(423);
      expect(res.message).toBe('短信发送失败，请稍后再试');
      expect(sim.requests - requests).toBe(tries);
      expect(await t.snapshot()).toBe(snapshot);
      expect(await codeRows(mobile)).toHaveLength(0);
    }

    it('always failing: three tries, a clear message, no code row, no cooldown spent', async () => {
      t.app.sms = quick();
      sim.errors = [
        'InternalError.OtherError',
        'InternalError.OtherError',
        'InternalError.OtherError',
      ];
      const mobile = nextMobile();
      await expectRefusedUnchanged(mobile, 3);
      // nothing was spent: the next send at once is not "too soon" and goes out
      const again = await sendCode(mobile);
      expect(again.code, again.message).toBe(200);
      expect(await codeRows(mobile)).toHaveLength(1);
    });

    it('a bad secret (AuthFailure.SignatureFailure): refused at once, not retried', async () => {
      t.app.sms = quick({ secretKey: 'not-the-secret' });
      const before = sim.sent.length;
      await expectRefusedUnchanged(nextMobile(), 1);
      expect(sim.sent).toHaveLength(before);
    });

    it('an unknown SecretId is refused the same way', async () => {
      t.app.sms = quick({ secretId: 'AKIDunknown' });
      await expectRefusedUnchanged(nextMobile(), 1);
    });

    it('a per-number refusal in SendStatusSet (daily limit): refused at once', async () => {
      t.app.sms = quick();
      const mobile = nextMobile();
      sim.failNumbers.set(`+86${mobile}`, 'LimitExceeded.PhoneNumberDailyLimit');
      await expectRefusedUnchanged(mobile, 1);
    });

    it('a per-number transient status (InternalError) is tried again, then refused', async () => {
      t.app.sms = quick();
      const mobile = nextMobile();
      sim.failNumbers.set(`+86${mobile}`, 'InternalError.Timeout');
      await expectRefusedUnchanged(mobile, 3);
    });

    it('an unapproved template is refused at once', async () => {
      t.app.sms = quick({ templates: { ...TEMPLATES, register: '999' } });
      await expectRefusedUnchanged(nextMobile(), 1);
    });

    it('a provider answering too late (timeout) on every try: refused', async () => {
      t.app.sms = quick({}, 0.2);
      sim.delayMs = 600;
      await expectRefusedUnchanged(nextMobile(), 3);
    });

    it('the provider down: refused', async () => {
      const gone = await startTencentSmsSim({
        secretId: 'x',
        secretKey: 'y',
        sdkAppId: '1',
        signName: 's',
        templateIds: [],
      });
      await gone.close();
      t.app.sms = quick({ endpoint: gone.url });
      const snapshot = await t.snapshot();
      const res = await sendCode(nextMobile());
      expect(res.code).toBe(423);
      expect(await t.snapshot()).toBe(snapshot);
    });
  });

  it('logs the refusal with its reason and never a secret', () => {
    const log = logLines.join('\n');
    expect(log).toContain('sms: send refused');
    expect(log).toContain('AuthFailure.SignatureFailure');
    expect(log).not.toContain(SECRET_KEY);
    expect(log).not.toContain('not-the-secret');
  });
});
