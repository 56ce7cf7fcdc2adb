/**
 * Issue 19 (brief C): one rule for "the object asked for does not exist", used by every screen
 * that loads one object by an id from its link (an order, a goods, a live room, a seller, a
 * brand). A retry cannot help such an answer, so the screen shows a not-found state with a way
 * on (core/ui `MissingState` / `LoadFailure`) instead of 加载失败/重试.
 *
 * Not found: the server's 422 for the id (`order_id: 格式不正确`, `订单不存在`), a 403 for another
 * user's object (it is not this user's to see: the same answer, nothing leaks), an HTTP 404.
 * Everything else (offline, 5xx, a timeout) may succeed on a retry.
 */
import { ApiError } from './api-error';

export function isNotFound(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const e = ApiError.from(error);
  return e.kind === 'invalid' || e.kind === 'forbidden' || (e.kind === 'server' && e.code === 404);
}

/** A positive integer id from a link's query value (`?order_id=12`), else null. */
export function idFromQuery(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Issue 19 (brief C): the failure means the wrapper is taking the user to login (logged out, the
 * session expired or was ended elsewhere; a login-required call without a token is not even
 * sent). The screen keeps its loading state until the login page opens instead of flashing
 * 加载失败/重试 for the redirect's delay (LOGIN_REDIRECT_DELAY_MS).
 */
export function isGoingToLogin(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  return ApiError.from(error).kind === 'auth';
}
