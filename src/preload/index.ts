/**
 * The narrow bridge of every window (issue 7): one object, `window.terminal`, with the typed
 * functions of src/shared/terminal-bridge.ts. Never exposes ipcRenderer or Node. Built as
 * CommonJS (a sandboxed preload cannot be an ES module). The bridge appears only on the app's
 * own pages (app://kiosk, app://shop, app://setup, or the dev server in development), not on the
 * server's cashier or an allow-listed web page the shop window may show; the main process checks
 * every call's sender and payload again.
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  SHOP_HOME_HASH,
  TERMINAL_CHANNELS,
  TERMINAL_EVENTS,
  type TerminalBridge,
} from '../shared/terminal-bridge';

const DEV_FLAG = '--terminal-dev-origin=';

/** The page's location (this file compiles without the DOM library). */
interface PageLocation {
  protocol: string;
  host: string;
  pathname: string;
  hash: string;
}

const pageLocation = () => (globalThis as unknown as { location: PageLocation }).location;

function bridgeAllowed(): boolean {
  const { protocol, host, pathname } = pageLocation();
  if (protocol === 'app:') return host === 'kiosk' || host === 'shop' || host === 'setup';
  const dev = process.argv.find((a) => a.startsWith(DEV_FLAG))?.slice(DEV_FLAG.length);
  return (
    !!dev &&
    `${protocol}//${host}` === dev &&
    (pathname.startsWith('/kiosk/') || pathname.startsWith('/h5/'))
  );
}

const call = (channel: keyof typeof TERMINAL_CHANNELS, ...args: unknown[]) =>
  ipcRenderer.invoke(TERMINAL_CHANNELS[channel].name, ...args);

const terminal: TerminalBridge = {
  showShop: () => call('showShop') as Promise<void>,
  showKiosk: () => call('showKiosk') as Promise<void>,
  kioskInfo: () => call('kioskInfo') as ReturnType<TerminalBridge['kioskInfo']>,
  requestExit: (pin) => call('requestExit', pin) as ReturnType<TerminalBridge['requestExit']>,
  setupInfo: () => call('setupInfo') as ReturnType<TerminalBridge['setupInfo']>,
  saveConfig: (input) => call('saveConfig', input) as ReturnType<TerminalBridge['saveConfig']>,
};

/** The shop app's own page (app://shop, or its folder on the dev server). */
function isShopApp(): boolean {
  const { protocol, host, pathname } = pageLocation();
  return protocol === 'app:' ? host === 'shop' : pathname.startsWith('/h5/');
}

if (bridgeAllowed()) {
  contextBridge.exposeInMainWorld('terminal', terminal);
  // issue 25 §2: the kiosk's home tab opens the shop's home tab in place — a hash change the
  // app's hash router follows (no reload). Only the main process sends on this channel.
  if (isShopApp()) {
    ipcRenderer.on(TERMINAL_EVENTS.openShopHome, () => {
      pageLocation().hash = SHOP_HOME_HASH;
    });
  }
}
