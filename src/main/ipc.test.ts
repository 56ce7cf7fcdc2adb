import { describe, expect, it, vi } from 'vitest';
import { TERMINAL_CHANNELS } from '../shared/terminal-bridge';
import { checkCall, IpcRefused, registerIpc, senderApp, type Handlers } from './ipc';

function event(url: string, sub = false) {
  const mainFrame = { url };
  return { sender: { mainFrame }, senderFrame: sub ? { url } : mainFrame } as never;
}

describe('senderApp', () => {
  it('is the app of the top frame URL', () => {
    expect(senderApp(event('app://kiosk/index.html#/x'), null)).toBe('kiosk');
    expect(senderApp(event('app://shop/index.html'), null)).toBe('shop');
    expect(senderApp(event('app://setup/index.html'), null)).toBe('setup');
  });
  it('refuses sub-frames, other pages and a missing frame', () => {
    expect(senderApp(event('app://kiosk/index.html', true), null)).toBeNull();
    expect(senderApp(event('https://shop.example.com/pay/sandbox/cashier'), null)).toBeNull();
    expect(senderApp(event('http://localhost:5173/kiosk/index.html'), null)).toBeNull();
    expect(senderApp({ sender: { mainFrame: {} }, senderFrame: null } as never, null)).toBeNull();
  });
  it('accepts the dev server folders in development only', () => {
    const dev = 'http://localhost:5173';
    expect(senderApp(event('http://localhost:5173/kiosk/index.html'), dev)).toBe('kiosk');
    expect(senderApp(event('http://localhost:5173/h5/index.html'), dev)).toBe('shop');
    expect(senderApp(event('http://localhost:5173/other/'), dev)).toBeNull();
    expect(senderApp(event('http://localhost:5174/kiosk/index.html'), dev)).toBeNull();
  });
});

describe('checkCall', () => {
  const kiosk = event('app://kiosk/index.html');
  const shop = event('app://shop/index.html');

  it('lets each channel be used only by its windows', () => {
    expect(checkCall('showShop', kiosk, [], null)).toEqual([]);
    expect(() => checkCall('showShop', shop, [], null)).toThrow(IpcRefused);
    expect(checkCall('showKiosk', shop, [], null)).toEqual([]);
    expect(() => checkCall('requestExit', shop, ['1234'], null)).toThrow(/sender not allowed/);
    expect(() => checkCall('setupInfo', kiosk, [], null)).toThrow(/sender not allowed/);
    expect(() => checkCall('kioskInfo', event('https://evil.example/'), [], null)).toThrow(
      /sender not allowed/,
    );
  });

  it('checks the payload against the contract', () => {
    expect(checkCall('requestExit', kiosk, ['1234'], null)).toEqual(['1234']);
    for (const bad of [[], ['12'], ['abcd'], [1234], ['1234', 'x'], ['1'.repeat(13)]]) {
      expect(() => checkCall('requestExit', kiosk, bad, null), JSON.stringify(bad)).toThrow(
        IpcRefused,
      );
    }
    expect(() => checkCall('showShop', kiosk, [{}], null)).toThrow(/no argument/);
  });
});

describe('registerIpc', () => {
  function setup() {
    const registered = new Map<string, (e: unknown, ...a: unknown[]) => unknown>();
    const ipcMain = { handle: vi.fn((n: string, h: any) => registered.set(n, h)) };
    const handlers: Handlers = {
      showShop: vi.fn(),
      showKiosk: vi.fn(),
      kioskInfo: vi.fn(() => ({ cabinetId: 1, serverUrl: 'x', version: '1' })),
      requestExit: vi.fn(async () => ({ ok: false as const, reason: 'wrong-pin' as const })),
      setupInfo: vi.fn(() => ({ current: null, displays: [], version: '1' })),
      saveConfig: vi.fn(async () => ({ ok: true as const })),
    };
    const log = vi.fn();
    registerIpc(ipcMain, handlers, { devOrigin: null, log });
    return { registered, handlers, log };
  }

  it('registers every channel of the contract', () => {
    const s = setup();
    expect([...s.registered.keys()].sort()).toEqual(
      Object.values(TERMINAL_CHANNELS)
        .map((c) => c.name)
        .sort(),
    );
  });

  it('runs the handler with the checked payload, refuses and logs bad calls', async () => {
    const s = setup();
    const exit = s.registered.get('terminal:request-exit')!;
    await exit(event('app://kiosk/index.html'), '1234');
    expect(s.handlers.requestExit).toHaveBeenCalledWith('1234');
    expect(() => exit(event('app://shop/index.html'), '1234')).toThrow(IpcRefused);
    expect(() => exit(event('app://kiosk/index.html'), { pin: '1234' })).toThrow(IpcRefused);
    expect(s.handlers.requestExit).toHaveBeenCalledTimes(1);
    expect(s.log).toHaveBeenCalledTimes(2);
  });

  it('passes the setup form to its handler only from the setup window', async () => {
    const s = setup();
    const save = s.registered.get('terminal:save-config')!;
    await save(event('app://setup/index.html'), { serverUrl: 'bad' });
    expect(s.handlers.saveConfig).toHaveBeenCalledWith({ serverUrl: 'bad' });
    expect(() => save(event('app://kiosk/index.html'), {})).toThrow(/sender not allowed/);
    expect(() => save(event('app://setup/index.html'))).toThrow(/one argument/);
  });
});
