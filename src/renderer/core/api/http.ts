/**
 * The consumer and merchant request wrappers (spec sections 7 and 8; ARCHITECTURE.md "Request and
 * response conventions"). The only module that does HTTP and the only one that imports axios.
 * Their side effects (toasts, modals, logout, navigation) come in through `HttpEnv`, so they are
 * tested without a browser.
 *
 * Built on axios (issue 17): the project's design card names axios for all HTTP, so the kernel
 * owns one axios instance per wrapper (consumer, merchant) whose interceptors add the token
 * headers, the `X-Client` marker, the language, the `timestamp` query and the login-required
 * token, and read `X-Server-Time`. Issue 11 had replaced axios with fetch/XMLHttpRequest for the
 * first-load budget; the budget now carries axios's measured gzip size (bench/budget.json).
 * Tests replace the network through axios's own extension point, the `adapter` function.
 */
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
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
import type { RouteContract, RouteOutput, RoutePath } from '../../../shared/contract/route';
import { encodeForm, toFormPairs, type FormObject } from '../../../shared/form-encoding';
import { takeBootResponse } from './boot-prefetch';

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
/** The methods the wrapper sends, in either case (axios's method set). */
export type HttpMethod = UppercaseMethod | Lowercase<UppercaseMethod>;

/**
 * The network seam: an axios adapter (axios's own extension point). Absent, axios uses its
 * browser adapter (XMLHttpRequest, which also reports upload progress). A test adapter gets the
 * final config (URL with `params`, headers, the serialized `data`, `timeout`, `signal`,
 * `onUploadProgress`, `responseType`) and answers like axios's own: it resolves any HTTP answer
 * and rejects with an `AxiosError` (ERR_NETWORK, ECONNABORTED for a timeout) or a
 * `CanceledError` when the signal aborts.
 */
export type HttpAdapter = AxiosAdapter;

/** What the wrappers add to axios's request config (read by the interceptors). */
interface ShopFlags {
  /** add the Unix-seconds `timestamp` to the query (consumer requests and uploads) */
  timestamp?: boolean;
  /** add the stored token to the query (GET-like) or the body (others): login-required calls */
  loginToken?: boolean;
}

type ShopConfig = AxiosRequestConfig & { shop?: ShopFlags };
type ShopInternalConfig = InternalAxiosRequestConfig & { shop?: ShopFlags };

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
  /** test seam: axios's adapter; axios's browser adapter when absent */
  adapter?: HttpAdapter;
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
  /**
   * merchant wrapper: the screen shows a refusal (HTTP 422) inline itself, so no modal too
   * (issue 18: a refusal showed twice); it still rejects with the HttpError
   */
  inlineRefusal?: boolean;
  /**
   * the request outlives the page (the browser finishes it after the tab is hidden or closed):
   * axios's fetch adapter with `keepalive` — the page statistics' last posts (spec section 4)
   */
  keepalive?: boolean;
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

/**
 * A rejected call. `reported` is true when the wrapper already told the user (a toast, a modal
 * or the login redirect), so the one failure reporter (core/data) does not say it twice.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    public readonly code: number,
    public readonly envelope: Envelope | null = null,
    public readonly reported = false,
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
// The axios instances and their interceptors

/**
 * Query encoding as axios's own `buildURL` does it (brackets, colons, commas and `$` left
 * readable, space as '+'), over the bracket pairs of `shared/form-encoding` (the server's decoder)
 * instead of axios's `a[]=` arrays.
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

function serializeParams(params: Record<string, unknown>): string {
  return toFormPairs(params as FormObject)
    .map(([k, v]) => `${encodeParam(k)}=${encodeParam(v)}`)
    .join('&');
}

/**
 * Bodies: a FormData goes as is (no content type: the browser writes multipart's with its
 * boundary); an object is bracket form-encoded, or JSON when the call asked for a JSON body (its
 * own `Content-Type: application/json`).
 */
