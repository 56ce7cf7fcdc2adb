/**
 * Lock-down of the terminal's windows (issue 7, docs/electron-security.md): where a window may
 * navigate, which keys the kiosk swallows, permissions, web views. Plain functions over the
 * electron objects they are given, unit-tested with fakes.
 */
import type { BrowserWindow, Input, Session, WebContents } from 'electron';
import type { TerminalApp } from '../shared/terminal-bridge';
import { appOrigin } from './protocol';

export interface NavigationContext {
  app: TerminalApp;
  /** the configured server base URL (null before setup) */
  serverUrl: string | null;
  /** hosts of the web-view allow-list (api/v3/config `web_view_hosts`), https only */
  webViewHosts: readonly string[];
  /** the dev server origin in development (electron-vite), else null */
  devOrigin: string | null;
}

/** The server's own pages the shop window may show: payment cashier and social authorize. */
export const SERVER_PAGE_PREFIXES = ['/pay/', '/social/'] as const;

export type NavigationDecision =
  { action: 'allow' } | { action: 'deny' } | { action: 'redirect'; url: string };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** `scheme://host[:port]` (Node's URL gives custom schemes the opaque origin "null"). */
function originOf(u: URL): string {
  return `${u.protocol}//${u.host}`;
}

/** The folder of an app on the dev server. */
const DEV_DIRS: Record<TerminalApp, string> = { kiosk: '/kiosk/', shop: '/h5/', setup: '/setup/' };

/**
 * Where a top-level navigation of a window may go. Every window may stay in its own app. The
 * shop window may also open the server's cashier / authorize pages and https pages of the
 * web-view allow-list; when the cashier sends the buyer back to the server-hosted h5 app
 * (`<server>/h5/#/…`), the window returns to its bundled app at the same route instead, and a
 * server-relative cashier / authorize link of the bundled app goes to the server.
 */
export function decideNavigation(url: string, ctx: NavigationContext): NavigationDecision {
  const u = parse(url);
  if (!u) return { action: 'deny' };
  const server = ctx.serverUrl ? parse(ctx.serverUrl) : null;
  // The h5 app sends the buyer to the cashier by a server-relative link (`/pay/sandbox/…`),
  // which in the bundled app resolves to app://shop/pay/…: send it to the server instead.
  const own = ctx.devOrigin ?? appOrigin(ctx.app);
  if (
    ctx.app === 'shop' &&
    server &&
    originOf(u) === own &&
    SERVER_PAGE_PREFIXES.some((p) => u.pathname.startsWith(p))
  ) {
    return { action: 'redirect', url: `${originOf(server)}${u.pathname}${u.search}${u.hash}` };
  }
  if (ctx.devOrigin) {
    if (originOf(u) === ctx.devOrigin) {
      return u.pathname.startsWith(DEV_DIRS[ctx.app]) ? { action: 'allow' } : { action: 'deny' };
    }
  } else if (originOf(u) === appOrigin(ctx.app)) {
    return { action: 'allow' };
  }
  if (ctx.app !== 'shop') return { action: 'deny' };
  if (server && originOf(u) === originOf(server)) {
    if (u.pathname === '/h5/' || u.pathname === '/h5/index.html') {
      const own = ctx.devOrigin
        ? `${ctx.devOrigin}/h5/index.html`
        : `${appOrigin('shop')}/index.html`;
      return { action: 'redirect', url: `${own}${u.hash}` };
    }
    if (SERVER_PAGE_PREFIXES.some((p) => u.pathname.startsWith(p))) return { action: 'allow' };
    return { action: 'deny' };
  }
  if (u.protocol === 'https:' && ctx.webViewHosts.includes(u.hostname)) return { action: 'allow' };
  return { action: 'deny' };
}

/**
 * Applies decideNavigation to every navigation and redirect of the window, denies every new
 * window (window.open, target=_blank) and every <webview>. Nothing is handed to the OS browser:
 * shell.openExternal is never called.
 */
export function lockNavigation(
  win: Pick<BrowserWindow, 'webContents'>,
  context: () => NavigationContext,
): void {
  const wc = win.webContents;
  wc.setWindowOpenHandler(() => ({ action: 'deny' }));
  const guard = (event: { preventDefault: () => void }, url: string, isMainFrame = true) => {
    if (!isMainFrame) return;
    const decision = decideNavigation(url, context());
    if (decision.action === 'allow') return;
    event.preventDefault();
    if (decision.action === 'redirect') void wc.loadURL(decision.url);
  };
  wc.on('will-navigate', (event) => guard(event, event.url, event.isMainFrame));
  wc.on('will-redirect', (event) => guard(event, event.url, event.isMainFrame));
  wc.on('will-attach-webview', (event) => event.preventDefault());
}

const CLOSE_KEYS = new Set(['f4', 'w', 'q']);
const RELOAD_KEYS = new Set(['r', 'f5']);
const DEVTOOLS_KEYS = new Set(['i', 'j', 'c', 'k']);
const ZOOM_KEYS = new Set(['+', '=', '-', '_', '0', 'add', 'subtract', 'plus', 'minus']);

/**
 * Whether the kiosk window swallows a key: reload (F5, Ctrl/Cmd+R), devtools (F12,
 * Ctrl+Shift+I/J/C/K, Cmd+Alt+I), zoom (Ctrl/Cmd + +/-/0), close and quit (Alt+F4, Ctrl/Cmd+W,
 * Ctrl/Cmd+Q), fullscreen toggling (F11) and the browser's back/forward (Alt+←/→, the browser
 * keys). Typing in the app's fields is untouched.
 */
export function isBlockedKey(
  input: Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'alt' | 'shift'>,
): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown') return false;
  const key = input.key.toLowerCase();
  const mod = input.control || input.meta;
  if (key === 'f5' || key === 'f11' || key === 'f12') return true;
  if (key === 'browserback' || key === 'browserforward' || key === 'browserrefresh') return true;
  if (input.alt && (key === 'f4' || key === 'arrowleft' || key === 'arrowright')) return true;
  if (!mod) return false;
  if (CLOSE_KEYS.has(key) || RELOAD_KEYS.has(key) || ZOOM_KEYS.has(key)) return true;
  if ((input.shift || input.alt) && DEVTOOLS_KEYS.has(key)) return true;
  if (key === 'p' || key === 's' || key === 'o' || key === 'n' || key === 't') return true;
  return false;
}

/** Key, zoom and devtools guard of the kiosk window. */
export function guardKioskInput(
  wc: Pick<WebContents, 'on' | 'setVisualZoomLevelLimits' | 'setZoomFactor' | 'closeDevTools'>,
): void {
  wc.on('before-input-event', (event, input) => {
    if (isBlockedKey(input)) event.preventDefault();
  });
  void wc.setVisualZoomLevelLimits(1, 1);
  wc.on('zoom-changed', () => wc.setZoomFactor(1));
  wc.on('devtools-opened', () => wc.closeDevTools());
}

/** Denies every permission request and check (camera, microphone, geolocation, notifications…). */
export function denyPermissions(
  session: Pick<
    Session,
    'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
  >,
): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
