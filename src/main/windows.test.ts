import { describe, expect, it, vi } from 'vitest';
import { lockNavigation, rendererFile, secureWebPreferences, windowOptions } from './windows';

describe('window options', () => {
  it('sandboxes every window: isolation on, no Node in the renderer', () => {
    const prefs = secureWebPreferences('/app/preload.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });

  it('runs the kiosk full-screen in kiosk mode and the shop in a phone-sized window', () => {
    expect(windowOptions('kiosk', 'p')).toMatchObject({
      kiosk: true,
      fullscreen: true,
      show: false,
    });
    const shop = windowOptions('shop', 'p');
    expect(shop).toMatchObject({ kiosk: false, fullscreen: false });
    expect(shop.width).toBeLessThan(shop.height as number);
  });

  it('maps each app to its renderer entry', () => {
    expect(rendererFile('/out', 'kiosk')).toBe('/out/renderer/kiosk/index.html');
    expect(rendererFile('/out', 'shop')).toBe('/out/renderer/h5/index.html');
  });
});

describe('lockNavigation', () => {
  function fakeWindow() {
    const handlers: Record<string, (event: { preventDefault: () => void }, url: string) => void> =
      {};
    let openHandler: (() => { action: string }) | null = null;
    const win = {
      webContents: {
        setWindowOpenHandler: vi.fn((h: () => { action: string }) => {
          openHandler = h;
        }),
        on: vi.fn(
          (name: string, h: (event: { preventDefault: () => void }, url: string) => void) => {
            handlers[name] = h;
          },
        ),
      },
    };
    return { win, handlers, open: () => openHandler?.() };
  }

  it('denies new windows', () => {
    const f = fakeWindow();
    lockNavigation(f.win as never, 'file:///app/kiosk');
    expect(f.open()).toEqual({ action: 'deny' });
  });

  it('prevents navigation away from the app and allows it inside', () => {
    const f = fakeWindow();
    lockNavigation(f.win as never, 'file:///app/kiosk');
    const outside = { preventDefault: vi.fn() };
    f.handlers['will-navigate']?.(outside, 'https://evil.example/');
    expect(outside.preventDefault).toHaveBeenCalled();
    const sibling = { preventDefault: vi.fn() };
    f.handlers['will-navigate']?.(sibling, 'file:///app/kiosk-evil/index.html');
    expect(sibling.preventDefault).toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    f.handlers['will-navigate']?.(
      inside,
      'file:///app/kiosk/index.html#/pages/guishang/index/index',
    );
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });
});
