/**
 * The consumer request wrapper (spec sections 7 and 8; ARCHITECTURE.md "Request and response
 * conventions"). The only module that imports axios. Its side effects (toasts, modals, logout,
 * navigation) come in through `HttpEnv`, so it is tested without a browser.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type Method } from 'axios';
import {
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
  /** test seam */
  adapter?: AxiosAdapter;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  /** server time offset sink (X-Server-Time) */
  onServerTime?: (serverSeconds: number) => void;
}

export interface RequestOptions {
  url: string;
  method?: Method | 'CONNECT' | 'TRACE';
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
  const instance: AxiosInstance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // Only HTTP 200 is a valid response (spec section 5); everything else is a failure.
    validateStatus: (s) => s === 200,
    adapter: env.adapter,
  });
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

  function commonHeaders(extra?: Record<string, string>): AxiosHeaders {
    const h = new AxiosHeaders();
    const token = env.token();
    if (token) {
      h.set('Authorization', `Bearer ${token}`);
      h.set('token', token);
    }
    h.set('X-Client', env.client);
    h.set('Accept-Language', env.language());
    for (const [k, v] of Object.entries(extra ?? {})) h.set(k, v);
    return h;
  }

  function failure(err: unknown): never {
    if (axios.isCancel(err) || (err instanceof Error && err.name === 'CanceledError')) {
      throw new Error(CANCEL_MESSAGE);
    }
    if (axios.isAxiosError(err)) {
      const status = err.response?.status ?? 0;
      // Spec section 4: a 401 in the HTTP status, like one in the reply code, logs out and
      // saves the current page as the return target (a proxy or gateway may answer it).
      if (status === REPLY.UNAUTHORIZED) {
        const message = env.loginExpiredMessage();
        env.toast(message);
        env.logout();
        goLogin(true);
        throw new HttpError(message, status);
      }
      throw new HttpError(err.message, status);
    }
    throw err;
  }

  function noteServerTime(headers: unknown): void {
    const value = (headers as Record<string, unknown> | undefined)?.['x-server-time'];
    const n = Number(value);
    if (env.onServerTime && Number.isFinite(n) && n > 0) env.onServerTime(n);
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
    const query: Record<string, string> = { timestamp: String(Math.floor(Date.now() / 1000)) };
    const isGetLike =
      method === 'GET' || method === 'HEAD' || method === 'DELETE' || method === 'OPTIONS';
    if (opts.loginRequired && token) data.token = token;
    const headers = commonHeaders(opts.headers);
    let body: string | undefined;
    if (isGetLike) {
      for (const [k, v] of toFormPairs(data)) query[k] = v;
    } else {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = encodeForm(data);
    }
    try {
      const res = await instance.request<Envelope<T>>({
        url: joinUrl(env.base(), opts.url),
        method: method,
        params: query,
        data: body,
        headers,
        signal: opts.signal,
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
      });
      noteServerTime(res.headers);
      if (method === 'HEAD' || method === 'OPTIONS')
        return { code: REPLY.OK, message: '', data: null as T };
      return await handle(res.data);
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
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.formData ?? {})) form.append(k, v);
    if (opts.loginRequired && token) form.append('token', token);
    form.append(opts.name ?? 'file', opts.file, opts.fileName ?? 'upload');
    const headers = commonHeaders(opts.headers);
    // The browser sets multipart's content type with its boundary. `false` (not delete) keeps
    // the instance default 'application/json' from being merged back in.
    headers.set('Content-Type', false);
    try {
      const res = await instance.post<Envelope<T>>(joinUrl(env.base(), opts.url), form, {
        params: { timestamp: String(Math.floor(Date.now() / 1000)) },
        headers,
        signal: opts.signal,
        timeout: UPLOAD_TIMEOUT_MS,
        transformRequest: (d: unknown) => d,
        onUploadProgress: opts.onProgress
          ? (e) => {
              if (e.total) opts.onProgress?.(Math.min(1, e.loaded / e.total));
            }
          : undefined,
      });
      noteServerTime(res.headers);
      return await handle(res.data);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      return failure(err);
    }
  }

  async function download(url: string, signal?: AbortSignal): Promise<Blob> {
    try {
      const res = await instance.get<Blob>(joinUrl(env.base(), url), {
        responseType: 'blob',
        signal,
        headers: commonHeaders(),
      });
      return res.data;
    } catch (err) {
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

/** The merchant (guishang) wrapper: its own bearer token; errors arrive as HTTP 401 / 422. */
export interface MerchantHttpEnv {
  base: () => string;
  token: () => string | null;
  language: () => string;
  currentPath: () => string;
  navigate: (path: string) => void;
  saveReturnTarget: (path: string) => void;
  logout: () => void;
  alert: (message: string) => Promise<void>;
  toast: (message: string) => void;
  adapter?: AxiosAdapter;
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
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    validateStatus: (s) => s === 200,
    adapter: env.adapter,
  });

  function headers(): AxiosHeaders {
    const h = new AxiosHeaders();
    const token = env.token();
    if (token) h.set('Authorization', `Bearer ${token}`);
    h.set('X-Client', 'kiosk');
    h.set('Accept-Language', env.language());
    return h;
  }

  async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
    const method = (opts.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method)) {
      throw new Error(`${method} requests cannot be sent from a browser`);
    }
    const isGet = method === 'GET';
    const h = headers();
    if (!isGet) h.set('Content-Type', 'application/x-www-form-urlencoded');
    try {
      const res = await instance.request<Envelope<T>>({
        url: joinUrl(env.base(), opts.url),
        method: method,
        params: isGet ? Object.fromEntries(toFormPairs(opts.data ?? {})) : undefined,
        data: isGet ? undefined : encodeForm(opts.data ?? {}),
        headers: h,
        signal: opts.signal,
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
      });
      return res.data;
    } catch (err) {
      return failure(err);
    }
  }

  async function failure(err: unknown): Promise<never> {
    if (axios.isCancel(err)) throw new Error(CANCEL_MESSAGE);
    if (axios.isAxiosError(err)) {
      const status = err.response?.status ?? 0;
      const message =
        (err.response?.data as { message?: string } | undefined)?.message ?? err.message;
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
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.formData ?? {})) form.append(k, v);
    form.append(opts.name ?? 'file', opts.file, opts.fileName ?? 'upload');
    const h = headers();
    for (const [k, v] of Object.entries(opts.headers ?? {})) h.set(k, v);
    // The browser writes multipart's content type with its boundary.
    h.set('Content-Type', false);
    try {
      const res = await instance.post<Envelope<T>>(joinUrl(env.base(), opts.url), form, {
        headers: h,
        signal: opts.signal,
        timeout: UPLOAD_TIMEOUT_MS,
        transformRequest: (d: unknown) => d,
        onUploadProgress: opts.onProgress
          ? (e) => {
              if (e.total) opts.onProgress?.(Math.min(1, e.loaded / e.total));
            }
          : undefined,
      });
      return res.data;
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
