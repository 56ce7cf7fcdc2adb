/**
 * The narrow bridge of every window (issue 7): one object, `window.terminal`, with the typed
 * functions of src/shared/terminal-bridge.ts. Never exposes ipcRenderer or Node. Built as
 * CommonJS (a sandboxed preload cannot be an ES module). The bridge appears only on the app's
 * own pages (app://kiosk, app://shop, app://setup, or the dev server in development), not on the
 * server's cashier or an allow-listed web page the shop window may show; the main process checks
 * every call's sender and payload again.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { TERMINAL_CHANNELS, type TerminalBridge } from '../shared/terminal-bridge';

const DEV_FLAG = '--terminal-dev-origin=';

/** The page's location (this file compiles without the DOM library). */
interface PageLocation {
  protocol: string;
  host: string;
  pathname: string;
}

function bridgeAllowed(): boolean {
  const { protocol, host, pathname } = (globalThis as unknown as { location: PageLocation })
    .location;
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

if (bridgeAllowed()) contextBridge.exposeInMainWorld('terminal', terminal);
