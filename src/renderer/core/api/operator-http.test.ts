// The operator instance of the kernel's transport (issue 20), through axios's adapter seam.
import { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/api-error';
import {
  CANCEL_MESSAGE,
  createOperatorHttp,
  OperatorHttpError,
  type HttpAdapter,
  type OperatorHttpEnv,
} from './http';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; data?: unknown };

function transport(answer: Answer | (() => Answer | never)) {
  const calls: Sent[] = [];
  const adapter = vi.fn<HttpAdapter>(async (config: InternalAxiosRequestConfig) => {
    const serialize = (config.paramsSerializer as { serialize?: (p: object) => string })?.serialize;
    const qs = config.params && serialize ? serialize(config.params as object) : '';
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(config.headers.toJSON())) headers[k] = String(v);
    calls.push({
      url: qs ? `${config.url}?${qs}` : (config.url ?? ''),
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: config.data,
    });
    const a = typeof answer === 'function' ? answer() : answer;
    await Promise.resolve();
    return {
      status: a.status ?? 200,
      statusText: '',
      headers: {},
      data: typeof a.data === 'string' ? a.data : JSON.stringify(a.data),
      config,
    };
  });
  return { adapter, calls };
}

function env(adapter: HttpAdapter, token: string | null = 'op-token') {
  const onUnauthorized = vi.fn();
  const e: OperatorHttpEnv = {
    base: () => 'https://ops.example.com/',
    token: () => token,
    language: () => 'en',
    onUnauthorized,
    adapter,
  };
  return { env: e, onUnauthorized };
}

const ok = (data: unknown): Answer => ({ data: { code: 200, message: '', data } });

