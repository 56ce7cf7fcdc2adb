/**
 * The consumer request wrapper (spec sections 7 and 8; ARCHITECTURE.md "Request and response
 * conventions"). The only module that does HTTP. Its side effects (toasts, modals, logout,
 * navigation) come in through `HttpEnv`, so it is tested without a browser.
 *
 * Built on the platform (fetch, and XMLHttpRequest for uploads that report progress) rather than
 * axios: axios cost 20 KB gzip of the consumer app's first load (issue 11, budget 170 KB), and
 * everything it did for us here fits in a small transport function.
 */
import {
  DOWNLOAD_TIMEOUT_MS,
  HOME_TAB,
  LOGIN_PAGE,
  LOGIN_PAGES,
  LOGIN_REDIRECT_DELAY_MS,
  REPLY,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from '../../../shared/constants';
import type { Envelope } from '../../../shared/contract';
import { encodeForm, toFormPairs, type FormObject } from '../../../shared/form-encoding';

export const CANCEL_MESSAGE = 'handle cancel';

type UppercaseMethod =
  | 'GET'
  | 'DELETE'
  | 'HEAD'
  | 'OPTIONS'
  | 'POST'
  | 'PUT'
  | 'PATCH'
  | 'PURGE'
  | 'LINK'
  | 'UNLINK'
  | 'QUERY';
/** The methods the wrapper sends, in either case (the set the axios-based wrapper accepted). */
export type HttpMethod = UppercaseMethod | Lowercase<UppercaseMethod>;

/** One request as the wrapper hands it to the transport: everything already serialized. */
export interface TransportRequest {
  /** the full URL, query included */
  url: string;
  /** upper case */
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** the caller's cancel signal */
  signal?: AbortSignal;
  /** the whole exchange (headers and body) must finish within this */
  timeoutMs: number;
  /** upload progress; `total` is undefined when the length is not computable */
  onUploadProgress?: (e: { loaded: number; total?: number }) => void;
  /** 'json': the parsed body, or its raw text when it is not JSON; 'blob': a Blob */
  responseType: 'json' | 'blob';
}

/** Any HTTP status resolves; the wrapper decides what is a success. */
export interface TransportResponse {
  status: number;
  /** lower-case names */
  headers: Record<string, string>;
  data: unknown;
}

/**
 * Sends one request. Contract: resolves for every HTTP answer; rejects with an `HttpError` of
 * code 0 for a timeout or a network failure, and with an error named 'AbortError' when the
 * caller's signal aborts (so a cancel is never mistaken for a timeout).
 */
export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

export interface HttpEnv {
  base: () => string;
  token: () => string | null;
  /** 'h5' or 'kiosk': the marker header */
  client: string;
  language: () => string;
  /** the current hash path without '#/', with its query */
  currentPath: () => string;
  navigate: (path: string) => void;
  /** saves the encoded return target (the `callback` stored value) */
  saveReturnTarget: (path: string) => void;
  logout: () => void;
  toast: (message: string) => void;
  alert: (message: string) => Promise<void>;
  /** a message for 401/202 when the server sent none */
  loginExpiredMessage: () => string;
  /** test seam; `defaultTransport` when absent */
  transport?: Transport;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  /** server time offset sink (X-Server-Time) */
  onServerTime?: (serverSeconds: number) => void;
}

export interface RequestOptions {
  url: string;
  method?: HttpMethod | 'CONNECT' | 'TRACE';
  data?: FormObject;
  /** attaches the token to query/body; without a stored token the user goes to login */
  loginRequired?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
}

export interface UploadOptions {
  url: string;
  file: Blob;
  fileName?: string;
  name?: string;
  formData?: Record<string, string>;
  headers?: Record<string, string>;
  loginRequired?: boolean;
  signal?: AbortSignal;
  /** upload progress 0–1 (the feed composer's photo tiles) */
  onProgress?: (fraction: number) => void;
}

/** The methods browsers refuse to send; the generic helper rejects them clearly. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE']);

export class HttpError extends Error {
  constructor(
    message: string,
    public readonly code: number,
    public readonly envelope: Envelope | null = null,
  ) {
    super(message);
  }
}

export function isLoginPage(path: string): boolean {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  return (LOGIN_PAGES as readonly string[]).includes(bare);
}

export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

// ---------------------------------------------------------------------------------------------
// Transports

function abortError(): Error {
  const err = new Error('The request was aborted');
  err.name = 'AbortError';
  return err;
}

function isAbort(err: unknown): boolean {
  return (err as { name?: unknown } | null)?.name === 'AbortError';
}

function timeoutError(ms: number): HttpError {
  // The message axios used; logs and support scripts know it.
  return new HttpError(`timeout of ${ms}ms exceeded`, 0);
}

const NETWORK_ERROR = 'Network Error';

/** The raw text when the body is not JSON, so error answers (HTML, plain text) stay readable. */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Header lines of `getAllResponseHeaders()` into lower-case names. */
function parseHeaderLines(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    out[name] = name in out ? `${out[name]}, ${value}` : value;
  }
  return out;
}

