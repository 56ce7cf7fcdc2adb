import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromSetup, configPath, loadTerminalConfig, saveTerminalConfig } from './config';
import { fetchWebViewHosts, startTerminal } from './terminal';

type Listener = (...args: any[]) => void;

class FakeEmitter {
  listeners: Record<string, Listener[]> = {};
  on(name: string, fn: Listener) {
    (this.listeners[name] ??= []).push(fn);
    return this;
  }
  once(name: string, fn: Listener) {
    return this.on(name, fn);
  }
  emit(name: string, ...args: unknown[]) {
    for (const fn of this.listeners[name] ?? []) fn(...args);
  }
}

function fakeElectron(userData: string) {
  const windows: FakeWindow[] = [];
  class FakeContents extends FakeEmitter {
    setWindowOpenHandler = vi.fn();
    loadURL = vi.fn(async () => undefined);
    setVisualZoomLevelLimits = vi.fn(async () => undefined);
    setZoomFactor = vi.fn();
    closeDevTools = vi.fn();
    forcefullyCrashRenderer = vi.fn();
    send = vi.fn();
    getURL = () => '';
  }
  class FakeWindow extends FakeEmitter {
    webContents = new FakeContents();
    destroyed = false;
    loadURL = vi.fn(async (url: string) => {
      this.url = url;
    });
    url = '';
    show = vi.fn(() => this.emit('show'));
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = () => false;
    setBounds = vi.fn();
    getBounds = () => ({
      x: this.options.x ?? 0,
      y: this.options.y ?? 0,
      width: this.options.width,
      height: this.options.height,
    });
    isKiosk = () => Boolean(this.options.kiosk);
    setKiosk = vi.fn();
    destroy = vi.fn(() => {
      this.destroyed = true;
      this.emit('closed');
    });
    isDestroyed = () => this.destroyed;
    constructor(public options: Record<string, any>) {
      super();
      this.webContents.getURL = () => this.url;
      windows.push(this);
    }
  }
  let ready: () => void = () => undefined;
  const whenReady = new Promise<void>((r) => (ready = r));
  const handlers = new Map<string, (e: unknown, ...a: unknown[]) => unknown>();
  const app = Object.assign(new FakeEmitter(), {
    requestSingleInstanceLock: vi.fn(() => true),
    quit: vi.fn(),
    exit: vi.fn(),
    relaunch: vi.fn(),
    whenReady: () => whenReady,
    getPath: vi.fn(() => userData),
    setPath: vi.fn(),
    getVersion: () => '24.0.6',
    isPackaged: true,
  });
  const display = {
    id: 5,
    label: 'touch',
    bounds: { x: 1920, y: 0, width: 1080, height: 1920 },
    touchSupport: 'available',
  };
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    Menu: { setApplicationMenu: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    screen: Object.assign(new FakeEmitter(), {
      getAllDisplays: () => [{ ...display, id: 1, touchSupport: 'unavailable' }, display],
      getPrimaryDisplay: () => ({ ...display, id: 1, touchSupport: 'unavailable' }),
      removeListener: vi.fn(),
    }),
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
      },
    },
    ipcMain: { handle: vi.fn((n: string, h: any) => handlers.set(n, h)) },
    powerSaveBlocker: { start: vi.fn(() => 42), stop: vi.fn(), isStarted: vi.fn(() => true) },
  };
  const byUrl = (prefix: string) => windows.filter((w) => w.url.startsWith(prefix));
  const invoke = (channel: string, url: string, ...args: unknown[]) => {
    const frame = { url };
    return handlers.get(channel)!({ sender: { mainFrame: frame }, senderFrame: frame }, ...args);
  };
  return { electron, app, windows, ready, handlers, byUrl, invoke };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-'));
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

const flush = () => new Promise((r) => setTimeout(r, 0));
const opts = (argv: string[] = []) => ({
  preload: '/out/preload/index.cjs',
  rendererRoot: '/out/renderer',
  env: {},
  argv,
  fetch: vi.fn(
    async () => new Response(JSON.stringify({ data: { web_view_hosts: ['help.example.com'] } })),
  ),
  log: vi.fn(),
});

async function configured(pin = '2468') {
  saveTerminalConfig(
    configPath(dir),
    await configFromSetup({
      serverUrl: 'https://shop.example.com',
      cabinetId: 12,
      display: 'auto',
      pin,
    }),
  );
}

