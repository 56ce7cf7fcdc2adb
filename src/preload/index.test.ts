import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMINAL_CHANNELS } from '../shared/terminal-bridge';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: {
    invoke: vi.fn(async () => 'answer'),
    on: vi.fn<(channel: string, listener: () => void) => void>(),
  },
}));
vi.mock('electron', () => electron);

const g = globalThis as unknown as {
  location?: { protocol: string; host: string; pathname: string; hash: string };
};
const argv = process.argv;

async function loadAt(url: string, extraArgs: string[] = []) {
  const u = new URL(url);
  g.location = { protocol: u.protocol, host: u.host, pathname: u.pathname, hash: u.hash };
  process.argv = [...argv, ...extraArgs];
  vi.resetModules();
  await import('./index');
}

beforeEach(() => {
  electron.contextBridge.exposeInMainWorld.mockClear();
  electron.ipcRenderer.invoke.mockClear();
  electron.ipcRenderer.on.mockClear();
});
afterEach(() => {
  delete g.location;
  process.argv = argv;
});

describe('preload bridge', () => {
  it('exposes one object, window.terminal, with functions only (never ipcRenderer)', async () => {
    await loadAt('app://kiosk/index.html');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
    expect(name).toBe('terminal');
    expect(Object.keys(api).sort()).toEqual(Object.keys(TERMINAL_CHANNELS).sort());
    for (const v of Object.values(api)) expect(typeof v).toBe('function');
    expect(Object.values(api)).not.toContain(electron.ipcRenderer);
  });

  it('calls the contract channels', async () => {
    await loadAt('app://shop/index.html');
    const api = electron.contextBridge.exposeInMainWorld.mock.calls[0]![1];
    await api.showKiosk();
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith('terminal:show-kiosk');
    await api.requestExit('1234');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith('terminal:request-exit', '1234');
    await api.saveConfig({ serverUrl: 'x' });
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith('terminal:save-config', {
      serverUrl: 'x',
    });
  });

  it('gives no bridge to the server cashier or other pages the shop window may show', async () => {
    await loadAt('https://shop.example.com/pay/sandbox/cashier');
    await loadAt('https://help.example.com/');
    await loadAt('app://evil/index.html');
    await loadAt('http://localhost:5173/kiosk/index.html');
    expect(electron.contextBridge.exposeInMainWorld).not.toHaveBeenCalled();
  });

  it('exposes it on the dev server only when the main process named that origin', async () => {
    await loadAt('http://localhost:5173/kiosk/index.html', [
      '--terminal-dev-origin=http://localhost:5173',
    ]);
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledWith(
      'terminal',
      expect.any(Object),
    );
  });

  // issue 25 §2 (electron-http)
  it('opens the home tab of the shop app in place when the main process says so', async () => {
    await loadAt('app://shop/index.html#/pages/goods/detail?id=3');
    expect(electron.ipcRenderer.on).toHaveBeenCalledExactlyOnceWith(
      'terminal:open-shop-home',
      expect.any(Function),
    );
    const listener = electron.ipcRenderer.on.mock.calls[0]![1];
    listener();
    expect(g.location!.hash).toBe('#/pages/index/index');
    // the kiosk and pages without the bridge do not listen
    electron.ipcRenderer.on.mockClear();
    await loadAt('app://kiosk/index.html');
    await loadAt('https://shop.example.com/pay/sandbox/cashier');
    expect(electron.ipcRenderer.on).not.toHaveBeenCalled();
  });
});
