/**
 * The kiosk's live stock (docs/api-guishang.md "Real time and catch-up"): one merchant socket
 * (with this terminal's cabinet, if chosen, in the handshake), the connection state, the slot
 * quantities keyed by location + SKU, and the re-emitted order events for screens that listen.
 *
 * A stock event or ledger row is applied only when its `ledger_id` is greater than the last one
 * applied for that location and SKU, so nothing is applied twice. After a reconnect the store
 * pages `stock/log?after_id=<highest applied>` until it is empty, so nothing is lost while the
 * socket was down. The first connect only takes the newest ledger id as the starting point (the
 * screens load their quantities from `cabinet/detail`).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  CLIENT_EVENTS,
  EVENTS,
  type CabinetOrderPayload,
  type ChatMessagePayload,
  type ChatStatePayload,
  type MerchantOrderPayload,
  type PurchaseOrderPayload,
  type StockChangedPayload,
  type CabinetAlertPayload,
  type TerminalHelloPayload,
  type RestockProgressPayload,
  type AbnormalChangedPayload,
  type CourierCabinetsPayload,
} from '../../../shared/realtime';
import type { CabinetDetail, Paged, StockLogQuery, StockLogRow } from './stock-api';
import type { Envelope } from '../../../shared/contract';
import type { RealtimeSocket } from '../../core/api/socket';

export type ConnectionState = 'idle' | 'connecting' | 'online' | 'offline';

/** The events other screens may subscribe to. */
export interface KioskEventMap {
  [EVENTS.cabinetOrder]: CabinetOrderPayload;
  [EVENTS.purchaseOrder]: PurchaseOrderPayload;
  [EVENTS.merchantOrder]: MerchantOrderPayload;
  [EVENTS.stockChanged]: StockChangedPayload;
  /** the service inbox (docs/api-chat.md) */
  [EVENTS.chatMessage]: ChatMessagePayload;
  [EVENTS.chatState]: ChatStatePayload;
  /** issue 18 part A: a slot's low-stock alert raised or cleared */
  [EVENTS.cabinetAlert]: CabinetAlertPayload;
  // issue 18, part B (courier): work order progress, abnormal records raised or handled
  [EVENTS.restockProgress]: RestockProgressPayload;
  [EVENTS.abnormalChanged]: AbnormalChangedPayload;
  /** issue 23: an operator changed the cabinets the courier serves */
  [EVENTS.courierCabinets]: CourierCabinetsPayload;
}
export type KioskEventName = keyof KioskEventMap;

/** What the store applies: a stock event or a ledger row. */
export interface StockFact {
  ledger_id: number;
  location_id: number;
  sku_id: number;
  /** the quantity of the SKU at the location after the move */
  quantity: number;
}

export type { TerminalCabinet } from '../../core/platform/terminal';

export interface RealtimeDeps {
  connect: (auth: {
    token: string;
    role: 'merchant';
    cabinet_id?: number;
  }) => Promise<RealtimeSocket>;
  stockLog: (q: StockLogQuery) => Promise<Envelope<Paged<StockLogRow>>>;
  /** after a reconnect (the offline queue replays) */
  onReconnect?: () => void;
  /** issue 18 part A: what the terminal reports about itself after each connect */
  hello?: () => TerminalHelloPayload;
}

export const CATCH_UP_LIMIT = 50;
const key = (locationId: number, skuId: number) => `${locationId}:${skuId}`;

export class KioskRealtime {
  state: ConnectionState = 'idle';
  /** quantity per `location:sku` */
  readonly quantities = observable.map<string, number>();
  /** highest ledger id seen (applied or the starting point); the catch-up cursor */
  cursor: number | null = null;

  /** last applied ledger id per `location:sku` */
  private readonly applied = new Map<string, number>();
  private readonly listeners = new Map<string, Set<(p: unknown) => void>>();
  private socket: RealtimeSocket | null = null;
  private generation = 0;
  private connectedOnce = false;
  private catchingUp: Promise<void> | null = null;
  private token: string | null = null;

  constructor(private readonly deps: RealtimeDeps) {
    makeAutoObservable<
      KioskRealtime,
      | 'applied'
      | 'listeners'
      | 'socket'
      | 'generation'
      | 'connectedOnce'
      | 'catchingUp'
      | 'token'
      | 'deps'
    >(this, {
      applied: false,
      listeners: false,
      socket: false,
      generation: false,
      connectedOnce: false,
      catchingUp: false,
      token: false,
      deps: false,
    });
  }

  quantity(locationId: number, skuId: number): number | undefined {
    return this.quantities.get(key(locationId, skuId));
  }

  /** The SKUs known at a location with their quantities (includes SKUs that arrived live). */
  skusAt(locationId: number): { sku_id: number; quantity: number }[] {
    const out: { sku_id: number; quantity: number }[] = [];
    const prefix = `${locationId}:`;
    for (const [k, q] of this.quantities) {
      if (k.startsWith(prefix)) out.push({ sku_id: Number(k.slice(prefix.length)), quantity: q });
    }
    return out;
  }

  /**
   * Applies one fact when its ledger id is newer than the last applied for its location and
   * SKU. Answers whether it was applied.
   */
  apply(f: StockFact): boolean {
    const k = key(f.location_id, f.sku_id);
    const last = this.applied.get(k) ?? 0;
    if (f.ledger_id <= last) return false;
    this.applied.set(k, f.ledger_id);
    this.quantities.set(k, f.quantity);
    if (this.cursor === null || f.ledger_id > this.cursor) this.cursor = f.ledger_id;
    return true;
  }

