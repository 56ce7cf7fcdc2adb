import { describe, expect, it, vi } from 'vitest';
import {
  decideNavigation,
  denyPermissions,
  guardKioskInput,
  isBlockedKey,
  lockNavigation,
  type NavigationContext,
} from './guards';

const server = 'https://shop.example.com';
const kiosk: NavigationContext = {
  app: 'kiosk',
  serverUrl: server,
  webViewHosts: ['help.example.com'],
  devOrigin: null,
};
const shop: NavigationContext = { ...kiosk, app: 'shop' };

describe('decideNavigation', () => {
  it('keeps the kiosk inside its own app', () => {
    expect(decideNavigation('app://kiosk/index.html#/pages/guishang/log/log', kiosk)).toEqual({
      action: 'allow',
    });
    for (const url of [
      'app://shop/index.html',
      'app://kiosk-evil/index.html',
      `${server}/pay/sandbox/cashier?x=1`,
      'https://help.example.com/a',
      'https://evil.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(decideNavigation(url, kiosk), url).toEqual({ action: 'deny' });
    }
  });

  it('lets the shop open the server cashier, authorize page and allow-listed https pages', () => {
    expect(decideNavigation('app://shop/index.html#/pages/index/index', shop).action).toBe('allow');
    expect(decideNavigation(`${server}/pay/sandbox/cashier?trade_no=1`, shop).action).toBe('allow');
    expect(decideNavigation(`${server}/social/sandbox/authorize?state=x`, shop).action).toBe(
      'allow',
    );
    expect(decideNavigation('https://help.example.com/faq', shop).action).toBe('allow');
    expect(decideNavigation('http://help.example.com/faq', shop).action).toBe('deny');
    expect(decideNavigation('https://help.example.com.evil.example/', shop).action).toBe('deny');
    expect(decideNavigation(`${server}/api/admin/cabinet/list`, shop).action).toBe('deny');
    expect(decideNavigation(`${server}:444/pay/x`, shop).action).toBe('deny');
    expect(decideNavigation('app://kiosk/index.html', shop).action).toBe('deny');
    expect(decideNavigation(`${server}/pay/x`, { ...shop, serverUrl: null }).action).toBe('deny');
  });

  it('brings the shop back to its bundled app when the cashier returns to the hosted h5', () => {
    expect(
      decideNavigation(`${server}/h5/#/pages/subpack/money/paySuccess?trade_no=T1`, shop),
    ).toEqual({
      action: 'redirect',
      url: 'app://shop/index.html#/pages/subpack/money/paySuccess?trade_no=T1',
    });
  });

  it('sends server-relative cashier and authorize links of the bundled shop to the server', () => {
    expect(decideNavigation('app://shop/pay/sandbox/cashier?trade_no=T1&sign=s', shop)).toEqual({
      action: 'redirect',
      url: `${server}/pay/sandbox/cashier?trade_no=T1&sign=s`,
    });
    expect(decideNavigation('app://shop/social/sandbox/authorize?x=1', shop)).toEqual({
      action: 'redirect',
      url: `${server}/social/sandbox/authorize?x=1`,
    });
    expect(decideNavigation('app://kiosk/pay/sandbox/cashier', kiosk)).toEqual({
      action: 'allow',
    });
    expect(
      decideNavigation('app://shop/pay/sandbox/cashier', { ...shop, serverUrl: null }).action,
    ).toBe('allow');
  });

  it('allows only the own folder of the dev server in development', () => {
    const dev = { ...kiosk, devOrigin: 'http://localhost:5173' };
    expect(decideNavigation('http://localhost:5173/kiosk/index.html#/x', dev).action).toBe('allow');
    expect(decideNavigation('http://localhost:5173/h5/index.html', dev).action).toBe('deny');
    expect(decideNavigation('app://kiosk/index.html', dev).action).toBe('deny');
    expect(
      decideNavigation('http://localhost:5173/h5/index.html', { ...dev, app: 'shop' }).action,
    ).toBe('allow');
  });
});

function fakeContents() {
  const handlers: Record<string, (...args: any[]) => void> = {};
  let openHandler: ((d: unknown) => { action: string }) | null = null;
  const wc = {
    setWindowOpenHandler: vi.fn((h: (d: unknown) => { action: string }) => {
      openHandler = h;
    }),
    on: vi.fn((name: string, h: (...args: any[]) => void) => {
      handlers[name] = h;
    }),
    loadURL: vi.fn(async () => undefined),
    setVisualZoomLevelLimits: vi.fn(async () => undefined),
    setZoomFactor: vi.fn(),
    closeDevTools: vi.fn(),
  };
  return { wc, handlers, open: (d: unknown = {}) => openHandler?.(d) };
}

const navEvent = (url: string, isMainFrame = true) => ({
  url,
  isMainFrame,
  preventDefault: vi.fn(),
});

describe('lockNavigation', () => {
  it('denies new windows and web views', () => {
    const f = fakeContents();
    lockNavigation({ webContents: f.wc } as never, () => kiosk);
    expect(f.open({ url: 'https://evil.example' })).toEqual({ action: 'deny' });
    const attach = { preventDefault: vi.fn() };
    f.handlers['will-attach-webview']?.(attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('prevents navigation and redirects away from the app, allows it inside', () => {
    const f = fakeContents();
    lockNavigation({ webContents: f.wc } as never, () => kiosk);
    const away = navEvent('https://evil.example/');
    f.handlers['will-navigate']?.(away);
    expect(away.preventDefault).toHaveBeenCalled();
    const redirect = navEvent('https://evil.example/');
    f.handlers['will-redirect']?.(redirect);
    expect(redirect.preventDefault).toHaveBeenCalled();
    const inside = navEvent('app://kiosk/index.html#/pages/guishang/index/index');
    f.handlers['will-navigate']?.(inside);
    expect(inside.preventDefault).not.toHaveBeenCalled();
    const frame = navEvent('https://evil.example/', false);
    f.handlers['will-navigate']?.(frame);
    expect(frame.preventDefault).not.toHaveBeenCalled();
  });

  it('loads the bundled shop instead of the server-hosted h5', () => {
    const f = fakeContents();
    lockNavigation({ webContents: f.wc } as never, () => shop);
    const back = navEvent(`${server}/h5/#/pages/order/list`);
    f.handlers['will-redirect']?.(back);
    expect(back.preventDefault).toHaveBeenCalled();
    expect(f.wc.loadURL).toHaveBeenCalledWith('app://shop/index.html#/pages/order/list');
  });

  it('reads the context at each navigation (the allow-list arrives later)', () => {
    const f = fakeContents();
    let hosts: string[] = [];
    lockNavigation({ webContents: f.wc } as never, () => ({ ...shop, webViewHosts: hosts }));
    const first = navEvent('https://help.example.com/');
    f.handlers['will-navigate']?.(first);
    expect(first.preventDefault).toHaveBeenCalled();
    hosts = ['help.example.com'];
    const second = navEvent('https://help.example.com/');
    f.handlers['will-navigate']?.(second);
    expect(second.preventDefault).not.toHaveBeenCalled();
  });
});

describe('kiosk keys', () => {
  const key = (
    k: string,
    mods: Partial<Record<'control' | 'meta' | 'alt' | 'shift', boolean>> = {},
  ) =>
    ({
      type: 'keyDown',
      key: k,
      control: false,
      meta: false,
      alt: false,
      shift: false,
      ...mods,
    }) as const;

  it('blocks reload, devtools, zoom, close, quit and history keys', () => {
    for (const input of [
      key('F5'),
      key('r', { control: true }),
      key('R', { control: true, shift: true }),
      key('r', { meta: true }),
      key('F12'),
      key('I', { control: true, shift: true }),
      key('J', { control: true, shift: true }),
      key('i', { meta: true, alt: true }),
      key('+', { control: true }),
      key('=', { control: true }),
      key('-', { control: true }),
      key('0', { control: true }),
      key('F4', { alt: true }),
      key('w', { control: true }),
      key('q', { control: true }),
      key('q', { meta: true }),
      key('F11'),
      key('ArrowLeft', { alt: true }),
      key('BrowserBack'),
      key('p', { control: true }),
    ]) {
      expect(isBlockedKey(input), JSON.stringify(input)).toBe(true);
    }
  });

  it('lets typing, copy/paste and arrows through', () => {
    for (const input of [
      key('a'),
      key('1'),
      key('Enter'),
      key('Backspace'),
      key('ArrowLeft'),
      key('c', { control: true }),
      key('v', { control: true }),
      key('a', { control: true }),
      key('A', { shift: true }),
    ]) {
      expect(isBlockedKey(input), JSON.stringify(input)).toBe(false);
    }
    expect(isBlockedKey({ ...key('F5'), type: 'keyUp' })).toBe(false);
  });

  it('guards the kiosk contents: keys, pinch zoom, zoom changes, devtools', () => {
    const f = fakeContents();
    guardKioskInput(f.wc as never);
    const blocked = { preventDefault: vi.fn() };
    f.handlers['before-input-event']?.(blocked, key('F5'));
    expect(blocked.preventDefault).toHaveBeenCalled();
    const typed = { preventDefault: vi.fn() };
    f.handlers['before-input-event']?.(typed, key('a'));
    expect(typed.preventDefault).not.toHaveBeenCalled();
    expect(f.wc.setVisualZoomLevelLimits).toHaveBeenCalledWith(1, 1);
    f.handlers['zoom-changed']?.({}, 'in');
    expect(f.wc.setZoomFactor).toHaveBeenCalledWith(1);
    f.handlers['devtools-opened']?.();
    expect(f.wc.closeDevTools).toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('denies every request, check and device permission', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyPermissions(session);
    const cb = vi.fn();
    session.setPermissionRequestHandler.mock.calls[0]![0]({}, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(session.setPermissionCheckHandler.mock.calls[0]![0]({}, 'geolocation')).toBe(false);
    expect(session.setDevicePermissionHandler.mock.calls[0]![0]({})).toBe(false);
  });
});
