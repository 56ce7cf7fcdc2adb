/**
 * The one failure reporter: every screen hands a failed load or write to `reportFailure`, which
 * decides once whether the user sees a toast, a modal or the login page, and never tells them
 * twice (ARCHITECTURE.md "Data flow"; spec section 8).
 *
 * Replaces the three copies of `alreadyReported` / `reportFailure` in `features/orders/errors.ts`,
 * `features/wallet/errors.ts` (toast "network error" unless the wrapper reported it) and
 * `features/cabinet/purchase/feedback.ts` (`reportBuyFailure`: toast "failed: reason"). Their rules, all kept:
 * - a cancel ('handle cancel') is silent;
 * - what the consumer wrapper answered with an envelope (401/202/406 toast + login, 403/422
 *   toast, 237 modal + home) or a login redirect (reply or HTTP 401, login-required call without
 *   a token) is silent; so are the merchant wrapper's HTTP 401 (login), 422 (modal), 423 (toast);
 *   the wrappers mark those `HttpError.reported`, and `ApiError.from` carries the mark;
 * - anything else (offline, timeout, HTTP 5xx, a body that is not JSON) gets one toast: the
 *   caller's fallback text, or "failed: reason" when the caller asks for the reason.
 * New, for errors nobody reported yet (`unwrap` of an envelope without a message, an ApiError a
 * screen built): 'auth' goes to login, 'closed' shows the modal then goes home, the other kinds
 * toast their message (or the fallback when it is empty). After a report the error is marked, so
 * a second `reportFailure` of the same error does nothing.
 */
import { HOME_TAB, LOGIN_PAGE } from '../../../shared/constants';
import { isLoginPage } from '../api/http';
import { i18n } from '../i18n';
import type { TranslationKey } from '../i18n/typed';
import { alert as uiAlert, toast as uiToast } from '../ui/feedback';
import { ApiError } from './api-error';

export interface FailureReporterDeps {
  toast: (message: string) => void;
  alert: (message: string) => Promise<void>;
  navigate: (path: string) => void;
  /** the current hash path without '#/' (no login redirect from a login page) */
  currentPath: () => string;
  /** saves the return target before the login redirect (the wrappers' `saveReturnTarget`) */
  saveReturnTarget: (path: string) => void;
  /** the text of a failure without a message of its own */
  fallbackMessage: () => string;
  /** resolves `fallbackKey` / `reasonKey` (i18n.t) */
  translate: (key: TranslationKey, values?: Record<string, string>) => string;
}

export interface ReportOptions {
  /** the toast for a failure without a message of its own (offline, 5xx): the screen's wording */
  fallback?: string;
  /**
   * `fallback` as a translation key, resolved when the failure is reported:
   * `{ fallbackKey: <a key of the screen's strings> }` (the caller imports the module registering its
   * strings). `fallback` wins when both are given.
   */
  fallbackKey?: TranslationKey;
  /**
   * "failed: reason" (the kiosk purchase screens): called with the error's message when it has
   * one; the fallback is used when it has none.
   */
  withReason?: (reason: string) => string;
  /**
   * `withReason` as a translation key with a `{{reason}}` interpolation:
   * the purchase screens' "failed" and "failed: {{reason}}" keys.
   */
  reasonKey?: TranslationKey;
}

function currentHashPath(): string {
  return typeof location === 'undefined' ? '' : location.hash.replace(/^#\/?/, '');
}

const defaults: FailureReporterDeps = {
  toast: uiToast,
  alert: (m) => uiAlert(m),
  navigate: (p) => {
    if (typeof location !== 'undefined') location.hash = `#/${p}`;
  },
  currentPath: currentHashPath,
  saveReturnTarget: () => undefined,
  fallbackMessage: () => i18n.t('common.loadError'),
  // A key chosen by the caller (the runtime's `t` takes any key and values)
  translate: (key, values) => i18n.t(key, values),
};

let deps: FailureReporterDeps = defaults;

/**
 * Wires the reporter to the app (bootstrap: the router's navigate, the stored return target).
 * Returns a function that restores the previous wiring (tests).
 */
export function configureFailureReporter(next: Partial<FailureReporterDeps>): () => void {
  const previous = deps;
  deps = { ...deps, ...next };
  return () => {
    deps = previous;
  };
}

/** True when the user has already been told about this failure (or it was a cancel). */
export function alreadyReported(error: unknown): boolean {
  return ApiError.from(error).reported;
}

/**
 * Tells the user about a failure once. Returns the ApiError (reported), so a caller can go on
 * with `kind` / `field`: `const e = reportFailure(err); if (e.kind === 'invalid') ...`.
 */
export function reportFailure(error: unknown, opts: ReportOptions = {}): ApiError {
  const e = ApiError.from(error);
  if (e.reported) return e;
  e.reported = true;
  const fallback =
    opts.fallback ?? (opts.fallbackKey ? deps.translate(opts.fallbackKey) : deps.fallbackMessage());
  const withReason =
    opts.withReason ??
    (opts.reasonKey
      ? (reason: string) => deps.translate(opts.reasonKey as TranslationKey, { reason })
      : undefined);
  switch (e.kind) {
    case 'cancelled':
      return e;
    case 'auth': {
      if (e.message) deps.toast(e.message);
      const current = deps.currentPath();
      if (!isLoginPage(current)) {
        deps.saveReturnTarget(current);
        deps.navigate(LOGIN_PAGE);
      }
      return e;
    }
    case 'closed':
      void deps.alert(e.message || fallback).then(() => deps.navigate(HOME_TAB));
      return e;
    case 'network':
    case 'server':
      if (withReason && e.message) deps.toast(withReason(e.message));
      else deps.toast(fallback);
      return e;
    default:
      // forbidden, invalid, locked: the server's message says what is wrong.
      deps.toast(e.message || fallback);
      return e;
  }
}