describe('operator http (issue 20)', () => {
  it('sends the bearer token, the admin marker and the language; GET params in the query', async () => {
    const { adapter, calls } = transport(ok({ list: [], total: 0 }));
    const http = createOperatorHttp(env(adapter).env);
    const res = await http.get('api/ops/audit', { page: 2, action: 'ops.login' });
    expect(res.data).toEqual({ list: [], total: 0 });
    expect(calls[0]?.url).toBe('https://ops.example.com/api/ops/audit?page=2&action=ops.login');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.Authorization).toBe('Bearer op-token');
    expect(calls[0]?.headers['X-Client']).toBe('admin');
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
  });

  it('POSTs a JSON body, and sends no Authorization without a token', async () => {
    const { adapter, calls } = transport(ok({ status: 'totp', challenge: 'c' }));
    const http = createOperatorHttp(env(adapter, null).env);
    await http.post('api/ops/login', { username: 'admin', password: 'p w' });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: 'admin', password: 'p w' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  // issue 20 part goods
  it('uploads a file as multipart (field `file`) with the token, not as JSON', async () => {
    const { adapter, calls } = transport(ok({ url: '/uploads/2026/11/a.png' }));
    const http = createOperatorHttp(env(adapter).env);
    const res = await http.upload('api/ops/upload', new Blob(['png'], { type: 'image/png' }));
    expect(res.data).toEqual({ url: '/uploads/2026/11/a.png' });
    expect(calls[0]?.url).toBe('https://ops.example.com/api/ops/upload');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.Authorization).toBe('Bearer op-token');
    expect(calls[0]?.headers['Content-Type']).not.toBe('application/json');
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('rejects a refusal in the envelope with its code and message, not reported', async () => {
    const { adapter } = transport({ data: { code: 423, message: 'locked 15 min', data: null } });
    const { env: e, onUnauthorized } = env(adapter);
    const err = await createOperatorHttp(e)
      .post('api/ops/login', {})
      .catch((x: unknown) => x);
    expect(err).toBeInstanceOf(OperatorHttpError);
    expect((err as OperatorHttpError).code).toBe(423);
    expect((err as OperatorHttpError).message).toBe('locked 15 min');
    const api = ApiError.from(err);
    expect(api.kind).toBe('locked');
    expect(api.reported).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads a refusal sent as the HTTP status with a JSON body (403)', async () => {
    const { adapter } = transport({ status: 403, data: { code: 403, message: 'no permission' } });
    const err = await createOperatorHttp(env(adapter).env)
      .get('api/ops/operators')
      .catch((x: unknown) => x);
    expect(ApiError.from(err).kind).toBe('forbidden');
    expect((err as Error).message).toBe('no permission');
  });

  it('a 401 on a call with a token ends the session (onUnauthorized) and is reported', async () => {
    for (const answer of [{ data: { code: 401, message: 'expired' } }, { status: 401, data: {} }]) {
      const { adapter } = transport(answer);
      const { env: e, onUnauthorized } = env(adapter);
      const err = await createOperatorHttp(e)
        .get('api/ops/me')
        .catch((x: unknown) => x);
      expect(onUnauthorized).toHaveBeenCalledOnce();
      expect(ApiError.from(err).kind).toBe('auth');
      expect((err as OperatorHttpError).reported).toBe(true);
    }
  });

  it('a 403 totp_required hands over to the enrolment (onTotpRequired) and is reported', async () => {
    const { adapter } = transport({
      status: 403,
      data: { code: 403, message: 'enable TOTP first', data: { reason: 'totp_required' } },
    });
    const onTotpRequired = vi.fn();
    const err = await createOperatorHttp({ ...env(adapter).env, onTotpRequired })
      .get('api/ops/audit')
      .catch((x: unknown) => x);
    expect(onTotpRequired).toHaveBeenCalledOnce();
    expect((err as OperatorHttpError).reported).toBe(true);
    // a plain 403 is the screen's to show
    const plain = transport({ status: 403, data: { code: 403, message: 'no permission' } });
    const e2 = await createOperatorHttp({ ...env(plain.adapter).env, onTotpRequired })
      .get('api/ops/operators')
      .catch((x: unknown) => x);
    expect(onTotpRequired).toHaveBeenCalledOnce();
    expect((e2 as OperatorHttpError).reported).toBe(false);
  });

  it('a 401 without a token (the login form) is the form’s to show', async () => {
    const { adapter } = transport({ data: { code: 401, message: 'wrong password' } });
    const { env: e, onUnauthorized } = env(adapter, null);
    const err = await createOperatorHttp(e)
      .post('api/ops/login', {})
      .catch((x: unknown) => x);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect((err as OperatorHttpError).reported).toBe(false);
    expect((err as Error).message).toBe('wrong password');
  });

  it('carries the data of a refusal (e.g. the minutes left of a lock)', async () => {
    const { adapter } = transport({ data: { code: 423, message: 'x', data: { minutes: 12 } } });
    const err = await createOperatorHttp(env(adapter).env)
      .post('api/ops/login', {})
      .catch((x: unknown) => x);
    expect((err as OperatorHttpError).data).toEqual({ minutes: 12 });
  });

  it('a 200 that is not JSON, a 500, a network failure and a cancel each reject clearly', async () => {
    const notJson = transport({ data: '<html>' });
    const e1 = await createOperatorHttp(env(notJson.adapter).env)
      .get('x')
      .catch((x: unknown) => x);
    expect((e1 as Error).message).toMatch(/did not answer JSON/);

    const failing = transport({ status: 500, data: '' });
    const e2 = await createOperatorHttp(env(failing.adapter).env)
      .get('x')
      .catch((x: unknown) => x);
    expect(ApiError.from(e2).kind).toBe('server');

    const offline = transport(() => {
      throw new AxiosError('Network Error', 'ERR_NETWORK');
    });
    const e3 = await createOperatorHttp(env(offline.adapter).env)
      .get('x')
      .catch((x: unknown) => x);
    expect(ApiError.from(e3).kind).toBe('network');

    const cancelled = transport(() => {
      throw new CanceledError();
    });
    const e4 = await createOperatorHttp(env(cancelled.adapter).env)
      .get('x')
      .catch((x: unknown) => x);
    expect((e4 as Error).message).toBe(CANCEL_MESSAGE);
  });
});