const fetchTransport: Transport = async (req) => {
  if (req.signal?.aborted) throw abortError();
  // One controller for both the caller's cancel and our timeout; `timedOut` tells them apart.
  const ctrl = new AbortController();
  let timedOut = false;
  const onAbort = () => ctrl.abort();
  req.signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    req.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          ctrl.abort();
        }, req.timeoutMs)
      : undefined;
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: ctrl.signal,
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    // The timer keeps running while the body streams in: the timeout covers the whole exchange.
    const data = req.responseType === 'blob' ? await res.blob() : parseBody(await res.text());
    return { status: res.status, headers, data };
  } catch (err) {
    if (timedOut) throw timeoutError(req.timeoutMs);
    if (req.signal?.aborted || isAbort(err)) throw abortError();
    // fetch rejects with a bare TypeError (offline, DNS, CORS); name it like the rest of the app.
    throw new HttpError(NETWORK_ERROR, 0);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  }
};

/** XMLHttpRequest: the only browser API that reports upload progress. */
const xhrTransport: Transport = (req) =>
  new Promise<TransportResponse>((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (fn: () => void) => {
      req.signal?.removeEventListener('abort', onAbort);
      fn();
    };
    xhr.open(req.method, req.url, true);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = req.timeoutMs;
    xhr.responseType = req.responseType === 'blob' ? 'blob' : 'text';
    xhr.onload = () =>
      settle(() =>
        resolve({
          status: xhr.status,
          headers: parseHeaderLines(xhr.getAllResponseHeaders()),
          data:
            req.responseType === 'blob'
              ? (xhr.response as Blob)
              : parseBody(String(xhr.responseText)),
        }),
      );
    xhr.onerror = () => settle(() => reject(new HttpError(NETWORK_ERROR, 0)));
    xhr.ontimeout = () => settle(() => reject(timeoutError(req.timeoutMs)));
    xhr.onabort = () => settle(() => reject(abortError()));
    const progress = req.onUploadProgress;
    if (progress) {
      // Registered before send(): listeners added later do not get upload events.
      xhr.upload.onprogress = (e) =>
        progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    }
    req.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(req.body ?? null);
  });

/** fetch, except when upload progress is asked for (fetch cannot report it). */
const defaultTransport: Transport = (req) =>
  req.onUploadProgress ? xhrTransport(req) : fetchTransport(req);

// ---------------------------------------------------------------------------------------------
// Shared helpers of both wrappers

/** Header names are case-insensitive: a later set replaces an earlier one of any case. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  const lower = name.toLowerCase();
  for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) delete headers[key];
  headers[name] = value;
}

/**
 * Query encoding as axios did it (brackets, colons, commas and `$` left readable, space as '+'),
 * so request URLs in server logs look the same as before.
 */
function encodeParam(s: string): string {
  return encodeURIComponent(s)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function withQuery(url: string, query: [string, string][]): string {
  if (query.length === 0) return url;
  const hash = url.indexOf('#');
  const bare = hash >= 0 ? url.slice(0, hash) : url;
  const qs = query.map(([k, v]) => `${encodeParam(k)}=${encodeParam(v)}`).join('&');
  return `${bare}${bare.includes('?') ? '&' : '?'}${qs}`;
}

function statusError(status: number): string {
  return `Request failed with status code ${status}`;
}

/** A 200 whose body is not a JSON object (a proxy's HTML page, a truncated answer). */
function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

const NOT_JSON = 'Invalid response: the server did not answer JSON';

/** A non-200 answer, carried from the send to the wrapper's failure handling. */
class StatusFailure extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(statusError(status));
  }
}

