/**
 * issue 22: the object-storage and SMS provider settings of the one config schema: naming a
 * provider requires its settings, listed in one readable message; the defaults stay local.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SMS_TEMPLATES } from './providers/sms';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

const S3 = {
  STORAGE_PROVIDER: 's3',
  STORAGE_S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
  STORAGE_S3_REGION: 'oss-cn-hangzhou',
  STORAGE_S3_BUCKET: 'shop-media',
  STORAGE_S3_PRIVATE_BUCKET: 'shop-private',
  STORAGE_S3_ACCESS_KEY_ID: 'LTAI-example',
  STORAGE_S3_SECRET_ACCESS_KEY: 'example-secret',
  STORAGE_S3_PUBLIC_BASE_URL: 'https://cdn.example.com/media/',
};

const TEMPLATES = JSON.stringify(
  Object.fromEntries(SMS_TEMPLATES.map((n, i) => [n, String(1000000 + i)])),
);
const TENCENT = {
  SMS_PROVIDER: 'tencent',
  SMS_TENCENT_SECRET_ID: 'AKID-example',
  SMS_TENCENT_SECRET_KEY: 'example-key',
  SMS_TENCENT_SDK_APP_ID: '1400000000',
  SMS_TENCENT_SIGN_NAME: '优选商城',
  SMS_TENCENT_REGION: 'ap-guangzhou',
  SMS_TENCENT_TEMPLATES: TEMPLATES,
};

describe('storage settings', () => {
  it('local disk is the default, in demo mode and in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).storage).toEqual({ provider: 'local' });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).storage.provider).toBe(
      'local',
    );
  });

  it('STORAGE_PROVIDER=s3 takes its settings (base URL without its trailing slash)', () => {
    const c = loadConfig({ NODE_ENV: 'test', ...S3 });
    expect(c.storage).toEqual({
      provider: 's3',
      endpoint: S3.STORAGE_S3_ENDPOINT,
      region: 'oss-cn-hangzhou',
      bucket: 'shop-media',
      privateBucket: 'shop-private',
      accessKeyId: 'LTAI-example',
      secretAccessKey: 'example-secret',
      publicBaseUrl: 'https://cdn.example.com/media',
      forcePathStyle: false,
    });
    const minio = loadConfig({ NODE_ENV: 'test', ...S3, STORAGE_S3_FORCE_PATH_STYLE: 'true' });
    expect(minio.storage.provider === 's3' && minio.storage.forcePathStyle).toBe(true);
  });

  it('STORAGE_PROVIDER=s3 without its settings names every missing one', () => {
    const problems = problemsOf({ NODE_ENV: 'test', STORAGE_PROVIDER: 's3' });
    expect(problems).toHaveLength(7);
    for (const name of Object.keys(S3).filter((k) => k !== 'STORAGE_PROVIDER')) {
      expect(
        problems.some((p) => p.startsWith(`${name} is missing`)),
        name,
      ).toBe(true);
    }
  });

  it('refuses one bucket for both areas, bad bucket names, a bad URL and an unknown provider', () => {
    expect(
      problemsOf({ NODE_ENV: 'test', ...S3, STORAGE_S3_PRIVATE_BUCKET: 'shop-media' }),
    ).toEqual([expect.stringMatching(/^STORAGE_S3_PRIVATE_BUCKET must differ/)]);
    expect(problemsOf({ NODE_ENV: 'test', ...S3, STORAGE_S3_BUCKET: 'Shop_Media' })[0]).toMatch(
      /^STORAGE_S3_BUCKET: must be a bucket name/,
    );
    expect(
      problemsOf({ NODE_ENV: 'test', ...S3, STORAGE_S3_PUBLIC_BASE_URL: 'cdn.example.com' })[0],
    ).toMatch(/^STORAGE_S3_PUBLIC_BASE_URL: must be a URL/);
    expect(problemsOf({ NODE_ENV: 'test', STORAGE_PROVIDER: 'oss' })[0]).toMatch(
      /^STORAGE_PROVIDER/,
    );
  });

  it('the error message never repeats a secret', () => {
    try {
      loadConfig({
        NODE_ENV: 'test',
        ...S3,
        STORAGE_S3_BUCKET: 'X',
        ...TENCENT,
        SMS_TENCENT_REGION: '?',
      });
    } catch (err) {
      expect(String(err)).not.toContain('example-secret');
      expect(String(err)).not.toContain('example-key');
      return;
    }
    throw new Error('accepted');
  });
});

describe('SMS settings', () => {
  it('SMS_PROVIDER=tencent takes its settings and one template per message', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      DEMO_MODE: 'false',
      PAYMENT_PROVIDERS: 'sandbox',
      ...TENCENT,
    });
    expect(c.smsProvider).toBe('tencent');
    expect(c.smsTencent).toMatchObject({
      secretId: 'AKID-example',
      sdkAppId: '1400000000',
      signName: '优选商城',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    });
    expect(Object.keys(c.smsTencent?.templates ?? {}).sort()).toEqual([...SMS_TEMPLATES].sort());
    expect(loadConfig({ NODE_ENV: 'test' }).smsTencent).toBeUndefined();
  });

  it('SMS_PROVIDER=tencent without its settings names every missing one', () => {
    const problems = problemsOf({ NODE_ENV: 'test', SMS_PROVIDER: 'tencent' });
    expect(problems).toHaveLength(6);
    for (const name of Object.keys(TENCENT).filter((k) => k !== 'SMS_PROVIDER')) {
      expect(
        problems.some((p) => p.startsWith(`${name} is missing`)),
        name,
      ).toBe(true);
    }
  });

  it('refuses templates that are not JSON, miss a message, name an unknown one or are not ids', () => {
    const bad = (v: string) =>
      problemsOf({ NODE_ENV: 'test', ...TENCENT, SMS_TENCENT_TEMPLATES: v });
    expect(bad('register=1')[0]).toMatch(/^SMS_TENCENT_TEMPLATES: must be a JSON object/);
    expect(bad('[1]')[0]).toMatch(/^SMS_TENCENT_TEMPLATES: must be a JSON object/);
    const some = JSON.parse(TEMPLATES) as Record<string, string>;
    delete some.cancel;
    expect(bad(JSON.stringify(some))).toEqual([
      'SMS_TENCENT_TEMPLATES: needs a template id (digits) for cancel',
    ]);
    expect(bad(JSON.stringify({ ...JSON.parse(TEMPLATES), promo: '1' }))[0]).toMatch(
      /unknown template promo/,
    );
    expect(bad(JSON.stringify({ ...JSON.parse(TEMPLATES), login: 'SMS_123' }))[0]).toMatch(
      /for login$/,
    );
  });
});
