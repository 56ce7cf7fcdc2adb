/**
 * The typed error layer above the request wrappers (ARCHITECTURE.md "Data flow": screen → core/data
 * → endpoint → axios transport). The wrappers keep spec section 8: they resolve envelopes for
 * codes that are not failures (423, the quirky successes, "other code: toast and resolve") and
 * reject for 401/202/406/403/422/237, HTTP failures, timeouts and cancels. This layer turns all of
 * that into one shape: `unwrap` gives a call's `data` or throws an `ApiError`, whose `kind` a
 * screen can switch on and whose `reported` says whether the user was already told.
 *
 * Replaces the ad-hoc unwrapping of `features/orders/errors.ts` (`load`, `attempt`) and
 * `features/wallet/errors.ts` (`replyCode`).
 */
import { REPLY } from '../../../shared/constants';
import type { Envelope } from '../../../shared/contract';
import { CANCEL_MESSAGE, HttpError } from '../api/http';

export type ApiErrorKind =
  /** 401, 202, 406: not logged in, expired, logged in elsewhere */
  | 'auth'
  /** 403: another user's object, a missing right */
  | 'forbidden'
  /** 422: invalid input; `field` names the field when the message does */
  | 'invalid'
  /** 423: locked or a limit reached (pay password, purchase limit, rate limit) */
  | 'locked'
  /** 237: the action is closed to this user (a modal, then home) */
  | 'closed'
  /** no answer: offline, DNS, timeout (code 0) */
  | 'network'
  /** the caller's AbortController cancelled the call ('handle cancel') */
  | 'cancelled'
  /** everything else: HTTP 5xx/404, a body that is not JSON, an unexpected reply code */
  | 'server';

/** Code of an error that is not an answer of the server (a cancel, a bug in the caller). */
export const NO_CODE = -1;

export interface ApiErrorInit {
  code: number;
  message: string;
  kind?: ApiErrorKind;
  field?: string;
  /** the wrapper already showed a toast / modal / the login redirect */
  reported?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** the reply code of the envelope, the HTTP status of a failed answer, 0 without an answer */
  readonly code: number;
  readonly kind: ApiErrorKind;
  /** the input field a 422 names (`sku.id: invalid` → 'sku.id') */
  readonly field?: string;
  /**
   * True once the user has been told (by the wrapper, or by `reportFailure`): reporting it again
   * does nothing, so no screen shows a second toast for one failure.
   */
  reported: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.kind = init.kind ?? kindOf(init.code);
    const field = init.field ?? (this.kind === 'invalid' ? fieldOf(init.message) : undefined);
    if (field !== undefined) this.field = field;
    this.reported = init.reported ?? false;
  }

  /** The message for a screen that shows it beside its field: without the `field: ` prefix. */
  get text(): string {
    return this.field === undefined ? this.message : this.message.replace(/^[^:]*:\s*/, '');
  }

  /** Any thrown value as an ApiError (an ApiError is returned as is). */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isCancel(error)) {
      return new ApiError({
        code: NO_CODE,
        message: CANCEL_MESSAGE,
        kind: 'cancelled',
        reported: true,
        cause: error,
      });
    }
    if (error instanceof HttpError) {
      const code = error.envelope ? error.envelope.code : error.code;
      return new ApiError({
        code,
        message: error.message,
        kind: error.envelope ? kindOf(code) : httpKindOf(code),
        // The wrappers mark what they told the user. Older HttpErrors without the mark: an
        // envelope answer and a 401 were always reported (the rule of the old helpers).
        reported: error.reported || error.envelope !== null || code === REPLY.UNAUTHORIZED,
        cause: error,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ code: NO_CODE, message, kind: 'server', cause: error });
  }
}

/** A cancel through the caller's AbortController (the wrappers reject with 'handle cancel'). */
export function isCancel(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'cancelled';
  return (
    error instanceof Error && !(error instanceof HttpError) && error.message === CANCEL_MESSAGE
  );
}