async function send(transport: Transport, req: TransportRequest): Promise<TransportResponse> {
  // Like axios: an already aborted signal sends nothing.
  if (req.signal?.aborted) throw abortError();
  const res = await transport(req);
  // Only HTTP 200 is a valid response (spec section 5); everything else is a failure.
  if (res.status !== 200) throw new StatusFailure(res.status, res.data);
  return res;
}

function timestamp(): [string, string] {
  return ['timestamp', String(Math.floor(Date.now() / 1000))];
}

function formOf(opts: UploadOptions | MerchantUploadOptions, token?: string | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.formData ?? {})) form.append(k, v);
  if (token) form.append('token', token);
  form.append(opts.name ?? 'file', opts.file, opts.fileName ?? 'upload');
  return form;
}

function progressOf(
  onProgress: ((fraction: number) => void) | undefined,
): TransportRequest['onUploadProgress'] {
  if (!onProgress) return undefined;
  return (e) => {
    if (e.total) onProgress(Math.min(1, e.loaded / e.total));
  };
}

// ---------------------------------------------------------------------------------------------
// The consumer wrapper

export interface Http {
  request<T = unknown>(opts: RequestOptions): Promise<Envelope<T>>;
  get<T = unknown>(
    url: string,
    data?: FormObject,
    opts?: Partial<RequestOptions>,
  ): Promise<Envelope<T>>;
  post<T = unknown>(
    url: string,
    data?: FormObject,
    opts?: Partial<RequestOptions>,
  ): Promise<Envelope<T>>;
  upload<T = unknown>(opts: UploadOptions): Promise<Envelope<T>>;
  /** raw download of a URL as a Blob */
  download(url: string, signal?: AbortSignal): Promise<Blob>;
}

