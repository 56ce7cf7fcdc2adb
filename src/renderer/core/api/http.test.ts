import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANCEL_MESSAGE,
  createHttp,
  createMerchantHttp,
  HttpError,
  isLoginPage,
  joinUrl,
  MERCHANT_LOGIN_PAGE,
  type HttpEnv,
  type MerchantHttpEnv,
  type Transport,
  type TransportRequest,
} from './http';

type Reply = { data?: unknown; status?: number; headers?: Record<string, string> };

/**
 * A fake transport in the wrapper's seam. Like the real ones it resolves for every HTTP status
 * (the wrapper decides what is a success) and hands back lower-case header names.
 */
function fakeTransport(reply: Reply | ((req: TransportRequest) => Reply | Promise<Reply>)) {
  const calls: TransportRequest[] = [];
  const transport = vi.fn<Transport>(async (req) => {
    calls.push(req);
    const r = typeof reply === 'function' ? await reply(req) : reply;
    return { status: r.status ?? 200, headers: r.headers ?? {}, data: r.data };
  });
  return { transport, calls };
}

function abortError(): Error {
  const err = new Error('aborted');
  err.name = 'AbortError';
  return err;
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
  transport: Transport,
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
    transport,
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
function expectFractions(req: TransportRequest, seen: number[]): void {
  const report = req.onUploadProgress!;
  report({ loaded: 5, total: 10 });
  report({ loaded: 12, total: 10 });
  report({ loaded: 3, total: undefined });
  report({ loaded: 3, total: 0 });
  expect(seen).toEqual([0.5, 1]);
}

function sentUrl(req: TransportRequest): URL {
  return new URL(req.url);
}

/** Header names are case-insensitive. */
function header(req: TransportRequest, name: string): string | undefined {
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
    expect(config.body).toBeUndefined();
    expect(header(config, 'Content-Type')).toBeUndefined();
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
      throw new HttpError('Network Error', 0);
    });
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Network Error');
    expect((err as HttpError).code).toBe(0);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it("a timeout rejects with the transport's code-0 HttpError, not a cancel", async () => {
    const { http } = setup(() => {
      throw new HttpError('timeout of 5000ms exceeded', 0);
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
      transport,
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
      transport,
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
      throw new HttpError('Network Error', 0);
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
// The default transports, on stubbed platform APIs (no `transport` in the env).

function platformEnv(opts: { token?: string | null } = {}): FakeEnv {
  const env = fakeEnv(undefined as unknown as Transport, opts);
  delete env.transport;
  return env;
}

function merchantPlatformEnv() {
  return {
    base: () => 'https://merchant.example.com',
    token: () => 'mtok',
    language: () => 'zh-CN',
    currentPath: () => 'pages/guishang/index/index',
    navigate: vi.fn<(p: string) => void>(),
    saveReturnTarget: vi.fn<(p: string) => void>(),
    logout: vi.fn<() => void>(),
    alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
    toast: vi.fn<(m: string) => void>(),
  } satisfies MerchantHttpEnv;
}

type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

function stubFetch(impl: FetchFn) {
  const fetchMock = vi.fn<FetchFn>(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers,
  });
}

/** A fetch that never answers by itself: it only rejects, like the real one, on abort. */
function hangingFetch(): FetchFn {
  return (_url, init) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('This operation was aborted', 'AbortError')),
      );
    });
}

/** No XMLHttpRequest may be built: the test is about the fetch path. */
function forbidXhr(): void {
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      constructor() {
        throw new Error('XMLHttpRequest used where fetch was expected');
      }
    },
  );
}

