/**
 * The terminal around the kiosk: the optional Electron preload bridge (`window.terminal`, a
 * later issue) and this terminal's cabinet, chosen on the mine tab and kept in localStorage.
 */
import type { TerminalBridge } from '../../../shared/terminal-bridge';
import { storage } from './storage';

declare global {
  interface Window {
    /** the Electron terminal's preload bridge (issue 7); absent in a browser */
    terminal?: Partial<TerminalBridge>;
  }
}

const CABINET_KEY = 'kioskCabinet';
const TERMINAL_KEY = 'kioskTerminalId';

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * This terminal's id: made once and kept in localStorage. Sent at merchant login
 * (`terminal_id`), on every merchant request (`X-Terminal-Id`) and in the socket handshake; the
 * server refuses the session's token with any other id (docs/security.md "Sessions").
 */
export function terminalId(): string {
  const stored = storage.get(TERMINAL_KEY);
  if (stored && /^[A-Za-z0-9_.:-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  storage.set(TERMINAL_KEY, id);
  return id;
}

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

/** The cabinet this terminal stands at (chosen by the merchant, remembered by the terminal). */
export interface TerminalCabinet {
  id: number;
  name: string;
}
