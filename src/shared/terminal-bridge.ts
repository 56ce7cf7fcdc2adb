/**
 * The contract between the Electron main process and the windows of a terminal (issue 7): the
 * IPC channel names, which window may use each one, the payload schemas the main process checks
 * every call against, and the TypeScript type of the bridge the preload exposes as
 * `window.terminal`. Pure: no DOM, no Node APIs.
 *
 * In a plain browser `window.terminal` is undefined and the renderer works without it.
 */
import { z } from 'zod';
import { HOME_TAB } from './constants';

/** The apps a terminal serves through its `app://` protocol; each is one origin `app://<name>`. */
export const TERMINAL_APPS = ['kiosk', 'shop', 'setup'] as const;
export type TerminalApp = (typeof TERMINAL_APPS)[number];

/** The admin exit PIN: 4 to 12 digits. */
export const pinSchema = z.string().regex(/^\d{4,12}$/, 'pin');

/** A server base URL: http(s), no credentials, no query or fragment. Stored without a trailing slash. */
export const serverUrlSchema = z
  .string()
  .trim()
  .max(200)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (
        (u.protocol === 'http:' || u.protocol === 'https:') &&
        !u.username &&
        !u.password &&
        !u.search &&
        !u.hash
      );
    } catch {
      return false;
    }
  }, 'serverUrl')
  .transform((v) => v.replace(/\/+$/, ''));

/** Which display the kiosk window uses: `auto` (touch, else non-primary, else primary) or an id. */
export const displayChoiceSchema = z.union([z.literal('auto'), z.number().int().nonnegative()]);
export type DisplayChoice = z.infer<typeof displayChoiceSchema>;

/** The first-run setup form (and `--setup` later, which also needs the current PIN). */
export const setupInputSchema = z.object({
  serverUrl: serverUrlSchema,
  cabinetId: z.number().int().positive().max(2_147_483_647),
  display: displayChoiceSchema,
  pin: pinSchema,
  currentPin: pinSchema.optional(),
});
export type SetupInput = z.infer<typeof setupInputSchema>;

export const requestExitInputSchema = pinSchema;

export interface KioskInfo {
  cabinetId: number;
  serverUrl: string;
  version: string;
}

export type ExitResult =
  { ok: true } | { ok: false; reason: 'wrong-pin' | 'locked'; retryAfterSeconds?: number };

export interface SetupDisplay {
  id: number;
  label: string;
  primary: boolean;
  touch: boolean;
}

export interface SetupInfo {
  /** present when reconfiguring (`--setup`): the saved values, never the PIN hash */
  current: { serverUrl: string; cabinetId: number; display: DisplayChoice } | null;
  displays: SetupDisplay[];
  version: string;
}

export type SaveResult = { ok: true } | { ok: false; field: keyof SetupInput | 'file' };

/** IPC channels (all `ipcRenderer.invoke` / `ipcMain.handle`) and the windows allowed to call. */
export const TERMINAL_CHANNELS = {
  showShop: { name: 'terminal:show-shop', apps: ['kiosk'] },
  showKiosk: { name: 'terminal:show-kiosk', apps: ['shop'] },
  kioskInfo: { name: 'terminal:kiosk-info', apps: ['kiosk', 'shop'] },
  requestExit: { name: 'terminal:request-exit', apps: ['kiosk'] },
  setupInfo: { name: 'terminal:setup-info', apps: ['setup'] },
  saveConfig: { name: 'terminal:save-config', apps: ['setup'] },
} as const satisfies Record<string, { name: string; apps: readonly TerminalApp[] }>;

export type TerminalChannel = keyof typeof TERMINAL_CHANNELS;

// issue 25 §2 (electron-http): messages the main process sends to a window
// (`webContents.send`). The preload handles them itself; the page never sees ipcRenderer.
export const TERMINAL_EVENTS = {
  /** to the shop window: open the home tab in place (a hash change, no reload) */
  openShopHome: 'terminal:open-shop-home',
} as const;

/** The shop app's home tab, as the hash of its page (`app://shop/index.html#/pages/index/index`). */
export const SHOP_HOME_HASH = `#/${HOME_TAB}`;

/** Payload schema of each channel (`null`: the call takes no argument). */
export const TERMINAL_INPUTS = {
  showShop: null,
  showKiosk: null,
  kioskInfo: null,
  requestExit: requestExitInputSchema,
  setupInfo: null,
  saveConfig: setupInputSchema,
} as const satisfies Record<TerminalChannel, z.ZodType | null>;

/**
 * `window.terminal`: the one object the preload exposes in every window of the Electron app.
 * Each function is allowed only in the windows listed in TERMINAL_CHANNELS; a call from another
 * window rejects.
 */
export interface TerminalBridge {
  /** kiosk: brings the shop window to the front on its home tab (opens it there when closed) */
  showShop(): Promise<void>;
  /** shop: brings the kiosk window to the front */
  showKiosk(): Promise<void>;
  kioskInfo(): Promise<KioskInfo>;
  /** kiosk: the admin exit; the right PIN closes the app, five wrong ones lock it for a while */
  requestExit(pin: string): Promise<ExitResult>;
  /** setup: current values and the displays to choose from */
  setupInfo(): Promise<SetupInfo>;
  /** setup: saves the terminal configuration and starts the kiosk */
  saveConfig(input: SetupInput): Promise<SaveResult>;
}