function transformBody(data: unknown, headers: AxiosHeaders): unknown {
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    // `false` (not a delete): axios's later "POST defaults to urlencoded" does not overwrite it.
    headers.setContentType(false);
    return data;
  }
  if (data !== null && typeof data === 'object') {
    const type = headers.getContentType();
    return typeof type === 'string' && /^application\/json\b/i.test(type)
      ? JSON.stringify(data)
      : encodeForm(data as FormObject);
  }
  return data;
}

// ---------------------------------------------------------------------------------------------
// issue 25 §7 (electron-http): the default headers
//
// Every request of both wrappers carries `Accept: application/json` and
// `Content-Type: application/json` (the instances' defaults, DEFAULT_HEADERS) unless the call
// passes its own (in any case: the caller's header wins). What each kind of request sends:
// - a body of form fields (the consumer's POST/PUT/PATCH, the merchant's every non-GET):
//   `application/x-www-form-urlencoded`, the spec's "POST sends form-encoded data";
// - GET and HEAD: no body, and the JSON content type all the same, on the wire too — axios's XHR
//   adapter strips the Content-Type of a request whose `data` is undefined, so they send
//   `data: null` (still no body). The server reads no body on GET/HEAD (Fastify), so the header
//   changes nothing there (tests/server/phone-cid.test.ts, tests/e2e/electron-http.spec.ts).
// - the consumer's DELETE and OPTIONS put their fields in the query and send no body: no
//   content type, since a server that reads a body for these methods (Fastify does) would try to
//   parse an empty JSON body and refuse the call;
// - uploads: multipart; any content type the caller passes is removed (`withoutContentType`) so
//   the transport writes multipart's with its boundary;
// - downloads (a file, not the API's JSON): no content type.

const DEFAULT_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/**
 * The `data` of a request whose fields go in the query (no body); DELETE and OPTIONS also drop
 * the default content type from `headers` (a caller's own stays).
 */
function bodyless(method: string, headers: AxiosHeaders): null | undefined {
  if (method === 'GET' || method === 'HEAD') return null;
  headers.setContentType(false, false);
  return undefined;
}

/** A caller's headers without any content type (uploads: the transport writes multipart's). */
function withoutContentType(headers: Record<string, string> | undefined): AxiosHeaders {
  const out = AxiosHeaders.from(
    Object.fromEntries(
      Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'),
    ),
  );
  out.setContentType(false);
  return out;
}

function isGetLike(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'DELETE' || method === 'OPTIONS';
}

/**
 * Issue 21: a GET whose answer the h5 boot script already started (./boot-prefetch.ts) is
 * answered from it, once, after the interceptors ran, so the page's first data does not wait for
 * a second round trip; a failed start sends the request after all.
 */
function withBootResponses(next: HttpAdapter | undefined): AxiosAdapter {
  return async (config) => {
    const started =
      (config.method ?? 'get').toUpperCase() === 'GET'
        ? takeBootResponse(axios.getUri(config))
        : null;
    if (started) {
      try {
        const r = await started;
        // the body as text, as axios's own adapters hand it on: its transformResponse parses it
        return {
          data: r.body,
          status: r.status,
          statusText: '',
          headers: AxiosHeaders.from(r.headers),
          config,
          request: {},
        };
      } catch {
        // the boot's request failed: send it now
      }
    }
    const adapter = next ?? axios.getAdapter(axios.defaults.adapter);
    return adapter(config);
  };
}

/** One axios instance with the settings both wrappers share. */
function createInstance(adapter: HttpAdapter | undefined): AxiosInstance {
  return axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { ...DEFAULT_HEADERS },
    paramsSerializer: { serialize: serializeParams },
    transformRequest: [(data: unknown, headers: AxiosHeaders) => transformBody(data, headers)],
    // Any HTTP answer resolves; the wrapper decides what is a success (only 200).
    validateStatus: () => true,
    responseType: 'json',
    adapter: withBootResponses(adapter),
  });
}

/** Sets a header unless the caller's per-call headers carry it already (in any case). */
function setDefault(headers: AxiosHeaders, name: string, value: string): void {
  headers.set(name, value, false);
}