  /**
   * Takes the quantities of a loaded cabinet. A location + SKU that got a live update since the
   * request started (`since` = the cursor then) keeps the live value.
   */
  seed(detail: CabinetDetail, since: number | null): void {
    for (const s of detail.slots) {
      for (const g of s.goods) {
        const k = key(s.location_id, g.sku_id);
        const last = this.applied.get(k);
        if (last !== undefined && (since === null || last > since)) continue;
        this.quantities.set(k, g.quantity);
      }
    }
  }

  // --- subscriptions ---

  on<E extends KioskEventName>(event: E, fn: (p: KioskEventMap[E]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const f = fn as (p: unknown) => void;
    set.add(f);
    return () => set.delete(f);
  }

  emit<E extends KioskEventName>(event: E, payload: KioskEventMap[E]): void {
    for (const fn of [...(this.listeners.get(event) ?? [])]) {
      try {
        fn(payload);
      } catch {
        // one screen's handler must not break the others
      }
    }
  }

  // --- connection ---

  /** Connects (or reconnects with new handshake values); a null token disconnects. */
  connect(token: string | null, cabinetId: number | null, onCabinetRefused?: () => void): void {
    const mine = ++this.generation;
    this.socket?.disconnect();
    this.socket = null;
    this.connectedOnce = false;
    if (token !== this.token) {
      // another session: nothing of the last one's stock or cursor carries over
      this.token = token;
      this.quantities.clear();
      this.applied.clear();
      this.cursor = null;
    }
    if (!token) {
      this.state = 'idle';
      return;
    }
    this.state = 'connecting';
    const auth: { token: string; role: 'merchant'; cabinet_id?: number } = {
      token,
      role: 'merchant',
    };
    if (cabinetId) auth.cabinet_id = cabinetId;
    this.deps.connect(auth).then(
      (s) => {
        if (mine !== this.generation) return void s.disconnect();
        this.socket = s;
        s.on('connect', () => {
          if (mine !== this.generation) return;
          runInAction(() => (this.state = 'online'));
          // issue 18 part A: the terminal reports itself (cabinet_terminals)
          if (this.deps.hello) s.emit(CLIENT_EVENTS.terminalHello, this.deps.hello());
          const again = this.connectedOnce;
          this.connectedOnce = true;
          void this.catchUp();
          if (again) this.deps.onReconnect?.();
        });
        s.on('disconnect', () => {
          if (mine === this.generation) runInAction(() => (this.state = 'offline'));
        });
        s.on('connect_error', (err: Error) => {
          if (mine !== this.generation) return;
          runInAction(() => (this.state = 'offline'));
          // Not one of this merchant's cabinets any more: forget it and connect without.
          if (err.message === 'cabinet' && onCabinetRefused) onCabinetRefused();
        });
        s.on(EVENTS.stockChanged, (p) => {
          this.apply(p);
          this.emit(EVENTS.stockChanged, p);
        });
        s.on(EVENTS.cabinetOrder, (p) => this.emit(EVENTS.cabinetOrder, p));
        s.on(EVENTS.purchaseOrder, (p) => this.emit(EVENTS.purchaseOrder, p));
        s.on(EVENTS.merchantOrder, (p) => this.emit(EVENTS.merchantOrder, p));
        s.on(EVENTS.chatMessage, (p) => this.emit(EVENTS.chatMessage, p));
        s.on(EVENTS.chatState, (p) => this.emit(EVENTS.chatState, p));
        s.on(EVENTS.cabinetAlert, (p) => this.emit(EVENTS.cabinetAlert, p));
        // issue 18, part B (courier)
        s.on(EVENTS.restockProgress, (p) => this.emit(EVENTS.restockProgress, p));
        s.on(EVENTS.abnormalChanged, (p) => this.emit(EVENTS.abnormalChanged, p));
        s.on(EVENTS.courierCabinets, (p) => this.emit(EVENTS.courierCabinets, p));
      },
      () => {
        if (mine === this.generation) runInAction(() => (this.state = 'offline'));
      },
    );
  }

  disconnect(): void {
    this.connect(null, null);
  }

  /**
   * Pages the ledger forward from the cursor until it is empty. Without a cursor (first
   * connect) it only takes the newest ledger id as the starting point.
   */
  catchUp(): Promise<void> {
    if (this.catchingUp) return this.catchingUp;
    const run = (async () => {
      try {
        if (this.cursor === null) {
          const res = await this.deps.stockLog({ page: 1, limit: 1 });
          const newest = res.data.list[0]?.ledger_id ?? 0;
          runInAction(() => {
            if (this.cursor === null || newest > this.cursor) this.cursor = newest;
          });
          return;
        }
        for (let guard = 0; guard < 1000; guard++) {
          const after = this.cursor ?? 0;
          const res = await this.deps.stockLog({ after_id: after, limit: CATCH_UP_LIMIT });
          const rows = res.data.list;
          if (rows.length === 0) break;
          runInAction(() => {
            for (const r of rows) {
              this.apply({
                ledger_id: r.ledger_id,
                location_id: r.location_id,
                sku_id: r.sku_id,
                quantity: r.after,
              });
              // rows of other SKUs/locations move the cursor too
              if (this.cursor === null || r.ledger_id > this.cursor) this.cursor = r.ledger_id;
            }
          });
          if (rows.length < CATCH_UP_LIMIT) break;
        }
      } catch {
        // offline again: the next reconnect catches up from the same cursor
      }
    })().finally(() => {
      this.catchingUp = null;
    });
    this.catchingUp = run;
    return run;
  }
}
