/**
 * Terminal identity (issue 18 part A): a kiosk's merchant socket reports itself after connect
 * (`CLIENT_EVENTS.terminalHello`: cabinet, app version, terminal id); the merchant's `cabinet_terminals`
 * row is upserted online, and marked offline when the terminal's last socket on this process
 * closes.
 */
import type { Server } from 'socket.io';
import { TERMINAL_ID } from '../../../shared/contract/cabinet';
import {
  CLIENT_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TerminalHelloPayload,
} from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { findOwnCabinet } from './cabinet.repository';
import { terminalOffline, terminalOnline } from './slot.repository';
import { notifyOps } from '../../lib/ops-events';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the socket data type is the plugin's
type Io = Server<ClientToServerEvents, ServerToClientEvents, any, any>;

/** Validates a hello; null when it is not one. */
export function parseHello(p: unknown): TerminalHelloPayload | null {
  if (!p || typeof p !== 'object') return null;
  const o = p as Record<string, unknown>;
  const terminal = typeof o.terminal_id === 'string' ? o.terminal_id : '';
  if (!TERMINAL_ID.test(terminal)) return null;
  const cab = o.cabinet_id;
  const cabinetId =
    typeof cab === 'number' && Number.isSafeInteger(cab) && cab >= 1 && cab <= 2 ** 31 - 1
      ? cab
      : null;
  const version =
    typeof o.app_version === 'string' ? o.app_version.replace(/[^\w.+-]/g, '').slice(0, 32) : '';
  return { terminal_id: terminal, cabinet_id: cabinetId, app_version: version };
}

export function attachTerminalSockets(io: Io, app: AppContext): void {
  /** open sockets per `merchant:terminal` on this process */
  const open = new Map<string, number>();
  io.on('connection', (socket) => {
    const data = socket.data as { role?: string; id?: number | null; cabinetId?: number | null };
    if (data.role !== 'merchant' || !data.id) return;
    const merchantId = data.id;
    let known: string | null = null;
    // this socket's writes run in order: an offline mark never overtakes an earlier hello's upsert
    let writes: Promise<void> = Promise.resolve();
    const queue = (write: () => Promise<void>) => {
      writes = writes.then(write).catch(() => undefined);
    };
    socket.on(CLIENT_EVENTS.terminalHello, (raw: unknown) => {
      const hello = parseHello(raw);
      if (!hello) return;
      // the handshake's terminal id wins when it named one (the session is bound to it)
      const auth = (socket.handshake.auth ?? {}) as { terminal_id?: unknown };
      const terminal =
        typeof auth.terminal_id === 'string' && TERMINAL_ID.test(auth.terminal_id)
          ? auth.terminal_id
          : hello.terminal_id;
      const k = `${merchantId}:${terminal}`;
      if (known !== k) {
        if (known) open.set(known, Math.max(0, (open.get(known) ?? 1) - 1));
        open.set(k, (open.get(k) ?? 0) + 1);
        known = k;
      }
      queue(async () => {
        // the socket's own (checked) cabinet, else the one named when it is the merchant's
        let cabinetId = data.cabinetId ?? null;
        if (cabinetId === null && hello.cabinet_id !== null) {
          const own = await findOwnCabinet(app.database.db, merchantId, hello.cabinet_id);
          cabinetId = own?.id ?? null;
        }
        await terminalOnline(app.database.db, {
          merchant_id: merchantId,
          terminal_id: terminal,
          cabinet_id: cabinetId,
          app_version: hello.app_version,
          now: app.clock.now(),
        });
        // issue 23: the console's cabinet live state re-reads
        notifyOps(app, 'cabinets', cabinetId);
      });
    });
    socket.on('disconnect', () => {
      if (!known) return;
      const left = Math.max(0, (open.get(known) ?? 1) - 1);
      if (left > 0) {
        open.set(known, left);
        return;
      }
      open.delete(known);
      const terminal = known.slice(known.indexOf(':') + 1);
      queue(async () => {
        await terminalOffline(app.database.db, merchantId, terminal, app.clock.now());
        notifyOps(app, 'cabinets', null);
      });
    });
  });
}