describe('startTerminal', () => {
  it('quits at once when another instance holds the lock', () => {
    const f = fakeElectron(dir);
    f.app.requestSingleInstanceLock.mockReturnValue(false);
    expect(startTerminal(f.electron as never, opts())).toBeNull();
    expect(f.app.quit).toHaveBeenCalled();
    expect(f.electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalled();
  });

  it('takes its user data folder from TERMINAL_USER_DATA', () => {
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, { ...opts(), env: { TERMINAL_USER_DATA: '/tmp/t1' } });
    expect(f.app.setPath).toHaveBeenCalledWith('userData', '/tmp/t1');
  });

  it('opens the first-run setup when there is no configuration', async () => {
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    expect(f.electron.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    f.ready();
    await flush();
    expect(f.electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(f.electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(f.windows.map((w) => w.url)).toEqual(['app://setup/index.html']);
    const info: any = await f.invoke('terminal:setup-info', 'app://setup/index.html');
    expect(info.current).toBeNull();
    expect(info.displays).toHaveLength(2);
  });

  it('saves the setup (PIN hashed) and opens the kiosk and shop windows', async () => {
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    f.ready();
    await flush();
    const bad = await f.invoke('terminal:save-config', 'app://setup/index.html', {
      serverUrl: 'ftp://x',
      cabinetId: 3,
      display: 'auto',
      pin: '1234',
    });
    expect(bad).toEqual({ ok: false, field: 'serverUrl' });
    expect(loadTerminalConfig(configPath(dir)).status).toBe('missing');
    const ok = await f.invoke('terminal:save-config', 'app://setup/index.html', {
      serverUrl: 'https://shop.example.com/',
      cabinetId: 3,
      display: 'auto',
      pin: '1234',
    });
    expect(ok).toEqual({ ok: true });
    const saved = loadTerminalConfig(configPath(dir));
    expect(saved).toMatchObject({
      status: 'ok',
      config: { serverUrl: 'https://shop.example.com', cabinetId: 3 },
    });
    expect(fs.readFileSync(configPath(dir), 'utf8')).not.toContain('"1234"');
    expect(f.byUrl('app://kiosk/')).toHaveLength(1);
    expect(f.byUrl('app://shop/')).toHaveLength(1);
  });

  it('starts kiosk and shop from a saved configuration, kiosk on the touch display', async () => {
    await configured();
    const f = fakeElectron(dir);
    const o = opts();
    const t = startTerminal(f.electron as never, o)!;
    f.ready();
    await flush();
    const kiosk = f.byUrl('app://kiosk/')[0]!;
    const shop = f.byUrl('app://shop/')[0]!;
    expect(kiosk.options).toMatchObject({ kiosk: true, webPreferences: { sandbox: true } });
    expect(kiosk.options).toMatchObject({ x: 1920, y: 0, width: 1080, height: 1920 });
    expect(kiosk.setBounds).not.toHaveBeenCalled();
    expect(shop.options.kiosk).toBe(false);
    expect(t.config()?.cabinetId).toBe(12);
    expect(o.fetch).toHaveBeenCalledWith(
      'https://shop.example.com/api/v3/config',
      expect.anything(),
    );
    // nothing but the admin exit closes the kiosk
    const close = { preventDefault: vi.fn() };
    kiosk.emit('close', close);
    expect(close.preventDefault).toHaveBeenCalled();
    // display sleep is blocked while the kiosk shows
    kiosk.emit('ready-to-show');
    expect(f.electron.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    kiosk.emit('hide');
    expect(f.electron.powerSaveBlocker.stop).toHaveBeenCalledWith(42);
  });

  it('answers kioskInfo and brings the shop to the front for the kiosk', async () => {
    await configured();
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    f.ready();
    await flush();
    expect(await f.invoke('terminal:kiosk-info', 'app://kiosk/index.html')).toEqual({
      cabinetId: 12,
      serverUrl: 'https://shop.example.com',
      version: '24.0.6',
    });
    const shop = f.byUrl('app://shop/')[0]!;
    await f.invoke('terminal:show-shop', 'app://kiosk/index.html');
    expect(shop.focus).toHaveBeenCalled();
    shop.destroy();
    await f.invoke('terminal:show-shop', 'app://kiosk/index.html');
    expect(f.byUrl('app://shop/')).toHaveLength(2);
    expect(() => f.invoke('terminal:show-shop', 'app://shop/index.html')).toThrow();
  });

  // issue 25 §2 (electron-http): the kiosk's home tab opens the shop's home tab
  it('showShop opens the shop home tab in place and focuses it; a closed shop opens there', async () => {
    await configured();
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    f.ready();
    await flush();
    const shop = f.byUrl('app://shop/')[0]!;
    // starts on the home tab
    expect(shop.url).toBe('app://shop/index.html#/pages/index/index');
    // the shopper wandered off to a goods page: the preload is told to open home (no reload)
    shop.url = 'app://shop/index.html#/pages/goods/detail?id=3';
    shop.loadURL.mockClear();
    await f.invoke('terminal:show-shop', 'app://kiosk/index.html');
    expect(shop.webContents.send).toHaveBeenCalledExactlyOnceWith('terminal:open-shop-home');
    expect(shop.loadURL).not.toHaveBeenCalled();
    expect(shop.show).toHaveBeenCalled();
    expect(shop.focus).toHaveBeenCalled();
    // the window shows the server's cashier (not the app): it is loaded on the home tab
    shop.url = 'https://shop.example.com/pay/sandbox/cashier?id=1';
    shop.webContents.send.mockClear();
    shop.focus.mockClear();
    await f.invoke('terminal:show-shop', 'app://kiosk/index.html');
    expect(shop.webContents.send).not.toHaveBeenCalled();
    expect(shop.loadURL).toHaveBeenCalledExactlyOnceWith(
      'app://shop/index.html#/pages/index/index',
    );
    expect(shop.focus).toHaveBeenCalled();
    // closed: a new window is created on the home tab
    shop.destroy();
    await f.invoke('terminal:show-shop', 'app://kiosk/index.html');
    const reopened = f.byUrl('app://shop/');
    expect(reopened).toHaveLength(2);
    expect(reopened[1]!.url).toBe('app://shop/index.html#/pages/index/index');
    reopened[1]!.emit('ready-to-show');
    expect(reopened[1]!.show).toHaveBeenCalled();
  });

  it('exits with status 0 on the right PIN only, and locks after five wrong ones', async () => {
    await configured('2468');
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    f.ready();
    await flush();
    const exit = (pin: string) => f.invoke('terminal:request-exit', 'app://kiosk/index.html', pin);
    expect(await exit('1111')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(f.app.exit).not.toHaveBeenCalled();
    expect(await exit('2468')).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 150));
    expect(f.app.exit).toHaveBeenCalledWith(0);
    f.app.exit.mockClear();
    for (let i = 0; i < 4; i++) await exit('0000');
    const locked: any = await exit('0000');
    expect(locked).toMatchObject({ ok: false, reason: 'locked' });
    expect(await exit('2468')).toMatchObject({ ok: false, reason: 'locked' });
    await new Promise((r) => setTimeout(r, 150));
    expect(f.app.exit).not.toHaveBeenCalled();
  });

  it('reconfigures with --setup only with the current PIN', async () => {
    await configured('2468');
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts(['--setup']));
    f.ready();
    await flush();
    expect(f.windows.map((w) => w.url)).toEqual(['app://setup/index.html']);
    const info: any = await f.invoke('terminal:setup-info', 'app://setup/index.html');
    expect(info.current).toEqual({
      serverUrl: 'https://shop.example.com',
      cabinetId: 12,
      display: 'auto',
    });
    expect(JSON.stringify(info)).not.toContain('scrypt');
    const form = {
      serverUrl: 'https://other.example.com',
      cabinetId: 13,
      display: 'auto',
      pin: '9999',
    };
    expect(await f.invoke('terminal:save-config', 'app://setup/index.html', form)).toEqual({
      ok: false,
      field: 'currentPin',
    });
    expect(
      await f.invoke('terminal:save-config', 'app://setup/index.html', {
        ...form,
        currentPin: '1357',
      }),
    ).toEqual({ ok: false, field: 'currentPin' });
    expect(
      await f.invoke('terminal:save-config', 'app://setup/index.html', {
        ...form,
        currentPin: '2468',
      }),
    ).toEqual({ ok: true });
    expect(loadTerminalConfig(configPath(dir))).toMatchObject({ config: { cabinetId: 13 } });
  });

  it('checks the update feed of app-update.yml a minute after start', async () => {
    await configured();
    fs.writeFileSync(
      path.join(dir, 'app-update.yml'),
      'provider: generic\nurl: https://u.example/t\n',
    );
    const f = fakeElectron(dir);
    const o = { ...opts(), resourcesPath: dir };
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startTerminal(f.electron as never, o);
    f.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(o.fetch).not.toHaveBeenCalledWith(
      'https://u.example/t/latest-linux.yml',
      expect.anything(),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(o.fetch).toHaveBeenCalledWith('https://u.example/t/latest-linux.yml', expect.anything());
  });

  it('focuses the kiosk when a second instance starts', async () => {
    await configured();
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    f.ready();
    await flush();
    f.app.emit('second-instance');
    expect(f.byUrl('app://kiosk/')[0]!.focus).toHaveBeenCalled();
  });

  it('denies new windows and web views of every web contents', () => {
    const f = fakeElectron(dir);
    startTerminal(f.electron as never, opts());
    const wc = { setWindowOpenHandler: vi.fn(), on: vi.fn() };
    f.app.emit('web-contents-created', {}, wc);
    expect(wc.setWindowOpenHandler.mock.calls[0]![0]()).toEqual({ action: 'deny' });
    const ev = { preventDefault: vi.fn() };
    wc.on.mock.calls.find((c) => c[0] === 'will-attach-webview')![1](ev);
    expect(ev.preventDefault).toHaveBeenCalled();
  });
});

describe('fetchWebViewHosts', () => {
  it('reads web_view_hosts and drops anything that is not a host name', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 0, data: { web_view_hosts: ['a.example', 'x/y', 3] } }),
        ),
    );
    expect(await fetchWebViewHosts('https://s.example', fetchFn as never)).toEqual(['a.example']);
  });
  it('is empty when the server is unreachable', async () => {
    const fetchFn = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await fetchWebViewHosts('https://s.example', fetchFn as never)).toEqual([]);
  });
});
