/**
 * The order screens' wording for the one failure reporter (core/data/report.ts): a failure
 * without a message of its own (offline, timeout, HTTP 5xx) says "network error".
 */
import '../../core/i18n/data';
import type { Envelope } from '../../../shared/contract';
import { i18n } from '../../core/i18n';
import { reportFailure, unwrap, type ApiError } from '../../core/data';

/** Tells the user about a failed order call once (nothing twice, nothing for a cancel). */
export function reportOrderFailure(error: unknown): ApiError {
  return reportFailure(error, { fallback: i18n.t('data.networkError') });
}

/** Runs a write; true when the server answered 200, otherwise the failure is reported. */
export async function attemptWrite(call: () => Promise<Envelope<unknown>>): Promise<boolean> {
  try {
    await unwrap(call());
    return true;
  } catch (error) {
    reportOrderFailure(error);
    return false;
  }
}
