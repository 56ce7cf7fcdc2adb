import { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANCEL_MESSAGE,
  createHttp,
  createMerchantHttp,
  HttpError,
  isLoginPage,
  joinUrl,
  MERCHANT_LOGIN_PAGE,
  type HttpAdapter,
  type HttpEnv,
  type MerchantHttpEnv,
} from './http';
import { requestKey } from './boot-prefetch';

type Reply = { data?: unknown; status?: number; headers?: Record<string, string> };

/** What the test adapter saw: the request exactly as axios hands it to its adapter. */
interface SentRequest {
  /** the full URL, query included (axios's own URL building) */
  url: string;
  /** upper case */
  method: string;
  headers: Record<string, string>;
  /** the serialized body */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  onUploadProgress?: (e: { loaded: number; total?: number }) => void;
  responseType: string;
  /** axios's fetch adapter option: the request outlives the page */
  keepalive?: boolean;
}

function describeConfig(config: InternalAxiosRequestConfig): SentRequest {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(config.headers.toJSON())) headers[k] = String(v);
  const onUploadProgress = config.onUploadProgress;
  return {
    url: axiosUri(config),
    method: (config.method ?? 'get').toUpperCase(),
    headers,
    body: config.data,
    signal: (config.signal as AbortSignal | undefined) ?? undefined,
    timeoutMs: config.timeout ?? 0,
    onUploadProgress: onUploadProgress
      ? (e) =>
          onUploadProgress({ loaded: e.loaded, total: e.total, bytes: 0, lengthComputable: true })
      : undefined,
    responseType: config.responseType ?? 'json',
    keepalive: (config.fetchOptions as { keepalive?: boolean } | undefined)?.keepalive,
  };
}

/** axios's URL building (base + params through the instance's paramsSerializer). */
function axiosUri(config: InternalAxiosRequestConfig): string {
  const serialize = (config.paramsSerializer as { serialize?: (p: object) => string } | undefined)
    ?.serialize;
  const qs = config.params && serialize ? serialize(config.params as object) : '';
  const url = config.url ?? '';
  const hash = url.indexOf('#');
  const bare = hash >= 0 ? url.slice(0, hash) : url;
  return qs ? `${bare}${bare.includes('?') ? '&' : '?'}${qs}` : bare;
}

/**
 * A fake axios adapter (axios's extension point). Like axios's own adapters it resolves for
 * every HTTP status (the instance's validateStatus accepts all; the wrapper decides what is a
 * success), rejects with a CanceledError when the signal aborts, and hands back header names in
 * lower case. A reply function that throws plays a network failure or a timeout.
 */
function fakeTransport(reply: Reply | ((req: SentRequest) => Reply | Promise<Reply>)) {
  const calls: SentRequest[] = [];
  const transport = vi.fn<HttpAdapter>(async (config) => {
    const req = describeConfig(config);
    calls.push(req);
    const r = typeof reply === 'function' ? await reply(req) : reply;
    // Like axios's adapters: the JSON body arrives as text and axios's transformResponse parses
    // it (a body that is not JSON stays the raw text).
    const data =
      typeof r.data === 'string' || r.data === undefined ? r.data : JSON.stringify(r.data);
    return {
      status: r.status ?? 200,
      statusText: '',
      headers: r.headers ?? {},
      data,
      config,
    };
  });
  return { transport, calls };
}

/** What an axios adapter rejects with on a network failure or a timeout. */
function axiosFailure(message: string, code: string): AxiosError {
  return new AxiosError(message, code);
}

function abortError(): Error {
  return new CanceledError();
}

function envelope(code: number, message = '', data: unknown = null): Reply {
  return { data: { code, message, data } };
}

interface FakeEnv extends HttpEnv {
  timers: { fn: () => void; ms: number }[];
  toast: ReturnType<typeof vi.fn<(m: string) => void>>;
  alert: ReturnType<typeof vi.fn<(m: string) => Promise<void>>>;
  navigate: ReturnType<typeof vi.fn<(p: string) => void>>;
  logout: ReturnType<typeof vi.fn<() => void>>;
  saveReturnTarget: ReturnType<typeof vi.fn<(p: string) => void>>;
  onServerTime: ReturnType<typeof vi.fn<(s: number) => void>>;
  runTimers: () => void;
}

function fakeEnv(
  transport: HttpAdapter,
  opts: { token?: string | null; path?: string } = {},
): FakeEnv {
  const timers: { fn: () => void; ms: number }[] = [];
  const env: FakeEnv = {
    base: () => 'https://api.example.com/',
    token: () => (opts.token === undefined ? 'tok123' : opts.token),
    client: 'h5',
    language: () => 'zh-CN',
    currentPath: () => opts.path ?? 'pages/goods/detail?id=5&type=2',
    navigate: vi.fn<(p: string) => void>(),
    saveReturnTarget: vi.fn<(p: string) => void>(),
    logout: vi.fn<() => void>(),
    toast: vi.fn<(m: string) => void>(),
    alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
    loginExpiredMessage: () => 'login expired',
    adapter: transport,
    setTimeout: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    onServerTime: vi.fn<(s: number) => void>(),
    timers,
    runTimers: () => {
      for (const t of timers.splice(0)) t.fn();
    },
  };
  return env;
}

function setup(
  reply: Parameters<typeof fakeTransport>[0],
  opts?: { token?: string | null; path?: string },
) {
  const { transport, calls } = fakeTransport(reply);
  const env = fakeEnv(transport, opts);
  const http = createHttp(env);
  return { http, env, calls, transport };
}

/** The full URL sent, with the serialized query. */
/** The transport's progress events reach onProgress as fractions, capped at 1, unknown totals
 * skipped. */
function expectFractions(req: SentRequest, seen: number[]): void {
  const report = req.onUploadProgress!;
  report({ loaded: 5, total: 10 });
  report({ loaded: 12, total: 10 });
  report({ loaded: 3, total: undefined });
  report({ loaded: 3, total: 0 });
  expect(seen).toEqual([0.5, 1]);
}

function sentUrl(req: SentRequest): URL {
  return new URL(req.url);
}

