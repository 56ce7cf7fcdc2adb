import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
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
} from './http';

type Reply = { data?: unknown; status?: number; headers?: Record<string, string> };

/**
 * A fake transport in axios's adapter seam. Like axios's own adapters it settles with
 * `config.validateStatus`: a status the wrapper refuses rejects with an AxiosError.
 */
function fakeAdapter(
  reply: Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>),
) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    calls.push(config);
    const r = typeof reply === 'function' ? await reply(config) : reply;
    const status = r.status ?? 200;
    const response: AxiosResponse = {
      data: r.data,
      status,
      statusText: status === 200 ? 'OK' : 'ERR',
      headers: new AxiosHeaders(r.headers ?? {}),
      config,
    };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  });
  return { adapter, calls };
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
  adapter: AxiosAdapter,
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
    adapter,
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
  reply: Parameters<typeof fakeAdapter>[0],
  opts?: { token?: string | null; path?: string },
) {
  const { adapter, calls } = fakeAdapter(reply);
  const env = fakeEnv(adapter, opts);
  const http = createHttp(env);
  return { http, env, calls, adapter };
}

/** The full URL axios would send, with the serialized query. */
function sentUrl(config: InternalAxiosRequestConfig): URL {
  return new URL(axios.getUri(config));
}

function header(config: InternalAxiosRequestConfig, name: string): unknown {
  return AxiosHeaders.from(config.headers).get(name);
}

