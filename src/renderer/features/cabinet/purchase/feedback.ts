/**
 * Failure reporting of the purchase screens. The merchant wrapper already answers 401 (login),
 * 422 (a modal with the server's message) and 423 (a toast); anything else (offline, timeout,
 * HTTP 500) reaches the caller silently, so the screens say it here, with the reason.
 */
import { CANCEL_MESSAGE, HttpError } from '../../../core/api/http';
import { i18n } from '../../../core/i18n';
import { toast } from '../../../core/ui';
import '../strings/buy';

export function alreadyReported(error: unknown): boolean {
  if (error instanceof Error && error.message === CANCEL_MESSAGE) return true;
  return error instanceof HttpError && [401, 422, 423].includes(error.code);
}

/** Toasts "failed: reason" unless the wrapper told the merchant already. */
export function reportBuyFailure(error: unknown): void {
  if (alreadyReported(error)) return;
  const reason = error instanceof Error && error.message ? error.message : '';
  toast(reason ? i18n.t('gsBuy.failedReason', { reason }) : i18n.t('gsBuy.failed'));
}
