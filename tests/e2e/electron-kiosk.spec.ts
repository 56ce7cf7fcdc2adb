/**
 * The Electron terminal (issue 7) launched for real with Playwright's `_electron`: first-run
 * setup, both windows on app://, the bridge, navigation lock-down, crash recovery and the admin
 * exit. Needs the Electron binary (node_modules/electron/dist, or ELECTRON_OVERRIDE_DIST_PATH)
 * and the built app (`npm run kiosk:build`); without the binary every test is skipped with a
 * message saying so. The app talks to the journeys' server (playwright.config.ts webServer).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
  type Page,
} from '@playwright/test';
import { configFromSetup, configPath, saveTerminalConfig } from '../../src/main/config';

/** The Electron executable, or null when its binary was never downloaded (this CI machine). */
function electronBinary(): string | null {
  const pkg = path.resolve('node_modules/electron');
  const pathFile = path.join(pkg, 'path.txt');
  const name = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const file = override
    ? path.join(override, name || 'electron')
    : name
      ? path.join(pkg, 'dist', name)
      : '';
  return file && fs.existsSync(file) ? file : null;
}

const binary = electronBinary();
const built = fs.existsSync('out/main/index.js') && fs.existsSync('out/preload/index.cjs');
const PIN = '246810';

test.describe('Electron terminal', () => {
  test.skip(
    !binary,
    'Electron binary not installed (node_modules/electron/dist is missing; downloads are blocked ' +
      'here). Install it with `node node_modules/electron/install.js` to run these tests.',
  );
  test.skip(!built, 'The Electron app is not built: run `npm run kiosk:build` first.');

  let userData: string;
  let app: ElectronApplication | null = null;

  test.beforeEach(() => {
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-e2e-'));
  });
  test.afterEach(async () => {
    if (app) await app.close().catch(() => undefined);
    app = null;
    fs.rmSync(userData, { recursive: true, force: true });
  });

  async function launch(): Promise<ElectronApplication> {
    app = await electron.launch({
      executablePath: binary!,
      args: ['.', '--no-sandbox'],
      env: { ...process.env, TERMINAL_USER_DATA: userData, TERMINAL_SUPERVISOR: 'systemd' },
    });
    return app;
  }

  async function configure(serverUrl: string) {
    saveTerminalConfig(
      configPath(userData),
      await configFromSetup({ serverUrl, cabinetId: 1, display: 'auto', pin: PIN }),
    );
  }

  async function windowAt(a: ElectronApplication, prefix: string): Promise<Page> {
    await expect
      .poll(() => a.windows().some((w) => w.url().startsWith(prefix)), { timeout: 20_000 })
      .toBe(true);
    const page = a.windows().find((w) => w.url().startsWith(prefix))!;
    await page.waitForLoadState('domcontentloaded');
    return page;
  }

  test('first run shows the setup screen; saving it opens the kiosk and the shop', async ({
    baseURL,
  }) => {
    const a = await launch();
    const setup = await windowAt(a, 'app://setup/');
    await setup.getByLabel(/Server URL/).fill(baseURL!);
    await setup.getByLabel(/Cabinet id/).fill('1');
    await setup.getByLabel(/Admin exit PIN/).fill(PIN);
    await setup.getByLabel(/Repeat PIN/).fill(PIN);
    await setup.getByRole('button', { name: /Save and start/ }).click();
    await windowAt(a, 'app://kiosk/');
    await windowAt(a, 'app://shop/');
    const saved = fs.readFileSync(configPath(userData), 'utf8');
    expect(saved).toContain('"cabinetId": 1');
    expect(saved).not.toContain(PIN);
  });

  test('both windows run on app:// with the bridge and without Node', async ({ baseURL }) => {
    await configure(baseURL!);
    const a = await launch();
    const kiosk = await windowAt(a, 'app://kiosk/');
    const shop = await windowAt(a, 'app://shop/');
    for (const page of [kiosk, shop]) {
      expect(
        await page.evaluate(() => ({
          terminal: typeof (window as { terminal?: unknown }).terminal,
          require: typeof (window as { require?: unknown }).require,
          process: typeof (window as { process?: unknown }).process,
        })),
      ).toEqual({ terminal: 'object', require: 'undefined', process: 'undefined' });
    }
    const info = await kiosk.evaluate(() =>
      (window as unknown as { terminal: { kioskInfo(): Promise<unknown> } }).terminal.kioskInfo(),
    );
    expect(info).toMatchObject({ cabinetId: 1, serverUrl: baseURL!.replace(/\/$/, '') });
    // the kiosk's bundle reached the server with its CORS-allowed app:// origin
    await expect(kiosk.locator('#root')).not.toBeEmpty();
    expect(await a.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(2);
  });

  test('navigation away and new windows are blocked', async ({ baseURL }) => {
    await configure(baseURL!);
    const a = await launch();
    const kiosk = await windowAt(a, 'app://kiosk/');
    await kiosk.evaluate(() => {
      window.location.href = 'https://example.com/';
    });
    await kiosk.waitForTimeout(1000);
    expect(kiosk.url()).toMatch(/^app:\/\/kiosk\//);
    expect(await kiosk.evaluate(() => window.open('https://example.com/') === null)).toBe(true);
    const shop = await windowAt(a, 'app://shop/');
    await shop.evaluate(() => {
      window.location.href = 'file:///etc/passwd';
    });
    await shop.waitForTimeout(1000);
    expect(shop.url()).toMatch(/^app:\/\/shop\//);
    expect(a.windows()).toHaveLength(2);
  });

  test('a crashed kiosk renderer comes back', async ({ baseURL }) => {
    await configure(baseURL!);
    const a = await launch();
    await windowAt(a, 'app://kiosk/');
    await a.evaluate(({ webContents }) => {
      const wc = webContents.getAllWebContents().find((w) => w.getURL().startsWith('app://kiosk'));
      wc?.forcefullyCrashRenderer();
    });
    await expect
      .poll(
        () =>
          a.evaluate(async ({ webContents }) => {
            const wc = webContents
              .getAllWebContents()
              .find((w) => w.getURL().startsWith('app://kiosk'));
            if (!wc || wc.isCrashed()) return false;
            return (await wc.executeJavaScript('typeof window.terminal')) === 'object';
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  test('only the right PIN closes the terminal, with status 0', async ({ baseURL }) => {
    await configure(baseURL!);
    const a = await launch();
    const kiosk = await windowAt(a, 'app://kiosk/');
    const exit = (pin: string) =>
      kiosk.evaluate(
        (p) =>
          (
            window as unknown as { terminal: { requestExit(p: string): Promise<{ ok: boolean }> } }
          ).terminal.requestExit(p),
        pin,
      );
    expect(await exit('000000')).toMatchObject({ ok: false, reason: 'wrong-pin' });
    const closed = new Promise<number | null>((resolve) =>
      a.process().once('exit', (code) => resolve(code)),
    );
    expect(await exit(PIN)).toEqual({ ok: true });
    expect(await closed).toBe(0);
    app = null;
  });
});
