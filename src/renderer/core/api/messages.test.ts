// issue 25 §7 (electron-http): `api/getPhoneCId` is a GET with no payload
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { installHttp } from './client';
import { createHttp, createMerchantHttp, type HttpAdapter } from './http';
import { registerDevice } from './messages';

describe('registerDevice', () => {
  it('sends GET api/getPhoneCId with no body and no fields but the wrapper own ones', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter = vi.fn<HttpAdapter>(async (config) => {
      seen.push(config);
      return {
        status: 200,
        statusText: '',
        headers: {},
        config,
        data: JSON.stringify({
          code: 200,
          message: '',
          data: { cid: 'h5-ab', uid: 3, all_data: { lang: 'zh-CN' } },
        }),
      };
    });
    const env = {
      base: () => 'https://api.example.com',
      token: () => 'tok',
      client: 'h5',
      language: () => 'zh-CN',
      currentPath: () => 'pages/index/index',
      navigate: vi.fn(),
      saveReturnTarget: vi.fn(),
      logout: vi.fn(),
      toast: vi.fn(),
      alert: vi.fn(async () => undefined),
      loginExpiredMessage: () => 'login',
      adapter,
    };
    installHttp(createHttp(env), createMerchantHttp(env));
    const res = await registerDevice();
    expect(res.data).toEqual({ cid: 'h5-ab', uid: 3, all_data: { lang: 'zh-CN' } });
    expect(seen).toHaveLength(1);
    const config = seen[0]!;
    expect(config.method?.toUpperCase()).toBe('GET');
    expect(config.url).toBe('https://api.example.com/api/getPhoneCId');
    expect(config.data ?? null).toBeNull();
    // login-required: the wrapper's token and timestamp, nothing of the caller's
    expect(Object.keys(config.params as object).sort()).toEqual(['timestamp', 'token']);
    expect(config.headers.get('Authorization')).toBe('Bearer tok');
  });
});