/** Header names are case-insensitive. */
function header(req: SentRequest, name: string): string | undefined {
  const key = Object.keys(req.headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : req.headers[key];
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('joinUrl and isLoginPage', () => {
  it('joins base and path with exactly one slash', () => {
    expect(joinUrl('https://a.test', 'api/x')).toBe('https://a.test/api/x');
    expect(joinUrl('https://a.test/', '/api/x')).toBe('https://a.test/api/x');
    expect(joinUrl('', 'api/x')).toBe('/api/x');
  });

  it('leaves absolute http(s) URLs untouched', () => {
    expect(joinUrl('https://a.test', 'http://b.test/api/x?y=1')).toBe('http://b.test/api/x?y=1');
    expect(joinUrl('https://a.test', 'HTTPS://b.test/z')).toBe('HTTPS://b.test/z');
  });

  it('knows the four login pages, with or without a leading slash or query', () => {
    for (const p of [
      'pages/login/login',
      'pages/public/login',
      'pages/login/register',
      'pages/public/register',
      '/pages/login/login?x=1',
    ]) {
      expect(isLoginPage(p), p).toBe(true);
    }
    expect(isLoginPage('pages/login/login_success')).toBe(false);
    expect(isLoginPage('pages/user/user')).toBe(false);
  });
});

describe('createHttp: the request', () => {
  it('GET: base + "/" + path, params and a Unix-seconds timestamp in the query', async () => {
    const { http, calls } = setup(envelope(200, '', { ok: true }));
    const before = Math.floor(Date.now() / 1000);
    await http.get('api/goods/detail', { id: 7, filter: { cat: 3 }, q: 'a b&c' });
    const after = Math.floor(Date.now() / 1000);
    const config = calls[0]!;
    expect(config.method).toBe('GET');
    const url = sentUrl(config);
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/goods/detail');
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('filter[cat]')).toBe('3');
    expect(url.searchParams.get('q')).toBe('a b&c');
    const ts = Number(url.searchParams.get('timestamp'));
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(after);
    // no body (issue 25 §7: `null`, so axios's XHR adapter keeps the JSON content type)
    expect(config.body).toBeNull();
    expect(header(config, 'Content-Type')).toBe('application/json');
    expect(config.responseType).toBe('json');
  });

  it('encodes the query like axios did: readable brackets, "+" for spaces', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('api/x?keep=1#frag', { filter: { cat: 3 }, q: 'a b&c', t: '1:2,3$' });
    const url = calls[0]!.url;
    expect(url).toMatch(/^https:\/\/api\.example\.com\/api\/x\?keep=1&timestamp=\d+&/);
    expect(url).toContain('&filter[cat]=3&q=a+b%26c&t=1:2,3$');
    expect(url).not.toContain('#frag');
  });

  it('a "timestamp" in the data replaces the automatic one', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('api/x', { timestamp: 5 });
    expect(sentUrl(calls[0]!).searchParams.getAll('timestamp')).toEqual(['5']);
  });

  it('uses an absolute http(s) URL as is', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('https://admin.example.org/api/statistics');
    const url = sentUrl(calls[0]!);
    expect(url.origin + url.pathname).toBe('https://admin.example.org/api/statistics');
  });

  it('POST: a form-encoded bracket body with the urlencoded content type', async () => {
    const { http, calls } = setup(envelope(200));
    await http.post('api/cart/add_cart', {
      goods_id: 3,
      sku: { id: 9, name: 'red & blue' },
      list: [{ id: 1 }, { id: 2 }],
      skip: undefined,
    });
    const config = calls[0]!;
    expect(config.method).toBe('POST');
    expect(header(config, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(typeof config.body).toBe('string');
    const body = new URLSearchParams(config.body as string);
    expect([...body.entries()]).toEqual([
      ['goods_id', '3'],
      ['sku[id]', '9'],
      ['sku[name]', 'red & blue'],
      ['list[0][id]', '1'],
      ['list[1][id]', '2'],
    ]);
    // The timestamp still travels in the query, not in the body.
    expect(sentUrl(config).searchParams.get('timestamp')).toMatch(/^\d+$/);
  });

  it('sends Authorization Bearer, the token header and X-Client when a token is stored', async () => {
    const { http, calls } = setup(envelope(200), { token: 'abc' });
    await http.get('api/index');
    const config = calls[0]!;
    expect(header(config, 'Authorization')).toBe('Bearer abc');
    expect(header(config, 'token')).toBe('abc');
    expect(header(config, 'X-Client')).toBe('h5');
    expect(header(config, 'Accept')).toBe('application/json');
    expect(header(config, 'Accept-Language')).toBe('zh-CN');
    // Not login-required: the token is not copied into the query.
    expect(sentUrl(config).searchParams.has('token')).toBe(false);
  });

  it('sends no Authorization or token header without a token', async () => {
    const { http, calls } = setup(envelope(200), { token: null });
    await http.get('api/index');
    const config = calls[0]!;
    expect(header(config, 'Authorization')).toBeFalsy();
    expect(header(config, 'token')).toBeFalsy();
    expect(header(config, 'X-Client')).toBe('h5');
  });

  it('loginRequired adds the token to the query of a GET and the body of a POST', async () => {
    const { http, calls } = setup(envelope(200), { token: 'tk' });
    await http.get('api/user/order_list', { page: 1 }, { loginRequired: true });
    await http.post('api/user/edit_address', { name: 'x' }, { loginRequired: true });
    const get = sentUrl(calls[0]!);
    expect(get.searchParams.get('token')).toBe('tk');
    expect(get.searchParams.get('page')).toBe('1');
    const body = new URLSearchParams(calls[1]!.body as string);
    expect(body.get('token')).toBe('tk');
    expect(body.get('name')).toBe('x');
    expect(sentUrl(calls[1]!).searchParams.has('token')).toBe(false);
  });

  it('loginRequired without a token sends nothing, saves the return target, goes to login after 1 s', async () => {
    const { http, env, transport } = setup(envelope(200), {
      token: null,
      path: 'pages/cart/cart?x=1',
    });
    await expect(
      http.get('api/user/order_list', {}, { loginRequired: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(transport).not.toHaveBeenCalled();
    expect(env.saveReturnTarget).toHaveBeenCalledWith('pages/cart/cart?x=1');
    expect(env.timers.map((t) => t.ms)).toEqual([1000]);
    expect(env.navigate).not.toHaveBeenCalled();
    env.runTimers();
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('pages/login/login');
  });

  it('uses the 60000 ms timeout by default and a per-call timeout when given', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('api/a');
    await http.get('api/b', {}, { timeout: 5000 });
    expect(calls[0]!.timeoutMs).toBe(60000);
    expect(calls[1]!.timeoutMs).toBe(5000);
  });

  it('keepalive: the request is sent with fetch keepalive (it outlives the page)', async () => {
    const { http, calls } = setup(envelope(200));
    await http.post('api/statistics', { url: 'pages/a/a' }, { keepalive: true });
    await http.post('api/statistics', { url: 'pages/b/b' });
    expect(calls[0]!.keepalive).toBe(true);
    expect(calls[1]!.keepalive).toBeUndefined();
  });

  it('extra headers replace the common ones whatever their case', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('api/x', {}, { headers: { 'x-client': 'other', 'X-Extra': '1' } });
    const h = calls[0]!.headers;
    expect(Object.keys(h).filter((k) => k.toLowerCase() === 'x-client')).toEqual(['x-client']);
    expect(h['x-client']).toBe('other');
    expect(h['X-Extra']).toBe('1');
  });

  it('reports the X-Server-Time header', async () => {
    // The transports hand the wrapper lower-case header names.
    const { http, env } = setup({ ...envelope(200), headers: { 'x-server-time': '1700000000' } });
    await http.get('api/index');
    expect(env.onServerTime).toHaveBeenCalledExactlyOnceWith(1700000000);
  });

  it('does not report a missing or invalid X-Server-Time', async () => {
    const { http, env } = setup({ ...envelope(200), headers: { 'x-server-time': 'soon' } });
    await http.get('api/index');
    await http.get('api/index');
    expect(env.onServerTime).not.toHaveBeenCalled();
  });

  it.each(['CONNECT', 'TRACE'] as const)(
    'rejects %s with a clear error and sends nothing',
    async (method) => {
      const { http, transport } = setup(envelope(200));
      await expect(http.request({ url: 'api/x', method })).rejects.toThrow(
        `${method} requests cannot be sent from a browser`,
      );
      expect(transport).not.toHaveBeenCalled();
    },
  );

  it('sends PUT with a form body and DELETE with a query', async () => {
    const { http, calls } = setup(envelope(200));
    await http.request({ url: 'api/x', method: 'PUT', data: { a: 1 } });
    await http.request({ url: 'api/x', method: 'DELETE', data: { id: 2 } });
    expect(calls[0]!.body).toBe('a=1');
    expect(sentUrl(calls[1]!).searchParams.get('id')).toBe('2');
    expect(calls[1]!.body).toBeUndefined();
  });

  it.each(['HEAD', 'OPTIONS'] as const)(
    '%s resolves a bare OK envelope from an empty body and reports X-Server-Time',
    async (method) => {
      const { http, env, calls } = setup({ data: '', headers: { 'x-server-time': '1700000002' } });
      await expect(http.request({ url: 'api/x', method, data: { a: 1 } })).resolves.toEqual({
        code: 200,
        message: '',
        data: null,
      });
      expect(sentUrl(calls[0]!).searchParams.get('a')).toBe('1');
      expect(env.onServerTime).toHaveBeenCalledWith(1700000002);
    },
  );
});

describe('createHttp: reply codes', () => {
  it('code 200 resolves the envelope without a toast', async () => {
    const { http, env } = setup(envelope(200, 'ok', { id: 1 }));
    await expect(http.get('api/x')).resolves.toEqual({ code: 200, message: 'ok', data: { id: 1 } });
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.logout).not.toHaveBeenCalled();
  });

  it('401: toasts the server message, logs out, saves the full path, goes to login after 1 s, rejects', async () => {
    const { http, env } = setup(envelope(401, 'please log in'), {
      path: 'pages/goods/detail?id=5&type=2',
    });
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(401);
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('please log in');
    expect(env.logout).toHaveBeenCalledOnce();
    expect(env.saveReturnTarget).toHaveBeenCalledExactlyOnceWith('pages/goods/detail?id=5&type=2');
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.timers).toHaveLength(1);
    expect(env.timers[0]!.ms).toBe(1000);
    env.runTimers();
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('pages/login/login');
  });

  it('401 with an empty message toasts the login-expired message', async () => {
    const { http, env } = setup(envelope(401, ''));
    await expect(http.get('api/x')).rejects.toThrow('login expired');
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('login expired');
  });

  it('202 with an empty message also toasts the login-expired message', async () => {
    const { http, env } = setup(envelope(202, ''));
    await expect(http.get('api/x')).rejects.toBeInstanceOf(HttpError);
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('login expired');
  });

  it.each([406, 202])(
    '%s logs out and goes to login but does not save the return target',
    async (code) => {
      const { http, env } = setup(envelope(code, 'logged in elsewhere'));
      await expect(http.get('api/x')).rejects.toBeInstanceOf(HttpError);
      expect(env.toast).toHaveBeenCalledExactlyOnceWith('logged in elsewhere');
      expect(env.logout).toHaveBeenCalledOnce();
      expect(env.saveReturnTarget).not.toHaveBeenCalled();
      expect(env.timers.map((t) => t.ms)).toEqual([1000]);
      env.runTimers();
      expect(env.navigate).toHaveBeenCalledExactlyOnceWith('pages/login/login');
    },
  );

  it.each([
    'pages/login/login',
    'pages/public/login',
    'pages/login/register?a=1',
    'pages/public/register',
  ])('on the login page %s: logs out but neither saves a target nor navigates', async (path) => {
    for (const code of [401, 406, 202]) {
      const { http, env } = setup(envelope(code, 'x'), { path });
      await expect(http.get('api/x')).rejects.toBeInstanceOf(HttpError);
      expect(env.logout).toHaveBeenCalledOnce();
      expect(env.saveReturnTarget).not.toHaveBeenCalled();
      env.runTimers();
      expect(env.navigate).not.toHaveBeenCalled();
    }
  });

  it('several 401s at once navigate to login once', async () => {
    const { http, env } = setup(envelope(401, 'x'));
    await Promise.allSettled([http.get('api/a'), http.get('api/b')]);
    expect(env.logout).toHaveBeenCalledTimes(2);
    expect(env.timers).toHaveLength(1);
    env.runTimers();
    expect(env.navigate).toHaveBeenCalledOnce();
  });

  it.each([403, 422])('%s toasts the message and rejects', async (code) => {
    const { http, env } = setup(envelope(code, 'nope'));
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(code);
    expect((err as HttpError).message).toBe('nope');
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('nope');
    expect(env.logout).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('423 toasts the message and resolves', async () => {
    const { http, env } = setup(envelope(423, 'locked', null));
    await expect(http.get('api/x')).resolves.toEqual({ code: 423, message: 'locked', data: null });
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('locked');
  });

  it('237 shows a modal, then goes home, and rejects', async () => {
    let closeModal: () => void = () => undefined;
    const { transport } = fakeTransport(envelope(237, 'closed to you'));
    const env = fakeEnv(transport);
    env.alert.mockImplementation(() => new Promise<void>((r) => (closeModal = r)));
    const http = createHttp(env);
    const p = http.get('api/x');
    let settled = false;
    p.catch(() => undefined).finally(() => (settled = true));
    await vi.waitFor(() => expect(env.alert).toHaveBeenCalledExactlyOnceWith('closed to you'));
    // Nothing happens until the modal is confirmed.
    expect(env.navigate).not.toHaveBeenCalled();
    expect(settled).toBe(false);
    closeModal();
    const err = await p.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(237);
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('pages/index/index');
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.logout).not.toHaveBeenCalled();
  });

  it('237 on requests made together shows one modal and goes home once', async () => {
    let closeModal: () => void = () => undefined;
    const { transport } = fakeTransport(envelope(237, 'closed to you'));
    const env = fakeEnv(transport);
    env.alert.mockImplementation(() => new Promise<void>((r) => (closeModal = r)));
    const http = createHttp(env);
    const all = Promise.allSettled([http.get('api/a'), http.get('api/b'), http.get('api/c')]);
    await vi.waitFor(() => expect(env.alert).toHaveBeenCalledTimes(1));
    closeModal();
    const results = await all;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('pages/index/index');
  });

  it('another code with an empty message resolves without a toast (the quirky successes)', async () => {
    const { http, env } = setup(envelope(0, '', { on: 1 }));
    await expect(http.get('api/v3/kf')).resolves.toEqual({ code: 0, message: '', data: { on: 1 } });
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('another code with a message toasts it and resolves', async () => {
    const { http, env } = setup(envelope(500, 'try later'));
    await expect(http.get('api/x')).resolves.toMatchObject({ code: 500 });
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('try later');
  });

  it('an empty message never toasts', async () => {
    for (const code of [403, 422, 423, 406, 1, 0]) {
      const { http, env } = setup(envelope(code, ''));
      await http.get('api/x').catch(() => undefined);
      expect(env.toast, String(code)).not.toHaveBeenCalled();
    }
  });

  it('a non-200 HTTP status rejects with that status, without toasts or logout', async () => {
    for (const status of [500, 404, 201]) {
      const { http, env } = setup({ status, data: { code: 200, message: 'x', data: null } });
      const err = await http.get('api/x').catch((e: unknown) => e);
      expect(err, String(status)).toBeInstanceOf(HttpError);
      expect((err as HttpError).code).toBe(status);
      expect((err as HttpError).message).toBe(`Request failed with status code ${status}`);
      expect(env.toast).not.toHaveBeenCalled();
    }
  });

  it('a 200 whose body is not a JSON object rejects clearly, without toasts or logout', async () => {
    for (const data of ['<html>proxy</html>', '', null, [1, 2]]) {
      const { http, env } = setup({ data, headers: { 'x-server-time': '1700000003' } });
      const err = await http.get('api/x').catch((e: unknown) => e);
      expect(err, JSON.stringify(data)).toBeInstanceOf(HttpError);
      expect((err as HttpError).message).toMatch(/did not answer JSON/);
      expect((err as HttpError).code).toBe(200);
      expect((err as HttpError).envelope).toBeNull();
      expect(env.toast).not.toHaveBeenCalled();
      expect(env.logout).not.toHaveBeenCalled();
      // The clock was still heard: the answer came from somewhere that sent it.
      expect(env.onServerTime).toHaveBeenCalledWith(1700000003);
    }
  });

  it('an HTTP 401 logs out, saves the full path and goes to login like reply code 401', async () => {
    const { http, env } = setup(
      { status: 401, data: { code: 401, message: '', data: null } },
      { path: 'pages/user/user?tab=2' },
    );
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect((err as HttpError).code).toBe(401);
    expect(env.toast).toHaveBeenCalledTimes(1);
    expect(env.logout).toHaveBeenCalledTimes(1);
    expect(env.saveReturnTarget).toHaveBeenCalledWith('pages/user/user?tab=2');
    env.runTimers();
    expect(env.navigate).toHaveBeenCalledWith('pages/login/login');
  });

  it('a network failure rejects', async () => {
    const { http, env } = setup(() => {
      throw axiosFailure('Network Error', AxiosError.ERR_NETWORK);
    });
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Network Error');
    expect((err as HttpError).code).toBe(0);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it("a timeout rejects with axios's message as a code-0 HttpError, not a cancel", async () => {
    const { http } = setup(() => {
      throw axiosFailure('timeout of 5000ms exceeded', AxiosError.ECONNABORTED);
    });
    const err = await http.get('api/x', {}, { timeout: 5000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(0);
    expect((err as HttpError).message).toBe('timeout of 5000ms exceeded');
  });
});

describe('createHttp: cancel', () => {
  it('an AbortController abort during the request rejects with "handle cancel"', async () => {
    const { http, env } = setup(
      (req) =>
        new Promise<Reply>((_resolve, reject) => {
          req.signal?.addEventListener('abort', () => reject(abortError()));
        }),
    );
    const ctrl = new AbortController();
    const p = http.get('api/slow', {}, { signal: ctrl.signal });
    ctrl.abort();
    await expect(p).rejects.toThrow(CANCEL_MESSAGE);
    await expect(p).rejects.not.toBeInstanceOf(HttpError);
    expect(CANCEL_MESSAGE).toBe('handle cancel');
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('an already aborted signal rejects with "handle cancel" without sending', async () => {
    const { http, transport } = setup(envelope(200));
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(http.post('api/x', { a: 1 }, { signal: ctrl.signal })).rejects.toThrow(
      'handle cancel',
    );
    await expect(
      http.upload({ url: 'api/upload', file: new Blob(['x']), signal: ctrl.signal }),
    ).rejects.toThrow('handle cancel');
    await expect(http.download('u/1.png', ctrl.signal)).rejects.toThrow('handle cancel');
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('createHttp: upload', () => {
  it('sends multipart FormData with the file under the field name and no content-type header', async () => {
    const { http, calls, env } = setup(
      { ...envelope(200, '', { url: '/u/1.png' }), headers: { 'x-server-time': '1700000001' } },
      { token: 'up' },
    );
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    const res = await http.upload({
      url: 'api/upload',
      file,
      fileName: 'a.png',
      name: 'avatar',
      formData: { kind: 'avatar' },
      headers: { 'X-Extra': '1' },
      loginRequired: true,
    });
    expect(res.data).toEqual({ url: '/u/1.png' });
    const config = calls[0]!;
    expect(config.method).toBe('POST');
    const url = sentUrl(config);
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/upload');
    expect(config.body).toBeInstanceOf(FormData);
    expect(config.timeoutMs).toBe(60000);
    const form = config.body as FormData;
    expect(form.get('kind')).toBe('avatar');
    expect(form.get('token')).toBe('up');
    const sent = form.get('avatar');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('a.png');
    expect(await (sent as Blob).text()).toBe('png-bytes');
    // No content type: the browser writes multipart's with its boundary.
    expect(Object.keys(config.headers).map((k) => k.toLowerCase())).not.toContain('content-type');
    expect(header(config, 'Authorization')).toBe('Bearer up');
    expect(header(config, 'X-Extra')).toBe('1');
    // No progress asked for: the default transport may use fetch.
    expect(config.onUploadProgress).toBeUndefined();
    expect(sentUrl(config).searchParams.get('timestamp')).toMatch(/^\d+$/);
    expect(env.onServerTime).toHaveBeenCalledWith(1700000001);
  });

  it('defaults the field name to "file"', async () => {
    const { http, calls } = setup(envelope(200));
    await http.upload({ url: 'api/upload', file: new Blob(['x']) });
    expect((calls[0]!.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect((calls[0]!.body as FormData).get('token')).toBeNull();
  });

  it('reports progress as a fraction when asked', async () => {
    const { http, calls } = setup(envelope(200));
    const seen: number[] = [];
    await http.upload({
      url: 'api/upload',
      file: new Blob(['x']),
      onProgress: (f) => seen.push(f),
    });
    expectFractions(calls[0]!, seen);
  });

  it('a login-required upload without a token sends nothing and goes to login', async () => {
    const { http, env, transport } = setup(envelope(200), { token: null });
    await expect(
      http.upload({ url: 'api/upload', file: new Blob(['x']), loginRequired: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(transport).not.toHaveBeenCalled();
    expect(env.saveReturnTarget).toHaveBeenCalledOnce();
    env.runTimers();
    expect(env.navigate).toHaveBeenCalledWith('pages/login/login');
  });

  it('handles the reply codes like other requests', async () => {
    const { http, env } = setup(envelope(422, 'too large'));
    await expect(http.upload({ url: 'api/upload', file: new Blob(['x']) })).rejects.toThrow(
      'too large',
    );
    expect(env.toast).toHaveBeenCalledWith('too large');
  });
});

describe('createMerchantHttp', () => {
  function merchantSetup(
    reply: Parameters<typeof fakeTransport>[0],
    opts: { token?: string | null; path?: string } = {},
  ) {
    const { transport, calls } = fakeTransport(reply);
    const env = {
      base: () => 'https://merchant.example.com',
      token: () => (opts.token === undefined ? 'mtok' : opts.token),
      language: () => 'zh-CN',
      currentPath: () => opts.path ?? 'pages/guishang/index/index?tab=2',
      navigate: vi.fn<(p: string) => void>(),
      saveReturnTarget: vi.fn<(p: string) => void>(),
      logout: vi.fn<() => void>(),
      alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
      toast: vi.fn<(m: string) => void>(),
      adapter: transport,
    } satisfies MerchantHttpEnv;
    return { http: createMerchantHttp(env), env, calls, transport };
  }

  it('sends Authorization with the merchant token and resolves a code 1 success', async () => {
    const { http, calls, env } = merchantSetup(envelope(1, '', { data: { merchant_id: 1 } }));
    await expect(http.get('api/admin/info', { token: 'mtok', device_name: 'pc' })).resolves.toEqual(
      {
        code: 1,
        message: '',
        data: { data: { merchant_id: 1 } },
      },
    );
    const config = calls[0]!;
    const url = sentUrl(config);
    expect(url.origin + url.pathname).toBe('https://merchant.example.com/api/admin/info');
    // The merchant API takes no timestamp.
    expect(url.searchParams.has('timestamp')).toBe(false);
    expect(header(config, 'Authorization')).toBe('Bearer mtok');
    expect(header(config, 'X-Client')).toBe('kiosk');
    expect(sentUrl(config).searchParams.get('device_name')).toBe('pc');
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('sends the terminal id on every request when the kiosk has one (session bound to it)', async () => {
    const { transport, calls } = fakeTransport(envelope(1));
    const http = createMerchantHttp({
      base: () => 'https://merchant.example.com',
      token: () => 'mtok',
      terminalId: () => 'terminal-abc123',
      language: () => 'zh-CN',
      currentPath: () => 'pages/guishang/index/index',
      navigate: vi.fn(),
      saveReturnTarget: vi.fn(),
      logout: vi.fn(),
      alert: () => Promise.resolve(),
      toast: vi.fn(),
      adapter: transport,
    });
    await http.get('api/admin/cabinet/list');
    await http.post('api/admin/stock/in', { location_id: 1 });
    expect(calls.map((c) => header(c, 'X-Terminal-Id'))).toEqual([
      'terminal-abc123',
      'terminal-abc123',
    ]);
  });

  it('sends no Authorization without a merchant token and form-encodes POST bodies', async () => {
    const { http, calls } = merchantSetup(envelope(1), { token: null });
    await http.post('api/admin/login', { account: 'a', password: 'p w' });
    const config = calls[0]!;
    expect(header(config, 'Authorization')).toBeFalsy();
    expect(header(config, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(config.body).toBe('account=a&password=p%20w');
    expect(config.url).toBe('https://merchant.example.com/api/admin/login');
  });

  it('HTTP 401: logs out, saves the return target, goes to the merchant login, rejects', async () => {
    const { http, env } = merchantSetup({ status: 401, data: { message: 'token revoked' } });
    const err = await http.get('api/admin/cabinet/list').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(401);
    expect(env.logout).toHaveBeenCalledOnce();
    expect(env.saveReturnTarget).toHaveBeenCalledExactlyOnceWith(
      'pages/guishang/index/index?tab=2',
    );
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('pages/guishang/login/login');
    expect(MERCHANT_LOGIN_PAGE).toBe('pages/guishang/login/login');
  });

  it('HTTP 401 on the merchant login page does not navigate', async () => {
    const { http, env } = merchantSetup(
      { status: 401, data: {} },
      { path: 'pages/guishang/login/login' },
    );
    await expect(http.post('api/admin/login', {})).rejects.toBeInstanceOf(HttpError);
    expect(env.saveReturnTarget).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('HTTP 422: a modal with the message, then rejects', async () => {
    const { http, env } = merchantSetup({ status: 422, data: { message: 'wrong password' } });
    await expect(http.post('api/admin/login', {})).rejects.toThrow('wrong password');
    expect(env.alert).toHaveBeenCalledExactlyOnceWith('wrong password');
    expect(env.logout).not.toHaveBeenCalled();
  });

  it('HTTP 422 with inlineRefusal: no modal (the screen shows it), still rejects (issue 18)', async () => {
    const { http, env } = merchantSetup({ status: 422, data: { message: 'not enough stock' } });
    const err = await http
      .call('POST', 'api/admin/stock/out', {}, { inlineRefusal: true })
      .catch((e: unknown) => e);
    expect((err as HttpError).message).toBe('not enough stock');
    expect((err as HttpError).code).toBe(422);
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('other HTTP failures reject', async () => {
    const { http, env } = merchantSetup({ status: 500, data: 'boom' });
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect((err as HttpError).code).toBe(500);
    expect((err as HttpError).message).toBe('Request failed with status code 500');
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('HTTP 423 toasts the message and rejects', async () => {
    const { http, env } = merchantSetup({ status: 423, data: { message: 'cabinet locked' } });
    await expect(http.post('api/admin/x', {})).rejects.toThrow('cabinet locked');
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('cabinet locked');
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('a 200 that is not JSON rejects clearly; network failures pass through', async () => {
    const bad = merchantSetup({ data: '<html>portal</html>' });
    await expect(bad.http.get('api/x')).rejects.toThrow(/did not answer JSON/);
    expect(bad.env.alert).not.toHaveBeenCalled();
    const off = merchantSetup(() => {
      throw axiosFailure('Network Error', AxiosError.ERR_NETWORK);
    });
    const err = await off.http.get('api/x').catch((e: unknown) => e);
    expect((err as HttpError).code).toBe(0);
    expect(off.env.logout).not.toHaveBeenCalled();
  });

  it('upload: multipart FormData with the file as "file", the bearer token, no content type', async () => {
    const { http, calls } = merchantSetup(envelope(1, '', { url: '/uploads/a.png' }));
    const res = await http.upload<{ url: string }>({
      url: 'api/admin/upload/image',
      file: new Blob(['png-bytes'], { type: 'image/png' }),
      fileName: 'a.png',
      formData: { kind: 'goods' },
    });
    expect(res.data).toEqual({ url: '/uploads/a.png' });
    const config = calls[0]!;
    expect(config.method).toBe('POST');
    expect(config.url).toBe('https://merchant.example.com/api/admin/upload/image');
    const form = config.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('goods');
    // The merchant token goes in the header, never in the body.
    expect(form.get('token')).toBeNull();
    const sent = form.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(await sent.text()).toBe('png-bytes');
    expect(header(config, 'Content-Type')).toBeUndefined();
    expect(header(config, 'Authorization')).toBe('Bearer mtok');
    expect(header(config, 'X-Client')).toBe('kiosk');
  });

  it('upload: reports progress as a fraction when asked', async () => {
    const { http, calls } = merchantSetup(envelope(1, '', { url: '/u.png' }));
    const seen: number[] = [];
    await http.upload({
      url: 'api/admin/upload/image',
      file: new Blob(['x']),
      onProgress: (f) => seen.push(f),
    });
    expectFractions(calls[0]!, seen);
  });

  it('upload: HTTP 422 shows the modal and rejects; HTTP 401 goes to the merchant login', async () => {
    const bad = merchantSetup({ status: 422, data: { message: 'file: not an image' } });
    await expect(
      bad.http.upload({ url: 'api/admin/upload/image', file: new Blob(['x']) }),
    ).rejects.toThrow('file: not an image');
    expect(bad.env.alert).toHaveBeenCalledExactlyOnceWith('file: not an image');
    const gone = merchantSetup({ status: 401, data: {} });
    const err = await gone.http
      .upload({ url: 'api/admin/upload/image', file: new Blob(['x']) })
      .catch((e: unknown) => e);
    expect((err as HttpError).code).toBe(401);
    expect(gone.env.logout).toHaveBeenCalledOnce();
    expect(gone.env.navigate).toHaveBeenCalledWith(MERCHANT_LOGIN_PAGE);
  });

  it('cancel rejects with "handle cancel" and CONNECT is refused', async () => {
    const { http } = merchantSetup(envelope(1));
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(http.get('api/x', {}, { signal: ctrl.signal })).rejects.toThrow('handle cancel');
    await expect(http.request({ url: 'api/x', method: 'CONNECT' })).rejects.toThrow(
      /cannot be sent/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// axios's own adapter end to end, against a local HTTP server (no `adapter` in the env). The
// unit environment is Node, so axios picks its http adapter; the browser build picks XHR.

/**
 * The few parts of Node's `http` these tests use. The renderer's tsconfig has no Node types (the
 * app never runs on Node), so the module is imported by a computed name and typed here.
 */
interface NodeRequest {
  url?: string;
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', fn: (chunk: { toString(enc: string): string }) => void): void;
  on(event: 'end', fn: () => void): void;
}
interface NodeResponse {
  writeHead(status: number, headers?: Record<string, string>): NodeResponse;
  end(body?: string): void;
}
interface NodeServer {
  listen(port: number, host: string, fn: () => void): void;
  address(): { port: number };
  closeAllConnections(): void;
  close(fn: () => void): void;
}
interface NodeHttp {
  createServer(fn: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

async function withServer(
  handler: (req: NodeRequest, body: string, res: NodeResponse) => void,
): Promise<{ base: string; close: () => Promise<void> }> {
  const name = 'node:http';
  const http = (await import(/* @vite-ignore */ name)) as NodeHttp;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c.toString('latin1')));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

function liveEnv(base: string, token: string | null = 'live'): FakeEnv {
  const env = fakeEnv(undefined as unknown as HttpAdapter, { token });
  delete env.adapter;
  env.base = () => base;
  return env;
}

describe("axios's default adapter, end to end", () => {
  it('GET and POST: URL, headers, form body, JSON answer, X-Server-Time', async () => {
    const seen: {
      url?: string;
      method?: string;
      headers: NodeRequest['headers'];
      body: string;
    }[] = [];
    const srv = await withServer((req, body, res) => {
      seen.push({ url: req.url, method: req.method, headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Server-Time': '1700000005' });
      res.end(JSON.stringify({ code: 200, message: '', data: { id: 1 } }));
    });
    try {
      const env = liveEnv(srv.base);
      const api = createHttp(env);
      await expect(api.get('api/goods', { id: 7, f: { c: 3 } })).resolves.toEqual({
        code: 200,
        message: '',
        data: { id: 1 },
      });
      await api.post('api/cart/add', { goods_id: 3 }, { loginRequired: true });
      expect(seen[0]!.url).toMatch(/^\/api\/goods\?timestamp=\d+&id=7&f\[c\]=3$/);
      expect(seen[0]!.headers).toMatchObject({
        accept: 'application/json',
        authorization: 'Bearer live',
        token: 'live',
        'x-client': 'h5',
        'accept-language': 'zh-CN',
      });
      expect(seen[1]!.method).toBe('POST');
      expect(seen[1]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(seen[1]!.body).toBe('goods_id=3&token=live');
      expect(env.onServerTime).toHaveBeenCalledWith(1700000005);
    } finally {
      await srv.close();
    }
  });

  it('non-200 rejects with the status; HTTP 401 goes to login; a 200 that is not JSON rejects', async () => {
    const srv = await withServer((req, _body, res) => {
      if (req.url!.includes('gone')) res.writeHead(401).end('');
      else if (req.url!.includes('portal')) res.writeHead(200).end('<html>portal</html>');
      else res.writeHead(502).end('<h1>oops</h1>');
    });
    try {
      const env = liveEnv(srv.base);
      const api = createHttp(env);
      const bad = await api.get('api/x').catch((e: unknown) => e);
      expect((bad as HttpError).code).toBe(502);
      expect(env.toast).not.toHaveBeenCalled();
      const portal = await api.get('api/portal').catch((e: unknown) => e);
      expect((portal as HttpError).message).toMatch(/did not answer JSON/);
      const gone = await api.get('api/gone').catch((e: unknown) => e);
      expect((gone as HttpError).code).toBe(401);
      expect((gone as HttpError).reported).toBe(true);
      expect(env.logout).toHaveBeenCalledOnce();
    } finally {
      await srv.close();
    }
  });

  it('a timeout is a code-0 HttpError with axios\'s message; an abort is "handle cancel"', async () => {
    const srv = await withServer(() => undefined); // never answers
    try {
      const api = createHttp(liveEnv(srv.base));
      const slow = await api.get('api/slow', {}, { timeout: 50 }).catch((e: unknown) => e);
      expect(slow).toBeInstanceOf(HttpError);
      expect((slow as HttpError).code).toBe(0);
      expect((slow as HttpError).message).toBe('timeout of 50ms exceeded');
      const ctrl = new AbortController();
      const p = api.get('api/slow', {}, { signal: ctrl.signal }).catch((e: unknown) => e);
      setTimeout(() => ctrl.abort(), 20);
      const cancelled = await p;
      expect(cancelled).not.toBeInstanceOf(HttpError);
      expect((cancelled as Error).message).toBe(CANCEL_MESSAGE);
    } finally {
      await srv.close();
    }
  });

  it('a refused connection is HttpError code 0', async () => {
    const srv = await withServer(() => undefined);
    const base = srv.base;
    await srv.close();
    const err = await createHttp(liveEnv(base))
      .get('api/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(0);
  });

  it('upload: multipart with the file, the token field, progress; merchant 422 reaches the modal', async () => {
    const seen: { type: string; body: string }[] = [];
    const srv = await withServer((req, body, res) => {
      seen.push({ type: String(req.headers['content-type']), body });
      if (req.url!.startsWith('/api/admin')) {
        res.writeHead(422, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'file: not an image' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: '', data: { url: '/u/a.png' } }));
    });
    try {
      const fractions: number[] = [];
      const res = await createHttp(liveEnv(srv.base, 'up')).upload({
        url: 'api/upload',
        file: new Blob(['png-bytes']),
        fileName: 'a.png',
        loginRequired: true,
        onProgress: (f) => fractions.push(f),
      });
      expect(res.data).toEqual({ url: '/u/a.png' });
      // The multipart content type with its boundary is the browser's to write (the wrapper sends
      // none); Node's adapter streams the parts without it.
      expect(seen[0]!.body).toMatch(/^--/);
      expect(seen[0]!.body).toContain('filename="a.png"');
      expect(seen[0]!.body).toContain('png-bytes');
      expect(seen[0]!.body).toMatch(/name="token"\r\n\r\nup/);
      expect(fractions.at(-1)).toBe(1);

      const menv = {
        base: () => srv.base,
        token: () => 'mtok',
        language: () => 'zh-CN',
        currentPath: () => 'pages/guishang/index/index',
        navigate: vi.fn<(p: string) => void>(),
        saveReturnTarget: vi.fn<(p: string) => void>(),
        logout: vi.fn<() => void>(),
        alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
        toast: vi.fn<(m: string) => void>(),
      } satisfies MerchantHttpEnv;
      await expect(
        createMerchantHttp(menv).upload({ url: 'api/admin/upload/image', file: new Blob(['x']) }),
      ).rejects.toThrow('file: not an image');
      expect(menv.alert).toHaveBeenCalledExactlyOnceWith('file: not an image');
    } finally {
      await srv.close();
    }
  });
});

// issue 25 §7 (electron-http): default headers and uploads
describe('default headers: JSON content type and Accept JSON unless the call overrides them', () => {
  function merchant(transport: HttpAdapter) {
    return createMerchantHttp({
      base: () => 'https://merchant.example.com',
      token: () => 'mtok',
      language: () => 'zh-CN',
      currentPath: () => 'pages/guishang/index/index',
      navigate: vi.fn<(p: string) => void>(),
      saveReturnTarget: vi.fn<(p: string) => void>(),
      logout: vi.fn<() => void>(),
      alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
      toast: vi.fn<(m: string) => void>(),
      adapter: transport,
    });
  }

  it('GET carries both, consumer and merchant, with no body', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('api/index', { id: 1 });
    const m = fakeTransport(envelope(1));
    await merchant(m.transport).get('api/admin/goods', { page: 1 });
    for (const req of [calls[0]!, m.calls[0]!]) {
      expect(header(req, 'Accept')).toBe('application/json');
      expect(header(req, 'Content-Type')).toBe('application/json');
      expect(req.body).toBeNull();
    }
  });

  it('a POST asking for JSON sends a JSON body with both headers', async () => {
    const { http, calls } = setup(envelope(200));
    await http.post(
      'api/x',
      { a: 1, b: { c: 'd' } },
      { headers: { 'Content-Type': 'application/json' } },
    );
    const req = calls[0]!;
    expect(header(req, 'Accept')).toBe('application/json');
    expect(header(req, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(req.body as string)).toEqual({ a: 1, b: { c: 'd' } });
  });

  it('a form POST (the default) stays form-encoded, consumer and merchant', async () => {
    const { http, calls } = setup(envelope(200));
    await http.post('api/x', { a: 1 });
    const m = fakeTransport(envelope(1));
    await merchant(m.transport).post('api/admin/x', { a: 1 });
    for (const req of [calls[0]!, m.calls[0]!]) {
      expect(header(req, 'Content-Type')).toBe('application/x-www-form-urlencoded');
      expect(header(req, 'Accept')).toBe('application/json');
      expect(req.body).toBe('a=1');
    }
  });

  it("a caller's own headers win, in any case", async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('api/x', {}, { headers: { accept: 'text/csv', 'content-type': 'text/plain' } });
    await http.post('api/x', { a: 1 }, { headers: { 'content-type': 'text/plain' } });
    expect(header(calls[0]!, 'Accept')).toBe('text/csv');
    expect(header(calls[0]!, 'Content-Type')).toBe('text/plain');
    expect(Object.keys(calls[0]!.headers).filter((k) => /^content-type$/i.test(k))).toHaveLength(1);
    expect(header(calls[1]!, 'Content-Type')).toBe('text/plain');
  });

  it('DELETE and OPTIONS (fields in the query, no body) send no content type', async () => {
    const { http, calls } = setup(envelope(200));
    await http.request({ url: 'api/x', method: 'DELETE', data: { id: 1 } });
    await http.request({ url: 'api/x', method: 'OPTIONS' });
    for (const req of calls) {
      expect(header(req, 'Content-Type')).toBeUndefined();
      expect(header(req, 'Accept')).toBe('application/json');
      expect(req.body).toBeUndefined();
    }
    expect(sentUrl(calls[0]!).searchParams.get('id')).toBe('1');
  });

  it('uploads drop any content type the caller passes: multipart FormData, no caller type', async () => {
    const { http, calls } = setup(envelope(200));
    await http.upload({
      url: 'api/upload',
      file: new Blob(['x']),
      headers: { 'content-type': 'application/json', 'X-Extra': '1' },
    });
    await http.upload({
      url: 'api/upload',
      file: new Blob(['x']),
      headers: { 'Content-Type': 'text/plain' },
    });
    const m = fakeTransport(envelope(1));
    await merchant(m.transport).upload({
      url: 'api/admin/upload/image',
      file: new Blob(['x']),
      headers: { 'CONTENT-TYPE': 'application/json' },
    });
    for (const req of [...calls, m.calls[0]!]) {
      expect(req.body).toBeInstanceOf(FormData);
      expect(header(req, 'Content-Type')).toBeUndefined();
      expect(header(req, 'Accept')).toBe('application/json');
    }
    expect(header(calls[0]!, 'X-Extra')).toBe('1');
  });

  it('downloads (a file, not JSON) send no content type', async () => {
    const { http, calls } = setup({ data: 'bytes' });
    await http.download('u/1.png');
    expect(header(calls[0]!, 'Content-Type')).toBeUndefined();
  });

  it("on the wire (axios's Node adapter): GET carries the JSON content type, POST the form's", async () => {
    const seen: { method?: string; headers: NodeRequest['headers']; body: string }[] = [];
    const srv = await withServer((req, body, res) => {
      seen.push({ method: req.method, headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: '', data: null }));
    });
    try {
      const api = createHttp(liveEnv(srv.base));
      await api.get('api/a');
      await api.post('api/b', { x: 1 });
      expect(seen[0]!.method).toBe('GET');
      expect(seen[0]!.headers).toMatchObject({
        accept: 'application/json',
        'content-type': 'application/json',
      });
      expect(seen[0]!.body).toBe('');
      expect(seen[1]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(seen[1]!.body).toBe('x=1');
    } finally {
      await srv.close();
    }
  });
});

// issue 21: the h5 boot script starts the first view's requests before the app's code arrives
describe('answers the boot script started', () => {
  const boot = (responses: Record<string, Promise<unknown>>) =>
    vi.stubGlobal('__shopBoot', { lang: 'zh-CN', route: '', responses });
  const answer = (data: unknown) =>
    Promise.resolve({
      status: 200,
      headers: 'content-type: application/json\r\nx-server-time: 1700000000\r\n',
      body: JSON.stringify({ code: 200, message: '', data }),
    });

  it('takes the started answer of the same GET once, without sending it again', async () => {
    boot({
      [requestKey('https://api.example.com/api/getBannerList?position=home')]: answer({ n: 1 }),
    });
    const { http, calls, env } = setup(envelope(200, '', { n: 2 }));
    const first = await http.get('api/getBannerList', { position: 'home' });
    expect(first.data).toEqual({ n: 1 });
    expect(calls).toHaveLength(0);
    // the interceptors ran on it as on a network answer
    expect(env.onServerTime).toHaveBeenCalledWith(1700000000);
    const second = await http.get('api/getBannerList', { position: 'home' });
    expect(second.data).toEqual({ n: 2 });
    expect(calls).toHaveLength(1);
  });

  it('sends the request when the started one failed, and leaves other requests alone', async () => {
    boot({
      [requestKey('https://api.example.com/api/index?')]: Promise.reject(new Error('offline')),
      [requestKey('https://api.example.com/api/x?position=home')]: answer({ n: 1 }),
    });
    const { http, calls } = setup(envelope(200, '', { n: 2 }));
    expect((await http.get('api/index')).data).toEqual({ n: 2 });
    expect((await http.get('api/x', { position: 'cart' })).data).toEqual({ n: 2 });
    expect((await http.post('api/x', { position: 'home' })).data).toEqual({ n: 2 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'POST']);
  });
});