/** The consumer instance: token headers, marker, language, timestamp, login-required token. */
function createConsumerInstance(env: HttpEnv): AxiosInstance {
  const instance = createInstance(env.adapter);
  instance.interceptors.request.use((config: ShopInternalConfig) => {
    const token = env.token();
    const headers = config.headers;
    if (token) {
      setDefault(headers, 'Authorization', `Bearer ${token}`);
      setDefault(headers, 'token', token);
    }
    setDefault(headers, 'X-Client', env.client);
    setDefault(headers, 'Accept-Language', env.language());
    const method = (config.method ?? 'get').toUpperCase();
    const getLike = isGetLike(method);
    if (config.shop?.loginToken && token) {
      if (getLike) config.params = { ...(config.params as object), token };
      else if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
        config.data.append('token', token);
      } else config.data = { ...(config.data as object), token };
    }
    if (config.shop?.timestamp) {
      // First in the query; a `timestamp` the caller sent replaces the automatic one.
      config.params = {
        timestamp: String(Math.floor(Date.now() / 1000)),
        ...(config.params as object),
      };
    }
    return config;
  });
  instance.interceptors.response.use((res: AxiosResponse) => {
    if (res.status === 200) {
      const n = Number((res.headers as AxiosHeaders).get?.('x-server-time'));
      if (env.onServerTime && Number.isFinite(n) && n > 0) env.onServerTime(n);
    }
    return res;
  });
  return instance;
}

/** The merchant instance: the merchant bearer token, the terminal id, marker and language. */
function createMerchantInstance(env: MerchantHttpEnv): AxiosInstance {
  const instance = createInstance(env.adapter);
  instance.interceptors.request.use((config: ShopInternalConfig) => {
    const headers = config.headers;
    const token = env.token();
    if (token) setDefault(headers, 'Authorization', `Bearer ${token}`);
    const terminal = env.terminalId?.();
    if (terminal) setDefault(headers, 'X-Terminal-Id', terminal);
    setDefault(headers, 'X-Client', 'kiosk');
    setDefault(headers, 'Accept-Language', env.language());
    return config;
  });
  return instance;
}

// ---------------------------------------------------------------------------------------------
// Shared helpers of both wrappers

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

/** A cancel through the caller's AbortController (axios's CanceledError). */
class Cancelled extends Error {}

async function send(instance: AxiosInstance, config: ShopConfig): Promise<AxiosResponse> {
  let res: AxiosResponse;
  try {
    res = await instance.request(config);
  } catch (err) {
    if (axios.isCancel(err)) throw new Cancelled(CANCEL_MESSAGE);
    // Timeout (ECONNABORTED, "timeout of Nms exceeded") and network failures ("Network Error")
    // keep axios's messages, which logs and support scripts know; their code is 0.
    if (err instanceof AxiosError) throw new HttpError(err.message, 0);
    throw err;
  }
  // Only HTTP 200 is a valid response (spec section 5); everything else is a failure.
  if (res.status !== 200) throw new StatusFailure(res.status, res.data);
  return res;
}

function formOf(opts: UploadOptions | MerchantUploadOptions): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.formData ?? {})) form.append(k, v);
  form.append(opts.name ?? 'file', opts.file, opts.fileName ?? 'upload');
  return form;
}

function progressOf(
  onProgress: ((fraction: number) => void) | undefined,
): ((e: AxiosProgressEvent) => void) | undefined {
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
  /**
   * A call typed by its contract (shared/contract/route.ts): the URL must be the contract's and
   * the answer's data is the contract's output. `http().call<typeof CART.list>('GET',
   * 'api/cart/cart_list', {}, { loginRequired: true })`.
   */
  call<R extends RouteContract>(
    method: 'GET' | 'POST',
    url: RoutePath<R>,
    data?: FormObject,
    opts?: Partial<RequestOptions>,
  ): Promise<Envelope<RouteOutput<R>>>;
  upload<T = unknown>(opts: UploadOptions): Promise<Envelope<T>>;
  /** raw download of a URL as a Blob */
  download(url: string, signal?: AbortSignal): Promise<Blob>;
}

