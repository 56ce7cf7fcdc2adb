/**
 * The account screens' wording for the one failure reporter (core/data/report.ts): a failure
 * without a message of its own (offline, timeout, HTTP 5xx) says "network error", as the wallet's.
 */
import '../wallet/strings/wallet';
import { i18n } from '../../core/i18n';
import { reportFailure, type ApiError } from '../../core/data';

/** Tells the user about a failed account call once (nothing twice, nothing for a cancel). */
export function reportAccountFailure(error: unknown): ApiError {
  return reportFailure(error, { fallback: i18n.t('wallet.networkError') });
}