describe('the default transport: fetch', () => {
  it('sends the URL, method, headers and body and reads the JSON answer', async () => {
    forbidXhr();
    const fetchMock = stubFetch(async () =>
      jsonResponse({ code: 200, message: '', data: { id: 1 } }, 200, {
        'X-Server-Time': '1700000005',
      }),
    );
    const env = platformEnv({ token: 'ft' });
    const http = createHttp(env);
    await expect(http.get('api/goods', { id: 7 })).resolves.toEqual({
      code: 200,
      message: '',
      data: { id: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^https:\/\/api\.example\.com\/api\/goods\?timestamp=\d+&id=7$/);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer ft',
      token: 'ft',
      'X-Client': 'h5',
      'Accept-Language': 'zh-CN',
    });
    expect(env.onServerTime).toHaveBeenCalledExactlyOnceWith(1700000005);

    await http.post('api/cart/add', { goods_id: 3 });
    const [, post] = fetchMock.mock.calls[1]!;
    expect(post.method).toBe('POST');
    expect(post.body).toBe('goods_id=3');
    expect(post.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('clears its timer once the answer is read', async () => {
    vi.useFakeTimers();
    stubFetch(async () => jsonResponse({ code: 200, message: '', data: null }));
    const http = createHttp(platformEnv());
    await http.get('api/x');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a non-200 status rejects with it; HTTP 401 goes to login', async () => {
    stubFetch(async (url) =>
      url.includes('gone') ? jsonResponse('', 401) : jsonResponse('<h1>oops</h1>', 502),
    );
    const env = platformEnv();
    const http = createHttp(env);
    const err = await http.get('api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(502);
    expect(env.toast).not.toHaveBeenCalled();
    const gone = await http.get('api/gone').catch((e: unknown) => e);
    expect((gone as HttpError).code).toBe(401);
    expect(env.logout).toHaveBeenCalledOnce();
    env.runTimers();
    expect(env.navigate).toHaveBeenCalledWith('pages/login/login');
  });

  it('a 200 that is not JSON rejects with a clear HttpError', async () => {
    stubFetch(async () => jsonResponse('<html>captive portal</html>'));
    const env = platformEnv();
    const err = await createHttp(env)
      .get('api/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toMatch(/did not answer JSON/);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('times out with a code-0 HttpError, the per-call timeout winning', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(hangingFetch());
    const http = createHttp(platformEnv());
    const p = http.get('api/slow', {}, { timeout: 5000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls[0]![1].signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(0);
    expect((err as HttpError).message).toBe('timeout of 5000ms exceeded');
    expect(fetchMock.mock.calls[0]![1].signal!.aborted).toBe(true);
  });

  it('the timeout also covers reading the body', async () => {
    vi.useFakeTimers();
    stubFetch(
      async (_url, init) =>
        ({
          status: 200,
          headers: new Headers(),
          text: () =>
            new Promise<string>((_resolve, reject) => {
              init.signal?.addEventListener('abort', () =>
                reject(new DOMException('aborted', 'AbortError')),
              );
            }),
        }) as unknown as Response,
    );
    const p = createHttp(platformEnv())
      .get('api/slow')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60000);
    expect(((await p) as HttpError).message).toBe('timeout of 60000ms exceeded');
  });

  it('the caller\'s abort rejects with "handle cancel", not a timeout, and aborts the fetch', async () => {
    const fetchMock = stubFetch(hangingFetch());
    const env = platformEnv();
    const ctrl = new AbortController();
    const p = createHttp(env)
      .get('api/slow', {}, { signal: ctrl.signal })
      .catch((e: unknown) => e);
    ctrl.abort();
    const err = await p;
    expect(err).not.toBeInstanceOf(HttpError);
    expect((err as Error).message).toBe(CANCEL_MESSAGE);
    expect(fetchMock.mock.calls[0]![1].signal!.aborted).toBe(true);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it("fetch's TypeError (offline) becomes HttpError('Network Error', 0)", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await createHttp(platformEnv())
      .get('api/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Network Error');
    expect((err as HttpError).code).toBe(0);
  });

  it('HEAD resolves from its empty answer', async () => {
    stubFetch(async () => new Response(null, { status: 200 }));
    await expect(
      createHttp(platformEnv()).request({ url: 'api/x', method: 'HEAD' }),
    ).resolves.toEqual({ code: 200, message: '', data: null });
  });

  it('download: the body as a Blob, no timestamp; a 404 rejects', async () => {
    const fetchMock = stubFetch(async (url) =>
      url.includes('missing')
        ? new Response('no', { status: 404 })
        : new Response(new Blob(['img-bytes'], { type: 'image/png' })),
    );
    const http = createHttp(platformEnv());
    const blob = await http.download('uploads/a.png');
    expect(await blob.text()).toBe('img-bytes');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.com/uploads/a.png');
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ 'X-Client': 'h5' });
    const err = await http.download('uploads/missing.png').catch((e: unknown) => e);
    expect((err as HttpError).code).toBe(404);
  });

  it('an upload without progress goes through fetch with the FormData body', async () => {
    forbidXhr();
    const fetchMock = stubFetch(async () => jsonResponse({ code: 200, message: '', data: 'u' }));
    const res = await createHttp(platformEnv()).upload({
      url: 'api/upload',
      file: new Blob(['x']),
    });
    expect(res.data).toBe('u');
    const init = fetchMock.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(Object.keys(init.headers as object).map((k) => k.toLowerCase())).not.toContain(
      'content-type',
    );
  });

  it("merchant: an HTTP 422's JSON message reaches the modal", async () => {
    stubFetch(async () => jsonResponse({ message: 'wrong password' }, 422));
    const env = merchantPlatformEnv();
    await expect(createMerchantHttp(env).post('api/admin/login', {})).rejects.toThrow(
      'wrong password',
    );
    expect(env.alert).toHaveBeenCalledExactlyOnceWith('wrong password');
  });
});

/** A scriptable XMLHttpRequest: the test plays the network. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  async: boolean | undefined;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  sent = false;
  timeout = 0;
  responseType = '';
  status = 0;
  responseText = '';
  response: unknown = null;
  rawHeaders = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  progressBeforeSend = false;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string, async?: boolean): void {
    this.method = method;
    this.url = url;
    this.async = async;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getAllResponseHeaders(): string {
    return this.rawHeaders;
  }
  send(body: unknown): void {
    this.progressBeforeSend = this.upload.onprogress !== null;
    this.body = body;
    this.sent = true;
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, text: string, rawHeaders = ''): void {
    this.status = status;
    this.responseText = text;
    this.response = text;
    this.rawHeaders = rawHeaders;
    this.onload?.();
  }
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
}

function stubXhr(): FakeXhr[] {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The progress path must not touch fetch.
  stubFetch(() => Promise.reject(new Error('fetch used where XMLHttpRequest was expected')));
  return FakeXhr.all;
}

describe('the default transport: XMLHttpRequest for uploads with progress', () => {
  async function startUpload(env: HttpEnv = platformEnv({ token: 'xt' }), signal?: AbortSignal) {
    const xhrs = stubXhr();
    const seen: number[] = [];
    const p = createHttp(env)
      .upload({
        url: 'api/upload',
        file: new Blob(['png']),
        fileName: 'a.png',
        loginRequired: true,
        signal,
        onProgress: (f) => seen.push(f),
      })
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    return { xhr: xhrs[0]!, p, seen, env };
  }

  it('sends the form with the headers, reports progress, reads the JSON answer', async () => {
    const env = platformEnv({ token: 'xt' });
    const { xhr, p, seen } = await startUpload(env);
    expect(xhr.method).toBe('POST');
    expect(xhr.async).toBe(true);
    expect(xhr.url).toMatch(/^https:\/\/api\.example\.com\/api\/upload\?timestamp=\d+$/);
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer xt',
      token: 'xt',
      'X-Client': 'h5',
    });
    expect(Object.keys(xhr.headers).map((k) => k.toLowerCase())).not.toContain('content-type');
    expect(xhr.timeout).toBe(60000);
    expect(xhr.responseType).toBe('text');
    expect(xhr.sent).toBe(true);
    expect(xhr.progressBeforeSend).toBe(true);
    const form = xhr.body as FormData;
    expect(form.get('token')).toBe('xt');
    expect((form.get('file') as File).name).toBe('a.png');
    xhr.progress(25, 100);
    xhr.progress(7, 0, false);
    xhr.progress(100, 100);
    xhr.respond(
      200,
      JSON.stringify({ code: 200, message: '', data: { url: '/u/a.png' } }),
      'Content-Type: application/json\r\nX-Server-Time: 1700000006\r\n',
    );
    expect(await p).toEqual({ code: 200, message: '', data: { url: '/u/a.png' } });
    expect(seen).toEqual([0.25, 1]);
    expect(env.onServerTime).toHaveBeenCalledExactlyOnceWith(1700000006);
  });

  it('a non-200 status rejects with it', async () => {
    const { xhr, p } = await startUpload();
    xhr.respond(413, '<h1>Too large</h1>');
    const err = await p;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(413);
  });

  it('a 200 that is not JSON rejects with a clear HttpError', async () => {
    const { xhr, p, env } = await startUpload();
    xhr.respond(200, '{"code":200,');
    const err = await p;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toMatch(/did not answer JSON/);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('a timeout rejects with a code-0 HttpError', async () => {
    const { xhr, p } = await startUpload();
    xhr.ontimeout?.();
    const err = await p;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(0);
    expect((err as HttpError).message).toBe('timeout of 60000ms exceeded');
  });

  it('a network error rejects with HttpError("Network Error", 0)', async () => {
    const { xhr, p } = await startUpload();
    xhr.onerror?.();
    const err = await p;
    expect((err as HttpError).message).toBe('Network Error');
    expect((err as HttpError).code).toBe(0);
  });

  it('the caller\'s abort aborts the XHR and rejects with "handle cancel"', async () => {
    const ctrl = new AbortController();
    const { xhr, p } = await startUpload(platformEnv({ token: 'xt' }), ctrl.signal);
    ctrl.abort();
    expect(xhr.aborted).toBe(true);
    const err = await p;
    expect(err).not.toBeInstanceOf(HttpError);
    expect((err as Error).message).toBe(CANCEL_MESSAGE);
  });

  it('merchant: progress through XHR; an HTTP 422 shows its JSON message', async () => {
    const xhrs = stubXhr();
    const env = merchantPlatformEnv();
    const seen: number[] = [];
    const p = createMerchantHttp(env)
      .upload({
        url: 'api/admin/upload/image',
        file: new Blob(['x']),
        onProgress: (f) => seen.push(f),
      })
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    const xhr = xhrs[0]!;
    expect(xhr.url).toBe('https://merchant.example.com/api/admin/upload/image');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer mtok', 'X-Client': 'kiosk' });
    xhr.progress(1, 2);
    xhr.respond(422, JSON.stringify({ message: 'file: not an image' }));
    expect(((await p) as HttpError).code).toBe(422);
    expect(seen).toEqual([0.5]);
    expect(env.alert).toHaveBeenCalledExactlyOnceWith('file: not an image');
  });
});