export function createHttp(env: HttpEnv): Http {
  /** the open 237 modal, while one is open */
  let closedModal: Promise<void> | null = null;
  const instance = createConsumerInstance(env);
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
        throw new HttpError(shown, code, envelope, true);
      }
      case REPLY.FORBIDDEN:
      case REPLY.INVALID:
        if (message) env.toast(message);
        // Reported even without a message: the screen must not add a second, generic toast.
        throw new HttpError(message, code, envelope, true);
      case REPLY.CLOSED:
        // Requests refused together (a tab loading three lists of a restricted account) share
        // one modal and one navigation home; each still rejects once it is confirmed.
        if (closedModal) {
          await closedModal;
        } else {
          closedModal = env.alert(message).finally(() => (closedModal = null));
          await closedModal;
          env.navigate(HOME_TAB);
        }
        throw new HttpError(message, code, envelope, true);
      default:
        // 423 and the quirky successes (code 0 / 1 with an empty message) resolve.
        if (message) env.toast(message);
        return envelope;
    }
  }

  function failure(err: unknown): never {
    if (err instanceof Cancelled) throw new Error(CANCEL_MESSAGE);
    if (err instanceof StatusFailure) {
      // Spec section 4: a 401 in the HTTP status, like one in the reply code, logs out and
      // saves the current page as the return target (a proxy or gateway may answer it).
      if (err.status === REPLY.UNAUTHORIZED) {
        const message = env.loginExpiredMessage();
        env.toast(message);
        env.logout();
        goLogin(true);
        throw new HttpError(message, err.status, null, true);
      }
      throw new HttpError(statusError(err.status), err.status);
    }
    throw err;
  }

  async function envelopeOf<T>(res: AxiosResponse): Promise<Envelope<T>> {
    if (!isEnvelope(res.data)) throw new HttpError(NOT_JSON, res.status);
    return handle(res.data as Envelope<T>);
  }

  /** A login-required call without a stored token: nothing is sent, the user goes to login. */
  function noToken(): never {
    goLogin(true);
    throw new HttpError('', REPLY.UNAUTHORIZED, null, true);
  }

  async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
    const method = (opts.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method)) {
      throw new Error(`${method} requests cannot be sent from a browser`);
    }
    if (opts.loginRequired && !env.token()) noToken();
    const getLike = isGetLike(method);
    const headers = AxiosHeaders.from(opts.headers ?? {});
    if (!getLike) headers.setContentType('application/x-www-form-urlencoded', false);
    const data = getLike ? bodyless(method, headers) : { ...(opts.data ?? {}) };
    try {
      const res = await send(instance, {
        url: joinUrl(env.base(), opts.url),
        method,
        headers,
        params: getLike ? { ...(opts.data ?? {}) } : undefined,
        data,
        signal: opts.signal,
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
        shop: { timestamp: true, loginToken: opts.loginRequired === true },
        ...(opts.keepalive
          ? { adapter: env.adapter ?? 'fetch', fetchOptions: { keepalive: true } }
          : {}),
      });
      if (method === 'HEAD' || method === 'OPTIONS') {
        return { code: REPLY.OK, message: '', data: null as T };
      }
      return await envelopeOf<T>(res);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      return failure(err);
    }
  }

  async function upload<T>(opts: UploadOptions): Promise<Envelope<T>> {
    if (opts.loginRequired && !env.token()) noToken();
    try {
      const res = await send(instance, {
        url: joinUrl(env.base(), opts.url),
        method: 'POST',
        headers: withoutContentType(opts.headers),
        data: formOf(opts),
        signal: opts.signal,
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: progressOf(opts.onProgress),
        shop: { timestamp: true, loginToken: opts.loginRequired === true },
      });
      return await envelopeOf<T>(res);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      return failure(err);
    }
  }

  async function download(url: string, signal?: AbortSignal): Promise<Blob> {
    try {
      const res = await send(instance, {
        url: joinUrl(env.base(), url),
        method: 'GET',
        headers: withoutContentType(undefined),
        signal,
        timeout: DOWNLOAD_TIMEOUT_MS,
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
    call: (method, url, data, opts) => request({ ...opts, url, data, method }),
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
  /** test seam: axios's adapter; axios's browser adapter when absent */
  adapter?: HttpAdapter;
}

export const MERCHANT_LOGIN_PAGE = 'pages/guishang/login/login';

/** A merchant upload may report its progress (0–1) for the kiosk's photo tiles. */
export interface MerchantUploadOptions extends Omit<UploadOptions, 'loginRequired'> {
  onProgress?: (fraction: number) => void;
}

export interface MerchantHttp extends Pick<Http, 'request' | 'get' | 'post' | 'call'> {
  upload<T = unknown>(opts: MerchantUploadOptions): Promise<Envelope<T>>;
  /**
   * issue 18 (reports): a GET answered with a file (the CSV export) as a Blob, with the bearer
   * token; a refusal (its JSON body read from the blob) fails like any merchant call.
   */
  download(url: string, data?: FormObject, signal?: AbortSignal): Promise<Blob>;
}

export function createMerchantHttp(env: MerchantHttpEnv): MerchantHttp {
  const instance = createMerchantInstance(env);

  function envelopeOf<T>(res: AxiosResponse): Envelope<T> {
    if (!isEnvelope(res.data)) throw new HttpError(NOT_JSON, res.status);
    return res.data as Envelope<T>;
  }

  async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
    const method = (opts.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method)) {
      throw new Error(`${method} requests cannot be sent from a browser`);
    }
    const isGet = method === 'GET';
    const headers = AxiosHeaders.from(opts.headers ?? {});
    if (!isGet) headers.setContentType('application/x-www-form-urlencoded', false);
    const data = isGet ? bodyless(method, headers) : { ...(opts.data ?? {}) };
    try {
      const res = await send(instance, {
        url: joinUrl(env.base(), opts.url),
        method,
        headers,
        params: isGet ? { ...(opts.data ?? {}) } : undefined,
        data,
        signal: opts.signal,
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
      });
      return envelopeOf<T>(res);
    } catch (err) {
      return failure(err, opts.inlineRefusal === true);
    }
  }

  async function failure(err: unknown, inlineRefusal = false): Promise<never> {
    if (err instanceof Cancelled) throw new Error(CANCEL_MESSAGE);
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
      } else if (status === 422 && !inlineRefusal) {
        await env.alert(message);
      } else if (status === 423) {
        env.toast(message);
      }
      throw new HttpError(
        message,
        status,
        null,
        status === 401 || (status === 422 && !inlineRefusal) || status === 423,
      );
    }
    throw err;
  }

  /** Multipart like the consumer upload; the merchant token travels in the header only. */
  async function upload<T>(opts: MerchantUploadOptions): Promise<Envelope<T>> {
    try {
      const res = await send(instance, {
        url: joinUrl(env.base(), opts.url),
        method: 'POST',
        headers: withoutContentType(opts.headers),
        data: formOf(opts),
        signal: opts.signal,
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: progressOf(opts.onProgress),
      });
      return envelopeOf<T>(res);
    } catch (err) {
      return failure(err);
    }
  }

  // issue 18 (reports): the CSV export
  async function download(url: string, data?: FormObject, signal?: AbortSignal): Promise<Blob> {
    try {
      const res = await send(instance, {
        url: joinUrl(env.base(), url),
        method: 'GET',
        headers: withoutContentType(undefined),
        params: { ...(data ?? {}) },
        signal,
        timeout: DOWNLOAD_TIMEOUT_MS,
        responseType: 'blob',
      });
      return res.data as Blob;
    } catch (err) {
      if (err instanceof StatusFailure && err.data instanceof Blob) {
        let body: unknown = null;
        try {
          body = JSON.parse(await err.data.text());
        } catch {
          // not JSON: the status text
        }
        return failure(new StatusFailure(err.status, body));
      }
      return failure(err);
    }
  }

  return {
    request,
    get: (url, data, opts) => request({ ...opts, url, data, method: 'GET' }),
    post: (url, data, opts) => request({ ...opts, url, data, method: 'POST' }),
    call: (method, url, data, opts) => request({ ...opts, url, data, method }),
    upload,
    download,
  };
}

