import { describe, expect, it } from 'vitest';
import { devOriginOf, secureWebPreferences, startUrl, windowOptions } from './windows';

describe('window options', () => {
  it('sandboxes every window: isolation on, no Node in the renderer, no web views', () => {
    const prefs = secureWebPreferences('/app/preload.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      devTools: false,
      additionalArguments: [],
    });
  });

  it('passes the dev server origin to the preload and allows devtools only in development', () => {
    const prefs = secureWebPreferences('/p', 'http://localhost:5173');
    expect(prefs.additionalArguments).toEqual(['--terminal-dev-origin=http://localhost:5173']);
    expect(prefs.devTools).toBe(true);
  });

  it('runs the kiosk full-screen, frameless and not closable, the shop in a phone-sized window', () => {
    expect(windowOptions('kiosk', 'p')).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      closable: false,
      show: false,
    });
    const shop = windowOptions('shop', 'p');
    expect(shop).toMatchObject({ kiosk: false, fullscreen: false, closable: true });
    expect(shop.width).toBeLessThan(shop.height as number);
    const placed = windowOptions('kiosk', 'p', null, { x: 1920, y: 0, width: 1080, height: 1920 });
    expect(placed).toMatchObject({ x: 1920, y: 0, width: 1080, height: 1920 });
  });

  it('starts each app on app:// in production and on the dev server in development', () => {
    expect(startUrl('kiosk', null)).toBe('app://kiosk/index.html');
    // issue 25 §2: the shop starts on its home tab
    expect(startUrl('shop', null)).toBe('app://shop/index.html#/pages/index/index');
    expect(startUrl('kiosk', 'http://localhost:5173')).toBe(
      'http://localhost:5173/kiosk/index.html',
    );
    expect(startUrl('shop', 'http://localhost:5173')).toBe(
      'http://localhost:5173/h5/index.html#/pages/index/index',
    );
    // the setup form is always served by the protocol
    expect(startUrl('setup', 'http://localhost:5173')).toBe('app://setup/index.html');
  });

  it('takes the dev server only from a local http ELECTRON_RENDERER_URL of an unpackaged app', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173/' };
    expect(devOriginOf(env, false)).toBe('http://localhost:5173');
    expect(devOriginOf(env, true)).toBeNull();
    expect(devOriginOf({}, false)).toBeNull();
    expect(devOriginOf({ ELECTRON_RENDERER_URL: 'https://evil.example' }, false)).toBeNull();
    expect(devOriginOf({ ELECTRON_RENDERER_URL: 'not a url' }, false)).toBeNull();
  });
});