export function createHttp(env: HttpEnv): Http {
  const transport = env.transport ?? defaultTransport;
  const later = env.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let redirecting = false;

  function goLogin(saveTarget: boolean): void {
    const current = env.currentPath();
    if (isLoginPage(current)) return;
    if (saveTarget) env.saveReturnTarget(current);
    if (redirecting) return;
    redirecting = true;
    later(() => {
      redirecting = false;
      if (!isLoginPage(env.currentPath())) env.navigate(LOGIN_PAGE);
    }, LOGIN_REDIRECT_DELAY_MS);
  }

  async function handle<T>(envelope: Envelope<T>): Promise<Envelope<T>> {
    const { code } = envelope;
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    switch (code) {
      case REPLY.OK:
        return envelope;
      case REPLY.UNAUTHORIZED:
      case REPLY.LOGIN_EXPIRED:
      case REPLY.ELSEWHERE: {
        const shown = code === REPLY.ELSEWHERE ? message : message || env.loginExpiredMessage();
        if (shown) env.toast(shown);
        env.logout();
        goLogin(code === REPLY.UNAUTHORIZED);
        throw new HttpError(shown, code, envelope);
      }
      case REPLY.FORBIDDEN:
      case REPLY.INVALID:
        if (message) env.toast(message);
        throw new HttpError(message, code, envelope);
      case REPLY.CLOSED:
        await env.alert(message);
        env.navigate(HOME_TAB);
        throw new HttpError(message, code, envelope);
      default:
        // 423 and the quirky successes (code 0 / 1 with an empty message) resolve.
        if (message) env.toast(message);
        return envelope;
    }
  }

  function commonHeaders(extra?: Record<string, string>): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json' };
    const token = env.token();
    if (token) {
      setHeader(h, 'Authorization', `Bearer ${token}`);
      setHeader(h, 'token', token);
    }
    setHeader(h, 'X-Client', env.client);
    setHeader(h, 'Accept-Language', env.language());
    for (const [k, v] of Object.entries(extra ?? {})) setHeader(h, k, v);
    return h;
  }

  function failure(err: unknown): never {
    if (isAbort(err)) throw new Error(CANCEL_MESSAGE);
    if (err instanceof StatusFailure) {
      // Spec section 4: a 401 in the HTTP status, like one in the reply code, logs out and
      // saves the current page as the return target (a proxy or gateway may answer it).
      if (err.status === REPLY.UNAUTHORIZED) {
        const message = env.loginExpiredMessage();
        env.toast(message);
        env.logout();
        goLogin(true);
        throw new HttpError(message, err.status);
      }
      throw new HttpError(statusError(err.status), err.status);
    }
    throw err;
  }

  function noteServerTime(headers: Record<string, string>): void {
    const n = Number(headers['x-server-time']);
    if (env.onServerTime && Number.isFinite(n) && n > 0) env.onServerTime(n);
  }

  async function envelopeOf<T>(res: TransportResponse): Promise<Envelope<T>> {
    noteServerTime(res.headers);
    if (!isEnvelope(res.data)) throw new HttpError(NOT_JSON, res.status);
    return handle(res.data as Envelope<T>);
  }

  async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
    const method = (opts.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method)) {
      throw new Error(`${method} requests cannot be sent from a browser`);
    }
    const token = env.token();
    if (opts.loginRequired && !token) {
      goLogin(true);
      throw new HttpError('', REPLY.UNAUTHORIZED);
    }
    const data: FormObject = { ...(opts.data ?? {}) };
    // A record, as before: a `timestamp` in the data replaces the automatic one.
    const query: Record<string, string> = Object.fromEntries([timestamp()]);
    const isGetLike =
      method === 'GET' || method === 'HEAD' || method === 'DELETE' || method === 'OPTIONS';
    if (opts.loginRequired && token) data.token = token;
    const headers = commonHeaders(opts.headers);
    let body: string | undefined;
    if (isGetLike) {
      for (const [k, v] of toFormPairs(data)) query[k] = v;
    } else {
      setHeader(headers, 'Content-Type', 'application/x-www-form-urlencoded');
      body = encodeForm(data);
    }
    try {
      const res = await send(transport, {
        url: withQuery(joinUrl(env.base(), opts.url), Object.entries(query)),
        method,
        headers,
        body,
        signal: opts.signal,
        timeoutMs: opts.timeout ?? REQUEST_TIMEOUT_MS,
        responseType: 'json',
      });
      if (method === 'HEAD' || method === 'OPTIONS') {
        noteServerTime(res.headers);
        return { code: REPLY.OK, message: '', data: null as T };
      }
      return await envelopeOf<T>(res);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      return failure(err);
    }
  }

  async function upload<T>(opts: UploadOptions): Promise<Envelope<T>> {
    const token = env.token();
    if (opts.loginRequired && !token) {
      goLogin(true);
      throw new HttpError('', REPLY.UNAUTHORIZED);
    }
    try {
      // No Content-Type: the browser writes multipart's with its boundary.
      const res = await send(transport, {
        url: withQuery(joinUrl(env.base(), opts.url), [timestamp()]),
        method: 'POST',
        headers: commonHeaders(opts.headers),
        body: formOf(opts, opts.loginRequired ? token : null),
        signal: opts.signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onUploadProgress: progressOf(opts.onProgress),
        responseType: 'json',
      });
      return await envelopeOf<T>(res);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      return failure(err);
    }
  }

  async function download(url: string, signal?: AbortSignal): Promise<Blob> {
    try {
      const res = await send(transport, {
        url: joinUrl(env.base(), url),
        method: 'GET',
        headers: commonHeaders(),
        signal,
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
        responseType: 'blob',
      });
      return res.data as Blob;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      return failure(err);
    }
  }

  return {
    request,
    get: (url, data, opts) => request({ ...opts, url, data, method: 'GET' }),
    post: (url, data, opts) => request({ ...opts, url, data, method: 'POST' }),
    upload,
    download,
  };
}

// ---------------------------------------------------------------------------------------------
// The merchant wrapper

