/**
 * Failure reporting of the order screens. The request wrapper toasts every answer that carries a
 * message (403, 422, 423 ...) and sends 401 to login; a transport failure (offline, timeout,
 * HTTP 500) reaches the caller silently, so the screens say it here.
 */
import '../i18n/data';
import { REPLY } from '../../../shared/constants';
import type { Envelope } from '../../../shared/contract';
import { CANCEL_MESSAGE, HttpError } from '../api/http';
import { i18n } from '../i18n';
import { toast } from '../ui';

/** True when the wrapper already told the user (an envelope answer or the login redirect). */
export function alreadyReported(error: unknown): boolean {
  if (error instanceof Error && error.message === CANCEL_MESSAGE) return true;
  return (
    error instanceof HttpError && (error.envelope !== null || error.code === REPLY.UNAUTHORIZED)
  );
}

/** Toasts a network failure unless the wrapper reported the error already. */
export function reportFailure(error: unknown): void {
  if (!alreadyReported(error)) toast(i18n.t('data.networkError'));
}

/** Runs a write; true when the server answered 200 (other answers were toasted by the wrapper). */
export async function attempt(call: () => Promise<Envelope<unknown>>): Promise<boolean> {
  try {
    const res = await call();
    return res.code === REPLY.OK;
  } catch (e) {
    reportFailure(e);
    return false;
  }
}

/** Unwraps a read: the data of a 200 answer; throws otherwise (the screen shows its error state). */
export async function load<T>(call: () => Promise<Envelope<T>>): Promise<T> {
  const res = await call();
  if (res.code !== REPLY.OK) throw new HttpError(res.message, res.code, res);
  return res.data;
}
