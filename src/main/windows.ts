/**
 * Main-process logic as plain functions that take their electron objects as arguments, so they
 * are unit-tested without the Electron binary (ARCHITECTURE.md "Electron"). The full kiosk
 * lock-down, app:// protocol and crash recovery are issue 7; this is the walking skeleton.
 */
import path from 'node:path';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';

export type AppName = 'kiosk' | 'shop';

/** Web preferences of every window: sandboxed, isolated, no Node in the renderer. */
export function secureWebPreferences(
  preload: string,
): BrowserWindowConstructorOptions['webPreferences'] {
  return {
    preload,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    spellcheck: false,
  };
}

export function windowOptions(app: AppName, preload: string): BrowserWindowConstructorOptions {
  return {
    show: false,
    backgroundColor: '#f5f5f5',
    fullscreen: app === 'kiosk',
    kiosk: app === 'kiosk',
    autoHideMenuBar: true,
    width: app === 'kiosk' ? 1080 : 430,
    height: app === 'kiosk' ? 1920 : 900,
    webPreferences: secureWebPreferences(preload),
  };
}

/** The renderer entry of an app in the built output (out/renderer/<entry>/index.html). */
export function rendererFile(outDir: string, app: AppName): string {
  return path.join(outDir, 'renderer', app === 'kiosk' ? 'kiosk' : 'h5', 'index.html');
}

/** Denies every new window and every navigation away from the loaded app. */
export function lockNavigation(
  win: Pick<BrowserWindow, 'webContents'>,
  allowedOrigin: string,
): void {
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.webContents.on('will-navigate', (event, url) => {
    const base = allowedOrigin.replace(/\/+$/, '');
    if (url !== base && !url.startsWith(`${base}/`)) event.preventDefault();
  });
}