// ---------------------------------------------------------------------------------------------
// operator instance (issue 20)

/**
 * The operator console's wrapper (`/admin/`, base `opsBase`): `Authorization: Bearer <operator
 * token>`, `X-Client: admin`, the language. Operator calls send JSON bodies (the consumer API's
 * form encoding is a quirk of the spec's client; the server reads both). The envelope is the
 * consumer's `{ code, message, data }`: code 200 is a success; any other code, whether in the
 * envelope or as the HTTP status, rejects with an HttpError carrying the envelope, NOT shown by
 * the wrapper (the console's screens show refusals inline, next to what the operator typed).
 * The one exception is 401 on a call that carried a token: the session is over, so the wrapper
 * forgets it and sends the console to its login (`onUnauthorized`), and the error is `reported`.
 * A 401 without a token (a wrong password on the login form) is the form's to show.
 */
export interface OperatorHttpEnv {
  base: () => string;
  token: () => string | null;
  language: () => string;
  /** the operator's token was refused: forget the session and show the console's login */
  onUnauthorized: () => void;
  /**
   * a 403 with `data.reason: 'totp_required'`: the role moves money and the operator has no TOTP
   * yet (the console re-reads the operator and shows the enrolment)
   */
  onTotpRequired?: () => void;
  /** test seam: axios's adapter; axios's browser adapter when absent */
  adapter?: HttpAdapter;
}

