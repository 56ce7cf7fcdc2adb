/**
 * The main side of `window.terminal`: one `ipcMain.handle` per channel of
 * src/shared/terminal-bridge.ts. Every call is checked before its handler runs: the sender must
 * be the top frame of one of our windows, showing an app that may use the channel (its URL's
 * origin, not anything the page says about itself), and the payload must match the channel's
 * schema. Refused calls reject with a short message and are logged.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  TERMINAL_CHANNELS,
  TERMINAL_INPUTS,
  type TerminalApp,
  type TerminalBridge,
  type TerminalChannel,
} from '../shared/terminal-bridge';
import { appOfUrl } from './protocol';

export type Handlers = {
  [K in TerminalChannel]: (
    ...args: Parameters<TerminalBridge[K]>
  ) => ReturnType<TerminalBridge[K]> | Awaited<ReturnType<TerminalBridge[K]>>;
};

type SenderEvent = Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>;

/**
 * Which app sent the call: the top frame's URL on app://<app> (or, in development, the dev
 * server's folder of the app). Sub-frames and unknown pages → null.
 */
export function senderApp(event: SenderEvent, devOrigin: string | null): TerminalApp | null {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return null;
  return appOfPage(frame.url, devOrigin);
}

/** Which of our apps a page URL shows (app://<app>, or its folder on the dev server), or null. */
export function appOfPage(url: string, devOrigin: string | null): TerminalApp | null {
  const app = appOfUrl(url);
  if (app) return app;
  if (!devOrigin) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (`${u.protocol}//${u.host}` !== devOrigin) return null;
  if (u.pathname.startsWith('/kiosk/')) return 'kiosk';
  if (u.pathname.startsWith('/h5/')) return 'shop';
  return null;
}

export class IpcRefused extends Error {}

/** Checks one call; returns the parsed argument list for the handler. */
export function checkCall(
  channel: TerminalChannel,
  event: SenderEvent,
  args: unknown[],
  devOrigin: string | null,
): unknown[] {
  const app = senderApp(event, devOrigin);
  const allowed: readonly TerminalApp[] = TERMINAL_CHANNELS[channel].apps;
  if (!app || !allowed.includes(app)) throw new IpcRefused(`${channel}: sender not allowed`);
  const schema = TERMINAL_INPUTS[channel];
  if (schema === null) {
    if (args.length !== 0) throw new IpcRefused(`${channel}: takes no argument`);
    return [];
  }
  if (args.length !== 1) throw new IpcRefused(`${channel}: takes one argument`);
  const parsed = schema.safeParse(args[0]);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'input';
    throw new IpcRefused(`${channel}: invalid ${field}`);
  }
  return [parsed.data];
}

/**
 * Registers every channel. `saveConfig` validates in its handler instead, so the setup form can
 * name the field that is wrong; its sender is still checked here.
 */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: Handlers,
  opts: { devOrigin: string | null; log?: (m: string) => void },
): void {
  const log = opts.log ?? ((m: string) => console.error(m));
  for (const channel of Object.keys(TERMINAL_CHANNELS) as TerminalChannel[]) {
    ipcMain.handle(TERMINAL_CHANNELS[channel].name, (event, ...args: unknown[]) => {
      let checked: unknown[];
      try {
        checked =
          channel === 'saveConfig'
            ? checkSaveSender(event, args, opts.devOrigin)
            : checkCall(channel, event, args, opts.devOrigin);
      } catch (e) {
        log(`[terminal] refused IPC ${(e as Error).message}`);
        throw e;
      }
      const handler = handlers[channel] as (...a: unknown[]) => unknown;
      return handler(...checked);
    });
  }
}

function checkSaveSender(event: SenderEvent, args: unknown[], devOrigin: string | null) {
  const app = senderApp(event, devOrigin);
  if (app !== 'setup') throw new IpcRefused('saveConfig: sender not allowed');
  if (args.length !== 1) throw new IpcRefused('saveConfig: takes one argument');
  return args;
}
