/**
 * The terminal: wires the plain functions of this folder to the electron objects it is given
 * (src/main/index.ts passes the real ones, terminal.test.ts fakes). Single instance, the app://
 * protocol, the kiosk window on its display with display sleep blocked, the shop window, crash
 * recovery, the admin exit, and first-run setup when there is no valid configuration.
 */
import type {
  App,
  BrowserWindow as BrowserWindowType,
  BrowserWindowConstructorOptions,
  IpcMain,
  Menu,
  PowerSaveBlocker,
  Protocol,
  Screen,
  Session,
} from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import {
  setupInputSchema,
  type ExitResult,
  type SaveResult,
  type SetupInput,
  type TerminalApp,
} from '../shared/terminal-bridge';
import {
  configFromSetup,
  configPath,
  loadTerminalConfig,
  PinAttempts,
  saveTerminalConfig,
  verifyPin,
  type TerminalConfig,
} from './config';
import { attachCrashRecovery, CrashPolicy, giveUp, isSupervised } from './crash';
import { chooseDisplay, describeDisplays, followDisplay, moveToDisplay } from './displays';
import { denyPermissions, guardKioskInput, lockNavigation } from './guards';
import { registerIpc } from './ipc';
import { APP_SCHEME, createAppProtocolHandler, PRIVILEGED_SCHEMES } from './protocol';
import { openShopHome } from './shop-home';
import { feedUrl, scheduleUpdates, UPDATE_EXIT_CODE } from './updater';
import { devOriginOf, startUrl, windowOptions } from './windows';

export interface ElectronApi {
  app: Pick<
    App,
    | 'requestSingleInstanceLock'
    | 'quit'
    | 'exit'
    | 'relaunch'
    | 'on'
    | 'whenReady'
    | 'getPath'
    | 'setPath'
    | 'getVersion'
    | 'isPackaged'
  >;
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindowType;
  Menu: Pick<typeof Menu, 'setApplicationMenu'>;
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>;
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay' | 'on' | 'removeListener'>;
  session: { defaultSession: Session };
  ipcMain: Pick<IpcMain, 'handle'>;
  powerSaveBlocker: Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>;
}

