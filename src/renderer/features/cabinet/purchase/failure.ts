/**
 * How the purchase screens word a failure for the one reporter (core/data `reportFailure`):
 * "failed: reason", or "failed" when the error has no message. The merchant wrapper already
 * answered 401 (login), 422 (a modal) and 423 (a toast); those stay silent.
 */
import '../strings/buy';
import type { ReportOptions } from '../../../core/data';
import { i18n } from '../../../core/i18n';

export function buyFailure(): ReportOptions {
  return {
    fallback: i18n.t('gsBuy.failed'),
    withReason: (reason) => i18n.t('gsBuy.failedReason', { reason }),
  };
}
