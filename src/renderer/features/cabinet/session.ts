/**
 * The kiosk session: the realtime store and the offline queue, created once per app on first
 * use (a logged-in merchant screen), connected while a merchant token exists, with the
 * terminal's cabinet and id in the socket handshake. The offline queue replays on reconnect and
 * after each new login.
 */
import { makeAutoObservable, reaction } from 'mobx';
import { EVENTS } from '../../../shared/realtime';
import * as stockApi from './stock-api';
import { connectSocket } from '../../core/api/socket';
import { runtimeConfig } from '../../core/platform/runtime';
import type { RootStore } from '../../core/stores/root-store';
import { OfflineQueue, type MoveRequest, type SubmitOutcome } from './offline-queue';
import { KioskRealtime, type TerminalCabinet } from './realtime-store';
import { appVersion } from './slots/app-version';
import {
  readTerminalCabinet,
  terminalId,
  writeTerminalCabinet,
} from '../../core/platform/terminal';

export class KioskSession {
  readonly realtime: KioskRealtime;
  readonly queue: OfflineQueue;
  cabinet: TerminalCabinet | null = readTerminalCabinet();

  constructor(private readonly root: RootStore) {
    this.realtime = new KioskRealtime({
      connect: (auth) =>
        connectSocket(runtimeConfig().socketBase, { ...auth, terminal_id: terminalId() }),
      stockLog: (q) => stockApi.stockLog(q),
      onReconnect: () => void this.queue.replay(),
      // issue 18 part A: terminal identity
      hello: () => ({
        cabinet_id: this.cabinet?.id ?? null,
        app_version: appVersion(),
        terminal_id: terminalId(),
      }),
    });
    this.queue = new OfflineQueue({
      move: async (type, input) => (await stockApi.stockMove(type, input)).data,
      batch: async (moves) => (await stockApi.stockBatch(moves)).data.results,
      merchantId: () => this.root.merchant.user?.merchant_id ?? null,
      onBooked: (m) =>
        this.realtime.apply({
          ledger_id: m.ledger_id,
          location_id: m.location_id,
          sku_id: m.sku_id,
          quantity: m.quantity,
        }),
    });
    makeAutoObservable<KioskSession, 'root'>(this, {
      realtime: false,
      queue: false,
      root: false,
    });
    reaction(
      () => [this.root.merchant.token, this.cabinet?.id ?? null] as const,
      ([token, cabinetId]) => this.realtime.connect(token, cabinetId, () => this.setCabinet(null)),
      { fireImmediately: true },
    );
    // A new login replays what waited (moves kept when the last session expired or was revoked).
    reaction(
      () => this.root.merchant.token,
      (token) => {
        if (token) void this.queue.replay();
      },
    );
    this.queue.start();
  }

  /** Who is logged in on this terminal: the merchant, or one of its couriers (issue 18). */
  get role(): 'merchant' | 'courier' {
    return this.root.merchant.user?.role === 'courier' ? 'courier' : 'merchant';
  }

  setCabinet(c: TerminalCabinet | null): void {
    this.cabinet = c;
    writeTerminalCabinet(c);
  }

  /** Books a slot move now, or queues it when the server cannot be reached. */
  submitStockMove(m: MoveRequest): Promise<SubmitOutcome> {
    return this.queue.submitStockMove(m);
  }
}

const sessions = new WeakMap<RootStore, KioskSession>();

export function kioskSession(root: RootStore): KioskSession {
  let s = sessions.get(root);
  if (!s) {
    s = new KioskSession(root);
    sessions.set(root, s);
  }
  return s;
}

export { EVENTS };
