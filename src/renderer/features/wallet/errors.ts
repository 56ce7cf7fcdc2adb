/**
 * Failure reporting for wallet actions. The request wrapper toasts every answer that carries a
 * message (403, 422, 423 ...) and sends 401 to login; a transport failure (offline, timeout,
 * HTTP 500) reaches the caller silently, so the screens say it here.
 */
import './strings/wallet';
import { CANCEL_MESSAGE, HttpError } from '../../core/api/http';
import { i18n } from '../../core/i18n';
import { toast } from '../../core/ui';

/** True when the wrapper already told the user (an envelope answer or the login redirect). */
export function alreadyReported(error: unknown): boolean {
  if (error instanceof Error && error.message === CANCEL_MESSAGE) return true;
  return error instanceof HttpError && (error.envelope !== null || error.code === 401);
}

/** Toasts a network failure unless the wrapper reported the error already. */
export function reportFailure(error: unknown): void {
  if (!alreadyReported(error)) toast(i18n.t('wallet.networkError'));
}

/** The reply code of a rejected call (422 for invalid input, say); 0 for transport failures. */
export function replyCode(error: unknown): number {
  return error instanceof HttpError && error.envelope ? error.envelope.code : 0;
}
