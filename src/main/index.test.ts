import { describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const on = vi.fn();
  return {
    app: {
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      exit: vi.fn(),
      relaunch: vi.fn(),
      on,
      whenReady: vi.fn(() => new Promise(() => undefined)),
      getPath: vi.fn(() => '/tmp'),
      setPath: vi.fn(),
      getVersion: vi.fn(() => '0.0.0'),
      isPackaged: true,
    },
    BrowserWindow: vi.fn(),
    ipcMain: { handle: vi.fn() },
    Menu: { setApplicationMenu: vi.fn() },
    powerSaveBlocker: { start: vi.fn(), stop: vi.fn(), isStarted: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    screen: { getAllDisplays: vi.fn(), getPrimaryDisplay: vi.fn(), on: vi.fn() },
    session: { defaultSession: {} },
  };
});
vi.mock('electron', () => electron);

describe('main entry', () => {
  it('registers app:// before ready, takes the single-instance lock, removes the menu', async () => {
    const before = process.listeners('SIGTERM');
    await import('./index');
    // the entry leaves on SIGTERM; do not keep that handler in the test worker
    for (const l of process.listeners('SIGTERM')) {
      if (!before.includes(l)) process.removeListener('SIGTERM', l);
    }
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app' }),
    ]);
    expect(electron.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    const events = electron.app.on.mock.calls.map((c) => c[0]);
    expect(events).toEqual(
      expect.arrayContaining(['second-instance', 'web-contents-created', 'window-all-closed']),
    );
  });
});