export interface TerminalOptions {
  /** built preload (out/preload/index.cjs) */
  preload: string;
  /** built renderers (out/renderer) */
  rendererRoot: string;
  env: NodeJS.ProcessEnv;
  argv: readonly string[];
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** `process.resourcesPath` of the packaged app (holds electron-builder's app-update.yml) */
  resourcesPath?: string | null;
}

/** Fetches the server's web-view allow-list (api/v3/config `web_view_hosts`); [] when offline. */
export async function fetchWebViewHosts(
  serverUrl: string,
  fetchFn: typeof fetch,
): Promise<string[]> {
  try {
    const res = await fetchFn(`${serverUrl}/api/v3/config`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { data?: { web_view_hosts?: unknown } };
    const hosts = body.data?.web_view_hosts;
    return Array.isArray(hosts)
      ? hosts.filter((h): h is string => typeof h === 'string' && /^[a-z0-9.-]{1,253}$/i.test(h))
      : [];
  } catch {
    return [];
  }
}

export interface Terminal {
  windows: Partial<Record<TerminalApp, BrowserWindowType>>;
  config: () => TerminalConfig | null;
}

export function startTerminal(e: ElectronApi, opts: TerminalOptions): Terminal | null {
  const log = opts.log ?? ((m: string) => console.error(m));
  const fetchFn = opts.fetch ?? fetch;
  e.protocol.registerSchemesAsPrivileged(PRIVILEGED_SCHEMES);
  if (!e.app.requestSingleInstanceLock()) {
    e.app.quit();
    return null;
  }
  // a separate user data folder (tests, several terminals on one development machine)
  if (opts.env.TERMINAL_USER_DATA) e.app.setPath('userData', opts.env.TERMINAL_USER_DATA);
  const devOrigin = devOriginOf(opts.env, e.app.isPackaged);
  const supervised = isSupervised(opts.env);
  const windows: Terminal['windows'] = {};
  const attempts = new PinAttempts();
  let config: TerminalConfig | null = null;
  /** the saved configuration when reconfiguring with --setup (its PIN is needed to change it) */
  let previous: TerminalConfig | null = null;
  let webViewHosts: string[] = [];
  let blocker: number | null = null;

  const alive = (w: BrowserWindowType | undefined): w is BrowserWindowType =>
    !!w && !w.isDestroyed();
  const devFor = (app: TerminalApp) => (app === 'setup' ? null : devOrigin);

  function open(app: TerminalApp): BrowserWindowType {
    const display =
      app === 'kiosk'
        ? chooseDisplay(
            e.screen.getAllDisplays(),
            e.screen.getPrimaryDisplay(),
            config?.display ?? 'auto',
          )
        : null;
    const win = new e.BrowserWindow(windowOptions(app, opts.preload, devFor(app), display?.bounds));
    windows[app] = win;
    const url = startUrl(app, devFor(app));
    lockNavigation(win, () => ({
      app,
      serverUrl: config?.serverUrl ?? null,
      webViewHosts,
      devOrigin: devFor(app),
    }));
    attachCrashRecovery(win, {
      policy: new CrashPolicy(),
      reload: () => void win.loadURL(url),
      giveUp: (code) => giveUp(e.app, supervised, code),
      log,
    });
    if (app === 'kiosk') {
      guardKioskInput(win.webContents);
      const unfollow = followDisplay(e.screen, config?.display ?? 'auto', (d) => {
        if (!win.isDestroyed()) moveToDisplay(win, d);
      });
      // nothing but the admin exit closes the kiosk
      win.on('close', (event) => event.preventDefault());
      win.on('show', () => {
        if (blocker === null || !e.powerSaveBlocker.isStarted(blocker)) {
          blocker = e.powerSaveBlocker.start('prevent-display-sleep');
        }
      });
      const release = () => {
        if (blocker !== null) e.powerSaveBlocker.stop(blocker);
        blocker = null;
      };
      win.on('hide', release);
      win.on('closed', () => {
        release();
        unfollow();
      });
    }
    win.once('ready-to-show', () => win.show());
    void win.loadURL(url);
    return win;
  }

  function showApps(): void {
    if (!alive(windows.kiosk)) open('kiosk');
    if (!alive(windows.shop)) open('shop');
    if (config) {
      void fetchWebViewHosts(config.serverUrl, fetchFn).then((hosts) => (webViewHosts = hosts));
    }
  }

  /** AppImage self-update from the generic feed (packaged apps with app-update.yml only). */
  function startUpdates(): void {
    if (!e.app.isPackaged || !opts.resourcesPath) return;
    let yml: string;
    try {
      yml = fs.readFileSync(path.join(opts.resourcesPath, 'app-update.yml'), 'utf8');
    } catch {
      return;
    }
    const feed = feedUrl(yml);
    if (!feed) {
      log('[terminal] app-update.yml has no https feed URL: updates off');
      return;
    }
    const appImage = opts.env.APPIMAGE ?? null;
    scheduleUpdates({
      feed,
      deps: { fetch: fetchFn, currentVersion: e.app.getVersion(), appImage, log },
      restart: () => {
        if (!supervised) e.app.relaunch(appImage ? { execPath: appImage } : undefined);
        e.app.exit(supervised ? UPDATE_EXIT_CODE : 0);
      },
    });
  }

  function bringToFront(app: TerminalApp): void {
    const win = windows[app];
    if (!alive(win)) {
      open(app);
      return;
    }
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  }

  /** issue 25 §2: the kiosk's home tab — the shop window on its home tab, in front. */
  function showShopHome(): void {
    const shop = windows.shop;
    // a closed window is opened by bringToFront on its start URL, which is the home tab
    if (alive(shop)) openShopHome(shop, devFor('shop'));
    bringToFront('shop');
  }

  async function requestExit(pin: string): Promise<ExitResult> {
    const now = Date.now();
    const locked = attempts.lockedFor(now);
    if (locked > 0) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
    if (!config || !(await verifyPin(pin, config.pinHash))) {
      attempts.fail(now);
      const after = attempts.lockedFor(now);
      return after > 0
        ? { ok: false, reason: 'locked', retryAfterSeconds: after }
        : { ok: false, reason: 'wrong-pin' };
    }
    attempts.succeed();
    log('[terminal] admin exit');
    // exit 0: the systemd unit does not restart it (RestartPreventExitStatus=0)
    setTimeout(() => e.app.exit(0), 100);
    return { ok: true };
  }

  async function saveConfig(raw: unknown): Promise<SaveResult> {
    const parsed = setupInputSchema.safeParse(raw);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'serverUrl') as keyof SetupInput;
      return { ok: false, field };
    }
    const input = parsed.data;
    if (previous) {
      const now = Date.now();
      if (attempts.lockedFor(now) > 0) return { ok: false, field: 'currentPin' };
      if (!input.currentPin || !(await verifyPin(input.currentPin, previous.pinHash))) {
        attempts.fail(now);
        return { ok: false, field: 'currentPin' };
      }
    }
    const next = await configFromSetup(input);
    try {
      saveTerminalConfig(configPath(e.app.getPath('userData')), next);
    } catch (err) {
      log(`[terminal] cannot save the configuration: ${(err as Error).message}`);
      return { ok: false, field: 'file' };
    }
    config = next;
    previous = null;
    const setup = windows.setup;
    showApps();
    if (alive(setup)) setTimeout(() => setup.destroy(), 300);
    return { ok: true };
  }

  e.app.on('second-instance', () => bringToFront(windows.setup ? 'setup' : 'kiosk'));
  e.app.on('web-contents-created', (_event, wc) => {
    wc.setWindowOpenHandler(() => ({ action: 'deny' }));
    wc.on('will-attach-webview', (ev) => ev.preventDefault());
  });
  e.app.on('window-all-closed', () => e.app.quit());
  e.Menu.setApplicationMenu(null);

  void e.app.whenReady().then(() => {
    denyPermissions(e.session.defaultSession);
    e.protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({
        rendererRoot: opts.rendererRoot,
        serverUrl: () => config?.serverUrl ?? null,
      }),
    );
    registerIpc(
      e.ipcMain,
      {
        showShop: showShopHome,
        showKiosk: () => bringToFront('kiosk'),
        kioskInfo: () => ({
          cabinetId: config?.cabinetId ?? 0,
          serverUrl: config?.serverUrl ?? '',
          version: e.app.getVersion(),
        }),
        requestExit,
        setupInfo: () => ({
          current: previous
            ? {
                serverUrl: previous.serverUrl,
                cabinetId: previous.cabinetId,
                display: previous.display,
              }
            : null,
          displays: describeDisplays(e.screen),
          version: e.app.getVersion(),
        }),
        saveConfig,
      },
      { devOrigin, log },
    );
    const loaded = loadTerminalConfig(configPath(e.app.getPath('userData')));
    if (loaded.status === 'invalid') log(`[terminal] configuration invalid: ${loaded.error}`);
    if (loaded.status === 'ok' && !opts.argv.includes('--setup')) {
      config = loaded.config;
      showApps();
      startUpdates();
    } else {
      previous = loaded.status === 'ok' ? loaded.config : null;
      open('setup');
    }
  });

  return { windows, config: () => config };
}