afterEach(() => {
  vi.restoreAllMocks();
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
    expect(config.method).toBe('get');
    expect(config.url).toBe('https://api.example.com/api/goods/detail');
    const url = sentUrl(config);
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/goods/detail');
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('filter[cat]')).toBe('3');
    expect(url.searchParams.get('q')).toBe('a b&c');
    const ts = Number(url.searchParams.get('timestamp'));
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(after);
    expect(config.data).toBeUndefined();
  });

  it('uses an absolute http(s) URL as is', async () => {
    const { http, calls } = setup(envelope(200));
    await http.get('https://admin.example.org/api/statistics');
    expect(calls[0]!.url).toBe('https://admin.example.org/api/statistics');
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
    expect(config.method).toBe('post');
    expect(header(config, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(typeof config.data).toBe('string');
    const body = new URLSearchParams(config.data as string);
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
    const body = new URLSearchParams(calls[1]!.data as string);
    expect(body.get('token')).toBe('tk');
    expect(body.get('name')).toBe('x');
    expect(sentUrl(calls[1]!).searchParams.has('token')).toBe(false);
  });

  it('loginRequired without a token sends nothing, saves the return target, goes to login after 1 s', async () => {
    const { http, env, adapter } = setup(envelope(200), {
      token: null,
      path: 'pages/cart/cart?x=1',
    });
    await expect(
      http.get('api/user/order_list', {}, { loginRequired: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(adapter).not.toHaveBeenCalled();
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
    expect(calls[0]!.timeout).toBe(60000);
    expect(calls[1]!.timeout).toBe(5000);
  });

  it('reports the X-Server-Time header', async () => {
    // Browsers (XHR and fetch) hand axios lower-case header names.
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
      const { http, adapter } = setup(envelope(200));
      await expect(http.request({ url: 'api/x', method })).rejects.toThrow(
        `${method} requests cannot be sent from a browser`,
      );
      expect(adapter).not.toHaveBeenCalled();
    },
  );

  it('sends PUT with a form body and DELETE with a query', async () => {
    const { http, calls } = setup(envelope(200));
    await http.request({ url: 'api/x', method: 'PUT', data: { a: 1 } });
    await http.request({ url: 'api/x', method: 'DELETE', data: { id: 2 } });
    expect(calls[0]!.data).toBe('a=1');
    expect(sentUrl(calls[1]!).searchParams.get('id')).toBe('2');
    expect(calls[1]!.data).toBeUndefined();
  });
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
    const { adapter } = fakeAdapter(envelope(237, 'closed to you'));
    const env = fakeEnv(adapter);
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
      expect(env.toast).not.toHaveBeenCalled();
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
    const { http } = setup(() => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    await expect(http.get('api/x')).rejects.toThrow('Network Error');
  });
});

describe('createHttp: cancel', () => {
  it('an AbortController abort during the request rejects with "handle cancel"', async () => {
    const { http, env } = setup(
      (config) =>
        new Promise<Reply>((_resolve, reject) => {
          config.signal?.addEventListener?.('abort', () =>
            reject(new CanceledError(undefined, undefined, config)),
          );
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
    const { http, adapter } = setup(envelope(200));
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(http.post('api/x', { a: 1 }, { signal: ctrl.signal })).rejects.toThrow(
      'handle cancel',
    );
    expect(adapter).not.toHaveBeenCalled();
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
    expect(config.method).toBe('post');
    expect(config.url).toBe('https://api.example.com/api/upload');
    expect(config.data).toBeInstanceOf(FormData);
    const form = config.data as FormData;
    expect(form.get('kind')).toBe('avatar');
    expect(form.get('token')).toBe('up');
    const sent = form.get('avatar');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('a.png');
    expect(await (sent as Blob).text()).toBe('png-bytes');
    // No content type: the browser writes multipart's with its boundary.
    const headers = AxiosHeaders.from(config.headers);
    expect(headers.getContentType()).toBeFalsy();
    expect(Object.keys(headers.toJSON()).map((k) => k.toLowerCase())).not.toContain('content-type');
    expect(headers.get('Authorization')).toBe('Bearer up');
    expect(headers.get('X-Extra')).toBe('1');
    expect(sentUrl(config).searchParams.get('timestamp')).toMatch(/^\d+$/);
    expect(env.onServerTime).toHaveBeenCalledWith(1700000001);
  });

  it('defaults the field name to "file"', async () => {
    const { http, calls } = setup(envelope(200));
    await http.upload({ url: 'api/upload', file: new Blob(['x']) });
    expect((calls[0]!.data as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('a login-required upload without a token sends nothing and goes to login', async () => {
    const { http, env, adapter } = setup(envelope(200), { token: null });
    await expect(
      http.upload({ url: 'api/upload', file: new Blob(['x']), loginRequired: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(adapter).not.toHaveBeenCalled();
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
    reply: Parameters<typeof fakeAdapter>[0],
    opts: { token?: string | null; path?: string } = {},
  ) {
    const { adapter, calls } = fakeAdapter(reply);
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
      adapter,
    } satisfies MerchantHttpEnv;
    return { http: createMerchantHttp(env), env, calls, adapter };
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
    expect(config.url).toBe('https://merchant.example.com/api/admin/info');
    expect(header(config, 'Authorization')).toBe('Bearer mtok');
    expect(header(config, 'X-Client')).toBe('kiosk');
    expect(sentUrl(config).searchParams.get('device_name')).toBe('pc');
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('sends no Authorization without a merchant token and form-encodes POST bodies', async () => {
    const { http, calls } = merchantSetup(envelope(1), { token: null });
    await http.post('api/admin/login', { account: 'a', password: 'p w' });
    const config = calls[0]!;
    expect(header(config, 'Authorization')).toBeFalsy();
    expect(header(config, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(config.data).toBe('account=a&password=p%20w');
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
    expect(env.alert).not.toHaveBeenCalled();
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
    expect(config.method).toBe('post');
    expect(config.url).toBe('https://merchant.example.com/api/admin/upload/image');
    const form = config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('goods');
    // The merchant token goes in the header, never in the body.
    expect(form.get('token')).toBeNull();
    const sent = form.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(await sent.text()).toBe('png-bytes');
    const headers = AxiosHeaders.from(config.headers);
    expect(headers.getContentType()).toBeFalsy();
    expect(headers.get('Authorization')).toBe('Bearer mtok');
    expect(headers.get('X-Client')).toBe('kiosk');
  });

  it('upload: reports progress as a fraction when asked', async () => {
    const { http, calls } = merchantSetup(envelope(1, '', { url: '/u.png' }));
    const seen: number[] = [];
    await http.upload({
      url: 'api/admin/upload/image',
      file: new Blob(['x']),
      onProgress: (f) => seen.push(f),
    });
    const report = calls[0]!.onUploadProgress!;
    report({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
    report({ loaded: 12, total: 10, bytes: 7, lengthComputable: true });
    report({ loaded: 3, total: undefined, bytes: 3, lengthComputable: false });
    expect(seen).toEqual([0.5, 1]);
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
