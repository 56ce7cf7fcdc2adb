/**
 * The terminal around the kiosk: the optional Electron preload bridge (`window.terminal`, a
 * later issue) and this terminal's cabinet, chosen on the mine tab and kept in localStorage.
 */
import type { TerminalBridge } from '../../../shared/terminal-bridge';
import { storage } from '../platform/storage';
import type { TerminalCabinet } from './realtime-store';

declare global {
  interface Window {
    /** the Electron terminal's preload bridge (issue 7); absent in a browser */
    terminal?: Partial<TerminalBridge>;
  }
}

const CABINET_KEY = 'kioskCabinet';

export function readTerminalCabinet(): TerminalCabinet | null {
  const c = storage.getJson<TerminalCabinet>(CABINET_KEY);
  return c && typeof c.id === 'number' && c.id > 0 ? c : null;
}

export function writeTerminalCabinet(c: TerminalCabinet | null): void {
  if (c) storage.setJson(CABINET_KEY, { id: c.id, name: c.name });
  else storage.remove(CABINET_KEY);
}

/** The consumer shop's address next to this kiosk (`/kiosk/…` → `/h5/#/`). */
export function shopUrl(loc: Pick<Location, 'origin' | 'pathname'> = location): string {
  const base = loc.pathname.replace(/\/kiosk(\/.*)?$/, '').replace(/\/+$/, '');
  return `${loc.origin}${base}/h5/#/`;
}

/** Home tab: the terminal shows the shop window; a browser goes to the shop app. */
export function showShop(): void {
  const bridge = window.terminal;
  if (typeof bridge?.showShop === 'function') {
    bridge.showShop().catch(() => {
      window.location.href = shopUrl(window.location);
    });
    return;
  }
  window.location.href = shopUrl(window.location);
}
