import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The problems a refused configuration lists. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

const PROD = { NODE_ENV: 'production', DEMO_MODE: 'false' };

describe('configuration', () => {
  it('demo mode names the sandbox providers, seeds demo data and warns at start', () => {
    const warnings: string[] = [];
    const c = loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }, warnings);
    expect(c.demo).toBe(true);
    expect(c.paymentProviders).toEqual(['sandbox']);
    expect(c.socialProvider).toBe('sandbox');
    expect(c.smsProvider).toBe('outbox');
    expect(c.seedDemo).toBe(true);
    expect(warnings.join('\n')).toMatch(/DEMO MODE/);
  });

  it('production without demo mode refuses to start without payment and SMS providers, listing both', () => {
    const problems = problemsOf(PROD);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PAYMENT_PROVIDERS is missing/);
    expect(problems[1]).toMatch(/^SMS_PROVIDER is missing/);
  });

  it('production enables a sandbox only when named, with a warning each start', () => {
    const warnings: string[] = [];
    const c = loadConfig(
      { ...PROD, PAYMENT_PROVIDERS: 'sandbox', SMS_PROVIDER: 'outbox' },
      warnings,
    );
    expect(c.demo).toBe(false);
    expect(c.paymentProviders).toEqual(['sandbox']);
    // WeChat login is off unless named; no demo data (so no auto-approval setting either)
    expect(c.socialProvider).toBe('none');
    expect(c.seedDemo).toBe(false);
    expect(warnings.some((w) => w.startsWith('PAYMENT_PROVIDERS names "sandbox"'))).toBe(true);
    expect(warnings.some((w) => w.startsWith('SMS_PROVIDER=outbox'))).toBe(true);
    expect(warnings.some((w) => w.includes('DEMO MODE'))).toBe(false);
  });

  it('SOCIAL_PROVIDER=wechat requires the official account and the public origin (issue 22)', () => {
    const base = { ...PROD, PAYMENT_PROVIDERS: 'sandbox', SMS_PROVIDER: 'outbox' };
    const missing = problemsOf({ ...base, SOCIAL_PROVIDER: 'wechat' });
    expect(missing).toEqual([
      expect.stringMatching(
        /^SOCIAL_PROVIDER=wechat needs WECHAT_LOGIN_APP_ID, WECHAT_LOGIN_APP_SECRET, WECHAT_LOGIN_CALLBACK_BASE/,
      ),
    ]);
    const malformed = problemsOf({
      ...base,
      SOCIAL_PROVIDER: 'wechat',
      WECHAT_LOGIN_APP_ID: 'not-an-appid',
      WECHAT_LOGIN_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WECHAT_LOGIN_CALLBACK_BASE: 'https://shop.example.com',
    });
    expect(malformed).toEqual([expect.stringMatching(/^WECHAT_LOGIN_APP_ID: must be an AppID/)]);
    const c = loadConfig({
      ...base,
      SOCIAL_PROVIDER: 'wechat',
      WECHAT_LOGIN_APP_ID: 'wx0123456789abcdef',
      WECHAT_LOGIN_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WECHAT_LOGIN_CALLBACK_BASE: 'https://shop.example.com/',
    });
    expect(c.wechatLogin).toEqual({
      appId: 'wx0123456789abcdef',
      appSecret: '0123456789abcdef0123456789abcdef',
      callbackBase: 'https://shop.example.com',
      apiBase: 'https://api.weixin.qq.com',
      openBase: 'https://open.weixin.qq.com',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).wechatLogin).toBeNull();
  });

  it('GEOCODER_PROVIDER=amap requires AMAP_KEY; the private key is optional (issue 22)', () => {
    const base = { ...PROD, PAYMENT_PROVIDERS: 'sandbox', SMS_PROVIDER: 'outbox' };
    expect(problemsOf({ ...base, GEOCODER_PROVIDER: 'amap' })).toEqual([
      expect.stringMatching(/^GEOCODER_PROVIDER=amap needs AMAP_KEY/),
    ]);
    expect(problemsOf({ ...base, GEOCODER_PROVIDER: 'amap', AMAP_KEY: 'short' })).toEqual([
      'AMAP_KEY: must be the 32-hex-digit Web Service key',
    ]);
    const warnings: string[] = [];
    const c = loadConfig(
      { ...base, GEOCODER_PROVIDER: 'amap', AMAP_KEY: '0123456789abcdef0123456789abcdef' },
      warnings,
    );
    expect(c.amap).toEqual({
      key: '0123456789abcdef0123456789abcdef',
      secret: '',
      baseUrl: 'https://restapi.amap.com',
    });
    expect(warnings.some((w) => w.startsWith('GEOCODER_PROVIDER=sandbox'))).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).amap).toBeNull();
  });

  it('LOGISTICS_PROVIDER=kuaidi100 requires its key, salt and public origin (issue 22)', () => {
    const base = { ...PROD, PAYMENT_PROVIDERS: 'sandbox', SMS_PROVIDER: 'outbox' };
    expect(
      problemsOf({ ...base, LOGISTICS_PROVIDER: 'kuaidi100', KUAIDI100_KEY: 'abcdEFGH1234' }),
    ).toEqual([
      expect.stringMatching(
        /^LOGISTICS_PROVIDER=kuaidi100 needs KUAIDI100_SALT, KUAIDI100_CALLBACK_BASE/,
      ),
    ]);
    const c = loadConfig({
      ...base,
      LOGISTICS_PROVIDER: 'kuaidi100',
      KUAIDI100_KEY: 'abcdEFGH1234',
      KUAIDI100_SALT: 'sixteen-chars-salt',
      KUAIDI100_CALLBACK_BASE: 'https://shop.example.com/',
    });
    expect(c.kuaidi100).toEqual({
      key: 'abcdEFGH1234',
      salt: 'sixteen-chars-salt',
      callbackBase: 'https://shop.example.com',
      baseUrl: 'https://poll.kuaidi100.com',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).kuaidi100).toBeNull();
  });

  it('lists every bad setting with its variable in one message', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        TRUST_PROXY: 'true',
        DATABASE_URL: 'mysql://x',
        PAYMENT_PROVIDERS: 'paypal',
        LIVE_AUTO_APPROVE: 'true',
        LIVE_BANNED_WORDS: 'x',
        MERCHANT_SESSION_MAX_DAYS: '90',
      });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of [
      'PORT: must be a whole number',
      'TRUST_PROXY: must be a hop count',
      'DATABASE_URL: must be a URL',
      'PAYMENT_PROVIDERS: unknown provider paypal',
      'LIVE_AUTO_APPROVE is no longer read',
      'LIVE_BANNED_WORDS is no longer read',
      'MERCHANT_SESSION_MAX_DAYS: must be at most 30',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toMatch(/^The server cannot start: 7 settings are missing or wrong\./);
    expect(message).not.toMatch(/at \w+ \(/); // no stack trace in the message
  });

  it('trusts no proxy by default; a hop count or proxy addresses when set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(problemsOf({ TRUST_PROXY: 'proxy.example.com' })[0]).toMatch(/^TRUST_PROXY/);
  });

  it('reads session limits, with a merchant session of 30 days at most', () => {
    const c = loadConfig({ USER_SESSION_IDLE_DAYS: '7', USER_SESSION_MAX_DAYS: '60' });
    expect(c.sessions.userIdleS).toBe(7 * 86400);
    expect(c.sessions.userMaxS).toBe(60 * 86400);
    expect(c.sessions.merchantMaxS).toBe(30 * 86400);
    expect(problemsOf({ USER_SESSION_IDLE_DAYS: '90', USER_SESSION_MAX_DAYS: '30' })[0]).toMatch(
      /USER_SESSION_IDLE_DAYS must not be longer/,
    );
  });

  it('requires DATA_KEY with PostgreSQL in production', () => {
    const problems = problemsOf({
      ...PROD,
      PAYMENT_PROVIDERS: 'sandbox',
      SMS_PROVIDER: 'outbox',
      DATABASE_URL: 'postgres://db/shop',
    });
    expect(problems).toEqual([expect.stringMatching(/^DATA_KEY is missing/)]);
  });
});

