/**
 * Window options and start URLs of the terminal's windows. Plain functions, unit-tested without
 * the Electron binary (ARCHITECTURE.md "Electron").
 */
import type { BrowserWindowConstructorOptions, Rectangle } from 'electron';
import { SHOP_HOME_HASH, type TerminalApp } from '../shared/terminal-bridge';
import { appUrl } from './protocol';

export type AppName = TerminalApp;

/** Web preferences of every window: sandboxed, isolated, no Node in the renderer. */
export function secureWebPreferences(
  preload: string,
  devOrigin: string | null = null,
): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools: devOrigin !== null,
    additionalArguments: devOrigin ? [`--terminal-dev-origin=${devOrigin}`] : [],
  };
}

export function windowOptions(
  app: AppName,
  preload: string,
  devOrigin: string | null = null,
  bounds?: Rectangle,
): BrowserWindowConstructorOptions {
  const kiosk = app === 'kiosk';
  return {
    show: false,
    backgroundColor: '#f5f5f5',
    title: kiosk ? '柜商终端' : app === 'shop' ? '优选商城' : 'Terminal setup',
    fullscreen: kiosk,
    kiosk,
    frame: !kiosk,
    closable: !kiosk,
    minimizable: !kiosk,
    autoHideMenuBar: true,
    ...(bounds
      ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }
      : { width: kiosk ? 1080 : app === 'shop' ? 430 : 720, height: kiosk ? 1920 : 900 }),
    webPreferences: secureWebPreferences(preload, devOrigin),
  };
}

/**
 * Where a window starts: its app:// page, or the electron-vite dev server in development. The
 * shop starts on its home tab (issue 25 §2: the kiosk's home tab opens a closed shop window there).
 */
export function startUrl(app: AppName, devOrigin: string | null): string {
  const hash = app === 'shop' ? SHOP_HOME_HASH : '';
  if (devOrigin && app !== 'setup') {
    return `${devOrigin}/${app === 'kiosk' ? 'kiosk' : 'h5'}/index.html${hash}`;
  }
  return appUrl(app, hash);
}

/** The dev server's origin from electron-vite's ELECTRON_RENDERER_URL (only when unpackaged). */
export function devOriginOf(env: NodeJS.ProcessEnv, packaged: boolean): string | null {
  const raw = env.ELECTRON_RENDERER_URL;
  if (packaged || !raw) return null;
  try {
    const u = new URL(raw);
    return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1')
      ? `${u.protocol}//${u.host}`
      : null;
  } catch {
    return null;
  }
}
