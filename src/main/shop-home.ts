/**
 * issue 25 §2 (electron-http): the kiosk's bottom tab 0 "switches to the consumer home tab". In a
 * browser the kiosk navigates to the shop app; in the terminal the shop is its own window, so the
 * main process opens that window's home tab and brings it forward.
 *
 * When the window already shows the shop app, its preload changes the hash to the home route
 * (`TERMINAL_EVENTS.openShopHome`): a same-document navigation the app's hash router follows, so
 * the app is not reloaded (login, cart badge and socket stay). When it shows anything else (the
 * server's cashier, an allow-listed web page, nothing yet) it is loaded on the home route.
 */
import type { BrowserWindow } from 'electron';
import { TERMINAL_EVENTS } from '../shared/terminal-bridge';
import { appOfPage } from './ipc';
import { startUrl } from './windows';

/** The shop app's home tab: its start URL (which carries the home route's hash). */
export function shopHomeUrl(devOrigin: string | null): string {
  return startUrl('shop', devOrigin);
}

/** Whether a URL is the shop app's own page (whatever its hash), where the preload listens. */
export function showsShopApp(url: string, devOrigin: string | null): boolean {
  if (appOfPage(url, devOrigin) !== 'shop') return false;
  const { pathname } = new URL(url);
  const page = new URL(shopHomeUrl(devOrigin)).pathname;
  return pathname === page || pathname === page.replace(/index\.html$/, '');
}

/** Opens the home tab of a live shop window (does not show or focus it). */
export function openShopHome(
  win: Pick<BrowserWindow, 'loadURL'> & {
    webContents: Pick<BrowserWindow['webContents'], 'getURL' | 'send'>;
  },
  devOrigin: string | null,
): void {
  if (showsShopApp(win.webContents.getURL(), devOrigin)) {
    win.webContents.send(TERMINAL_EVENTS.openShopHome);
    return;
  }
  void win.loadURL(shopHomeUrl(devOrigin));
}