/** The merchant (guishang) wrapper: its own bearer token; errors arrive as HTTP 401 / 422. */
export interface MerchantHttpEnv {
  base: () => string;
  token: () => string | null;
  /** this kiosk's terminal id (features/cabinet/terminal.ts): the session is bound to it */
  terminalId?: () => string;
  language: () => string;
  currentPath: () => string;
  navigate: (path: string) => void;
  saveReturnTarget: (path: string) => void;
  logout: () => void;
  alert: (message: string) => Promise<void>;
  toast: (message: string) => void;
  /** test seam; `defaultTransport` when absent */
  transport?: Transport;
}

export const MERCHANT_LOGIN_PAGE = 'pages/guishang/login/login';

/** A merchant upload may report its progress (0–1) for the kiosk's photo tiles. */
export interface MerchantUploadOptions extends Omit<UploadOptions, 'loginRequired'> {
  onProgress?: (fraction: number) => void;
}

export interface MerchantHttp extends Pick<Http, 'request' | 'get' | 'post'> {
  upload<T = unknown>(opts: MerchantUploadOptions): Promise<Envelope<T>>;
}

export function createMerchantHttp(env: MerchantHttpEnv): MerchantHttp {
  const transport = env.transport ?? defaultTransport;

  function headers(): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json' };
    const token = env.token();
    if (token) h.Authorization = `Bearer ${token}`;
    const terminal = env.terminalId?.();
    if (terminal) h['X-Terminal-Id'] = terminal;
    h['X-Client'] = 'kiosk';
    h['Accept-Language'] = env.language();
    return h;
  }

  function envelopeOf<T>(res: TransportResponse): Envelope<T> {
    if (!isEnvelope(res.data)) throw new HttpError(NOT_JSON, res.status);
    return res.data as Envelope<T>;
  }

  async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
    const method = (opts.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method)) {
      throw new Error(`${method} requests cannot be sent from a browser`);
    }
    const isGet = method === 'GET';
    const h = headers();
    if (!isGet) h['Content-Type'] = 'application/x-www-form-urlencoded';
    const url = joinUrl(env.base(), opts.url);
    try {
      const res = await send(transport, {
        url: isGet ? withQuery(url, toFormPairs(opts.data ?? {})) : url,
        method,
        headers: h,
        body: isGet ? undefined : encodeForm(opts.data ?? {}),
        signal: opts.signal,
        timeoutMs: opts.timeout ?? REQUEST_TIMEOUT_MS,
        responseType: 'json',
      });
      return envelopeOf<T>(res);
    } catch (err) {
      return failure(err);
    }
  }

  async function failure(err: unknown): Promise<never> {
    if (isAbort(err)) throw new Error(CANCEL_MESSAGE);
    if (err instanceof StatusFailure) {
      const { status } = err;
      const sent = (err.data as { message?: unknown } | null | undefined)?.message;
      const message = typeof sent === 'string' ? sent : statusError(status);
      if (status === 401) {
        env.logout();
        const current = env.currentPath();
        if (!current.startsWith(MERCHANT_LOGIN_PAGE)) {
          env.saveReturnTarget(current);
          env.navigate(MERCHANT_LOGIN_PAGE);
        }
      } else if (status === 422) {
        await env.alert(message);
      } else if (status === 423) {
        env.toast(message);
      }
      throw new HttpError(message, status);
    }
    throw err;
  }

  /** Multipart like the consumer upload; the merchant token travels in the header only. */
  async function upload<T>(opts: MerchantUploadOptions): Promise<Envelope<T>> {
    const h = headers();
    for (const [k, v] of Object.entries(opts.headers ?? {})) setHeader(h, k, v);
    try {
      // No Content-Type: the browser writes multipart's with its boundary.
      const res = await send(transport, {
        url: joinUrl(env.base(), opts.url),
        method: 'POST',
        headers: h,
        body: formOf(opts),
        signal: opts.signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onUploadProgress: progressOf(opts.onProgress),
        responseType: 'json',
      });
      return envelopeOf<T>(res);
    } catch (err) {
      return failure(err);
    }
  }

  return {
    request,
    get: (url, data, opts) => request({ ...opts, url, data, method: 'GET' }),
    post: (url, data, opts) => request({ ...opts, url, data, method: 'POST' }),
    upload,
  };
}