/** The kind of an envelope's reply code. */
export function kindOf(code: number): ApiErrorKind {
  switch (code) {
    case REPLY.UNAUTHORIZED:
    case REPLY.LOGIN_EXPIRED:
    case REPLY.ELSEWHERE:
      return 'auth';
    case REPLY.FORBIDDEN:
      return 'forbidden';
    case REPLY.INVALID:
      return 'invalid';
    case REPLY.LOCKED:
      return 'locked';
    case REPLY.CLOSED:
      return 'closed';
    case 0:
      return 'network';
    default:
      return 'server';
  }
}

/** The kind of a failed HTTP answer without an envelope (the merchant API's 401 / 422 / 423). */
function httpKindOf(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 422) return 'invalid';
  if (status === 423) return 'locked';
  return 'server';
}

/** The server's 422 messages name the field first: `goods_id: required`, `sku.id: invalid`. */
export function fieldOf(message: string): string | undefined {
  const m = /^([A-Za-z_][\w.[\]-]*):\s/.exec(message);
  return m ? m[1] : undefined;
}

export interface UnwrapOptions {
  /**
   * The reply codes that mean success: 200 by default; `[0]` for api/v3/config and api/v3/kf,
   * `[1]` for api/v3/activity_config and the merchant API (REPLY.*_OK).
   */
  ok?: readonly number[];
  /**
   * Whether the wrapper toasted a resolved non-success envelope that carries a message: true for
   * the consumer wrapper ("other code: toast and resolve"), false for the merchant wrapper, which
   * never toasts an envelope.
   */
  wrapperToasts?: boolean;
}

/**
 * The `data` of a successful envelope; otherwise throws an ApiError (also for what the wrapper
 * rejected with). `await unwrap(goodsApi.detail(id))`.
 */
export async function unwrap<T>(
  envelope: Promise<Envelope<T>>,
  opts: UnwrapOptions = {},
): Promise<T> {
  let res: Envelope<T>;
  try {
    res = await envelope;
  } catch (error) {
    throw ApiError.from(error);
  }
  const ok = opts.ok ?? [REPLY.OK];
  if (ok.includes(res.code)) return res.data;
  const message = typeof res.message === 'string' ? res.message : '';
  throw new ApiError({
    code: res.code,
    message,
    reported: (opts.wrapperToasts ?? true) && message.trim() !== '',
  });
}

/** What `unwrapWithMessage` gives: the data and the server's own words about the success. */
export interface WithMessage<T> {
  data: T;
  /** the envelope's message ('' when it has none): "added to favourites", "code sent" */
  message: string;
}

/**
 * `unwrap` that keeps the success message, for writes whose toast is the server's wording:
 * `const { data, message } = await unwrapWithMessage(api.bindBank(input)); toast(message || t(...))`.
 * Failures throw the same ApiError as `unwrap`.
 */
export async function unwrapWithMessage<T>(
  envelope: Promise<Envelope<T>>,
  opts: UnwrapOptions = {},
): Promise<WithMessage<T>> {
  let message = '';
  const data = await unwrap(
    envelope.then((res) => {
      message = typeof res.message === 'string' ? res.message : '';
      return res;
    }),
    opts,
  );
  return { data, message };
}

/** `unwrap` for the merchant API: success is code 1; the wrapper never toasts an envelope. */
export function unwrapMerchant<T>(envelope: Promise<Envelope<T>>): Promise<T> {
  return unwrap(envelope, { ok: [REPLY.MERCHANT_OK], wrapperToasts: false });
}

/**
 * Calls an endpoint function with the caller's AbortSignal and unwraps it:
 * `callApi((signal) => ordersApi.list({ page }, signal))`.
 */
export function callApi<T>(
  call: (signal?: AbortSignal) => Promise<Envelope<T>>,
  opts: UnwrapOptions & { signal?: AbortSignal } = {},
): Promise<T> {
  let started: Promise<Envelope<T>>;
  try {
    started = call(opts.signal);
  } catch (error) {
    return Promise.reject(ApiError.from(error));
  }
  return unwrap(started, opts);
}