export interface OperatorRequestOptions {
  signal?: AbortSignal;
  timeout?: number;
}

export interface OperatorHttp {
  get<T = unknown>(
    url: string,
    params?: FormObject,
    opts?: OperatorRequestOptions,
  ): Promise<Envelope<T>>;
  post<T = unknown>(
    url: string,
    body?: object,
    opts?: OperatorRequestOptions,
  ): Promise<Envelope<T>>;
  /** A call typed by its contract: `operatorHttp().call<typeof OPS.me>('GET', 'api/ops/me')`. */
  call<R extends RouteContract>(
    method: 'GET' | 'POST',
    url: RoutePath<R>,
    data?: FormObject,
    opts?: OperatorRequestOptions,
  ): Promise<Envelope<RouteOutput<R>>>;
  // issue 20 part goods: a multipart upload (one field `file`), e.g. `api/ops/upload`
  upload<T = unknown>(url: string, file: Blob, opts?: OperatorRequestOptions): Promise<Envelope<T>>;
  /**
   * issue 20 (orders): a GET answered with a file (a CSV export) as a Blob, with the bearer token
   * in the header (never in the URL); a refusal (its JSON envelope) fails like any operator call.
   */
  download(url: string, params?: FormObject, opts?: OperatorRequestOptions): Promise<Blob>;
}

/**
 * A refused operator call: `code` is the one that decided (the envelope's, or the HTTP status
 * when the server answered one) and `data` what the refusal carried. No envelope is attached, so
 * core/data's `ApiError.from` does not take it as already shown (the consumer wrapper toasts its
 * envelopes; this one does not): a screen shows it inline or hands it to `reportFailure`.
 */
export class OperatorHttpError extends HttpError {
  constructor(
    message: string,
    code: number,
    public readonly data: unknown,
    reported: boolean,
  ) {
    super(message, code, null, reported);
  }
}

// issue 20 (orders): a refused download's JSON envelope, read from its blob (null: not JSON)
async function blobEnvelope(
  blob: Blob,
): Promise<{ code?: unknown; message?: unknown; data?: unknown } | null> {
  try {
    const v: unknown = JSON.parse(await blob.text());
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null; // not JSON: the status text
  }
}