describe('WeChat Pay settings (issue 22)', () => {
  const keys = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxpay-cfg-'));
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const priv = path.join(dir, 'apiclient_key.pem');
    const pub = path.join(dir, 'pub_key.pem');
    fs.writeFileSync(priv, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    fs.writeFileSync(pub, platform.publicKey.export({ type: 'spki', format: 'pem' }));
    return { priv, pub };
  };
  const base = { ...PROD, SMS_PROVIDER: 'outbox', PAYMENT_PROVIDERS: 'wechatpay' };

  it('naming wechatpay requires every setting, listed in one readable problem', () => {
    const problems = problemsOf({ ...base, WECHATPAY_MCHID: '1900000109' });
    expect(problems).toEqual([
      'PAYMENT_PROVIDERS names wechatpay: set WECHATPAY_APPID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY_FILE, WECHATPAY_APIV3_KEY, WECHATPAY_PUBLIC_KEY_FILE, WECHATPAY_PUBLIC_KEY_ID, WECHATPAY_NOTIFY_BASE (docs/deploy.md "WeChat Pay")',
    ]);
  });

  it('reads the keys; a bad key file, a short API v3 key or an http notify base is refused', () => {
    const { priv, pub } = keys();
    const env = {
      ...base,
      WECHATPAY_MCHID: '1900000109',
      WECHATPAY_APPID: 'wxd678efh567hg6787',
      WECHATPAY_SERIAL: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
      WECHATPAY_PRIVATE_KEY_FILE: priv,
      WECHATPAY_APIV3_KEY: 'a'.repeat(32),
      WECHATPAY_PUBLIC_KEY_FILE: pub,
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000001092024',
      WECHATPAY_NOTIFY_BASE: 'https://shop.example.com/',
    };
    const c = loadConfig(env);
    expect(c.paymentProviders).toEqual(['wechatpay']);
    expect(c.wechatpay).toMatchObject({
      serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      notifyBase: 'https://shop.example.com',
      baseUrl: 'https://api.mch.weixin.qq.com',
    });
    expect(
      problemsOf({
        ...env,
        WECHATPAY_PRIVATE_KEY_FILE: pub,
        WECHATPAY_APIV3_KEY: 'short',
        WECHATPAY_NOTIFY_BASE: 'http://shop.example.com',
      }),
    ).toEqual([
      'WECHATPAY_APIV3_KEY: must be 32 bytes',
      expect.stringMatching(/^WECHATPAY_NOTIFY_BASE: /),
      expect.stringMatching(
        /^PAYMENT_PROVIDERS names wechatpay: set WECHATPAY_APIV3_KEY, WECHATPAY_NOTIFY_BASE/,
      ),
    ]);
    expect(problemsOf({ ...env, WECHATPAY_PRIVATE_KEY_FILE: pub })).toEqual([
      `WECHATPAY_PRIVATE_KEY_FILE: ${pub} holds no private key in PEM form`,
    ]);
  });
});

