// Toasts and modal dialogs (UI.md, "Feedback"). Pages and the http wrapper call these instead of
// antd-mobile's Toast/Dialog directly so the defaults stay the same everywhere.

import { Dialog, Toast, type ToastShowProps } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { i18n } from '../i18n';

export type ToastOptions = Pick<
  ToastShowProps,
  'icon' | 'duration' | 'position' | 'maskClickable' | 'afterClose'
>;

/** Shows a 1500 ms toast without an icon; does nothing when the message is empty or blank. */
export function toast(message: string | null | undefined, opts: ToastOptions = {}): void {
  if (!message || !message.trim()) return;
  Toast.show({ content: message, duration: TOAST_DURATION_MS, ...opts });
}

export interface AlertOptions {
  title?: string;
  confirmText?: string;
}

/** A modal with one button; resolves when it is closed. */
export function alert(message: string, opts: AlertOptions = {}): Promise<void> {
  return Dialog.alert({
    title: opts.title,
    content: message,
    confirmText: opts.confirmText ?? i18n.t('common.ok'),
  });
}

export interface ConfirmOptions extends AlertOptions {
  cancelText?: string;
}

/** A modal with confirm and cancel; resolves true when confirmed. */
export function confirm(message: string, opts: ConfirmOptions = {}): Promise<boolean> {
  return Dialog.confirm({
    title: opts.title,
    content: message,
    confirmText: opts.confirmText ?? i18n.t('common.confirm'),
    cancelText: opts.cancelText ?? i18n.t('common.cancel'),
  });
}