export function createOperatorHttp(env: OperatorHttpEnv): OperatorHttp {
  // the wrappers' shared settings; the JSON body below is a string, which it sends as it is
  const instance = createInstance(env.adapter);

  async function request<T>(
    method: 'GET' | 'POST',
    url: string,
    data: object | undefined,
    opts: OperatorRequestOptions = {},
  ): Promise<Envelope<T>> {
    const token = env.token();
    const headers = new AxiosHeaders();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Client', 'admin');
    headers.set('Accept-Language', env.language());
    // issue 20 part goods: a FormData body (upload) goes as multipart, the transport's type
    const form = typeof FormData !== 'undefined' && data instanceof FormData ? data : null;
    if (method === 'POST') headers.setContentType(form ? false : 'application/json');
    let res: AxiosResponse;
    try {
      res = await instance.request({
        url: joinUrl(env.base(), url),
        method,
        headers,
        params: method === 'GET' ? { ...(data ?? {}) } : undefined,
        data: method === 'POST' ? (form ?? JSON.stringify(data ?? {})) : undefined,
        signal: opts.signal,
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
      });
    } catch (err) {
      if (axios.isCancel(err)) throw new Error(CANCEL_MESSAGE);
      if (err instanceof AxiosError) throw new HttpError(err.message, 0);
      throw err;
    }
    const body: unknown = res.data;
    const envelope = isEnvelope(body) && typeof body.code === 'number' ? body : null;
    if (res.status === 200 && envelope?.code === REPLY.OK) return envelope as Envelope<T>;
    if (res.status === 200 && !envelope) throw new HttpError(NOT_JSON, res.status);
    const code = envelope && res.status === 200 ? envelope.code : res.status;
    const message =
      envelope && typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : statusError(res.status === 200 ? code : res.status);
    const unauthorized = code === REPLY.UNAUTHORIZED && token !== null;
    if (unauthorized) env.onUnauthorized();
    const carried: unknown = envelope?.data ?? null;
    const totpRequired =
      code === REPLY.FORBIDDEN &&
      (carried as { reason?: unknown } | null)?.reason === 'totp_required' &&
      env.onTotpRequired !== undefined;
    if (totpRequired) env.onTotpRequired?.();
    throw new OperatorHttpError(message, code, carried, unauthorized || totpRequired);
  }

  // issue 20 (orders): a file answer (the CSV export)
  async function download(
    url: string,
    params?: FormObject,
    opts: OperatorRequestOptions = {},
  ): Promise<Blob> {
    const token = env.token();
    const headers = new AxiosHeaders();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Client', 'admin');
    headers.set('Accept-Language', env.language());
    let res: AxiosResponse;
    try {
      res = await instance.request({
        url: joinUrl(env.base(), url),
        method: 'GET',
        headers,
        params: { ...(params ?? {}) },
        signal: opts.signal,
        timeout: opts.timeout ?? DOWNLOAD_TIMEOUT_MS,
        responseType: 'blob',
      });
    } catch (err) {
      if (axios.isCancel(err)) throw new Error(CANCEL_MESSAGE);
      if (err instanceof AxiosError) throw new HttpError(err.message, 0);
      throw err;
    }
    const blob = res.data as Blob;
    const type = String(res.headers['content-type'] ?? '');
    if (res.status === 200 && !type.includes('json')) return blob;
    const envelope = await blobEnvelope(blob);
    const code = typeof envelope?.code === 'number' ? envelope.code : res.status;
    const message =
      typeof envelope?.message === 'string' && envelope.message
        ? envelope.message
        : statusError(code);
    const unauthorized = code === REPLY.UNAUTHORIZED && token !== null;
    if (unauthorized) env.onUnauthorized();
    throw new OperatorHttpError(message, code, envelope?.data ?? null, unauthorized);
  }

  return {
    get: (url, params, opts) => request('GET', url, params, opts),
    post: (url, body, opts) => request('POST', url, body, opts),
    call: (method, url, data, opts) => request(method, url, data, opts),
    // issue 20 part goods
    upload: (url, file, opts) => {
      const form = new FormData();
      form.append('file', file);
      return request('POST', url, form, { timeout: UPLOAD_TIMEOUT_MS, ...opts });
    },
    download,
  };
}
