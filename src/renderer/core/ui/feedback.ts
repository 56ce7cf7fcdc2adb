// Toasts and modal dialogs (UI.md, "Feedback"). Pages and the http wrapper call these instead of
// antd-mobile's Toast/Dialog directly so the defaults stay the same everywhere.
//
// antd-mobile's Toast and Dialog load lazily (./feedback-antd) on the first toast or dialog, not
// at start-up: with their popup and animation stack (@react-spring, @use-gesture) they were
// ~28 KB gzip of the 241 KB that home fetched until the network was idle (issue 21,
// scripts/until-idle.mjs). A toast waits for the chunk and still shows; calls made while it loads
// are shown in call order. Offline before the first toast, a toast is dropped and a dialog falls
// back to the browser's own.

import type { ToastShowProps } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { i18n } from '../i18n';
import { loadOnce } from '../platform/lazy';

export type ToastOptions = Pick<
  ToastShowProps,
  'icon' | 'duration' | 'position' | 'maskClickable' | 'afterClose'
>;

type Antd = typeof import('./feedback-antd');

/** Whether anything asked for the chunk yet (nothing shown: nothing to close). */
let requested = false;

const loadAntd: () => Promise<Antd> = loadOnce(() => import('./feedback-antd'));

/** Loads antd-mobile's Toast and Dialog once; a failed load is tried again on the next call. */
export function loadFeedback(): Promise<Antd> {
  requested = true;
  return loadAntd();
}

/** Shows a 1500 ms toast without an icon; does nothing when the message is empty or blank. */
export function toast(message: string | null | undefined, opts: ToastOptions = {}): void {
  if (!message || !message.trim()) return;
  loadFeedback().then(
    ({ Toast }) => Toast.show({ content: message, duration: TOAST_DURATION_MS, ...opts }),
    // the chunk could not load (offline before the preload finished): nothing to show it with
    () => undefined,
  );
}

export interface AlertOptions {
  title?: string;
  confirmText?: string;
}

/** A modal with one button; resolves when it is closed. */
export async function alert(message: string, opts: AlertOptions = {}): Promise<void> {
  let antd: Antd;
  try {
    antd = await loadFeedback();
  } catch {
    // the browser's own dialog rather than a message nobody sees
    window.alert(message);
    return;
  }
  return antd.Dialog.alert({
    title: opts.title,
    content: message,
    confirmText: opts.confirmText ?? i18n.t('common.ok'),
  });
}

export interface ConfirmOptions extends AlertOptions {
  cancelText?: string;
}

/** A modal with confirm and cancel; resolves true when confirmed. */
export async function confirm(message: string, opts: ConfirmOptions = {}): Promise<boolean> {
  let antd: Antd;
  try {
    antd = await loadFeedback();
  } catch {
    return window.confirm(message);
  }
  return antd.Dialog.confirm({
    title: opts.title,
    content: message,
    confirmText: opts.confirmText ?? i18n.t('common.confirm'),
    cancelText: opts.cancelText ?? i18n.t('common.cancel'),
  });
}

/**
 * Issue 19 (brief C): closes every open imperative dialog (`alert` / `confirm` here and any other
 * antd `Dialog.show`). They are drawn over the body outside the page's React tree, so without
 * this a modal survived browser back onto the previous page. Called on every route change (the
 * router bridge, core/bootstrap.tsx). A closed alert resolves, a closed confirm resolves false
 * (antd's onClose), so a caller waiting for the answer does nothing.
 */
export function closeDialogs(): void {
  // a route change must not fetch the chunk: if nothing asked for it and no antd dialog is on
  // the page, nothing is open
  const shown =
    typeof document !== 'undefined' && document.querySelector('.adm-dialog, .adm-modal') !== null;
  if (!requested && !shown) return;
  loadFeedback().then(
    ({ Dialog }) => Dialog.clear(),
    // nothing loaded: nothing was shown
    () => undefined,
  );
}