describe('Alipay settings (issue 22)', () => {
  const keys = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-cfg-'));
    const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const priv = path.join(dir, 'app_private_key.pem');
    const pub = path.join(dir, 'alipay_public_key.pem');
    fs.writeFileSync(priv, app.privateKey.export({ type: 'pkcs1', format: 'pem' }));
    fs.writeFileSync(pub, alipay.publicKey.export({ type: 'spki', format: 'pem' }));
    return { priv, pub };
  };
  const base = { ...PROD, SMS_PROVIDER: 'outbox', PAYMENT_PROVIDERS: 'alipay' };

  it('naming alipay requires every setting, listed in one readable problem', () => {
    expect(problemsOf({ ...base, ALIPAY_APP_ID: '2021000122671080' })).toEqual([
      'PAYMENT_PROVIDERS names alipay: set ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE, ALIPAY_NOTIFY_BASE (docs/deploy.md "Alipay")',
    ]);
  });

  it('reads the keys; a bad app id, a swapped key file or an http notify base is refused', () => {
    const { priv, pub } = keys();
    const env = {
      ...base,
      ALIPAY_APP_ID: '2021000122671080',
      ALIPAY_PRIVATE_KEY_FILE: priv,
      ALIPAY_PUBLIC_KEY_FILE: pub,
      ALIPAY_NOTIFY_BASE: 'https://shop.example.com/',
    };
    const c = loadConfig(env);
    expect(c.paymentProviders).toEqual(['alipay']);
    expect(c.alipay).toMatchObject({
      appId: '2021000122671080',
      notifyBase: 'https://shop.example.com',
      gateway: 'https://openapi.alipay.com/gateway.do',
      timeoutMs: 10_000,
    });
    expect(c.alipay!.privateKey).toContain('PRIVATE KEY');
    expect(
      problemsOf({ ...env, ALIPAY_APP_ID: 'wx123', ALIPAY_NOTIFY_BASE: 'http://shop.example.com' }),
    ).toEqual([
      'ALIPAY_APP_ID: must be the 16-digit app id',
      expect.stringMatching(/^ALIPAY_NOTIFY_BASE: /),
      expect.stringMatching(
        /^PAYMENT_PROVIDERS names alipay: set ALIPAY_APP_ID, ALIPAY_NOTIFY_BASE/,
      ),
    ]);
    expect(problemsOf({ ...env, ALIPAY_PRIVATE_KEY_FILE: pub })).toEqual([
      `ALIPAY_PRIVATE_KEY_FILE: ${pub} holds no private key in PEM form`,
    ]);
  });
});

describe('PAYOUT_PROVIDER (issue 22)', () => {
  const base = { ...PROD, PAYMENT_PROVIDERS: 'sandbox', SMS_PROVIDER: 'outbox' };

  it('is none by default in production and sandbox in demo mode', () => {
    expect(loadConfig(base).payoutProvider).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).payoutProvider).toBe(
      'sandbox',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', PAYOUT_PROVIDER: 'none' })
        .payoutProvider,
    ).toBe('none');
  });

  it('names a provider PAYMENT_PROVIDERS names and that has payouts', () => {
    const warnings: string[] = [];
    expect(loadConfig({ ...base, PAYOUT_PROVIDER: 'sandbox' }, warnings).payoutProvider).toBe(
      'sandbox',
    );
    expect(warnings).toContain(
      'PAYOUT_PROVIDER=sandbox: withdrawals are marked paid without money moving',
    );
    expect(problemsOf({ ...base, PAYOUT_PROVIDER: 'alipay' })).toEqual([
      'PAYOUT_PROVIDER=alipay: PAYMENT_PROVIDERS must name it too (with its settings)',
    ]);
    expect(problemsOf({ ...base, PAYOUT_PROVIDER: 'wechatpay' })[0]).toMatch(
      /^PAYOUT_PROVIDER=wechatpay: this provider has no payouts/,
    );
    expect(problemsOf({ ...base, PAYOUT_PROVIDER: 'paypal' })[0]).toMatch(
      /^PAYOUT_PROVIDER=paypal: unknown provider \(this build pays out through: none, sandbox, alipay/,
    );
  });
});
