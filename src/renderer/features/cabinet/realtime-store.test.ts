import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../shared/contract';
import { EVENTS } from '../../../shared/realtime';
import type { CabinetDetail, Paged, StockLogQuery, StockLogRow } from './stock-api';
import type { RealtimeSocket } from '../../core/api/socket';
import { KioskRealtime } from './realtime-store';

type Handler = (p?: unknown) => void;

/** A socket stand-in: records handlers, lets the test fire events. */
function fakeSocket() {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    on(event: string, fn: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    disconnect: vi.fn(),
  };
  const fire = (event: string, payload?: unknown) => {
    for (const fn of handlers.get(event) ?? []) fn(payload);
  };
  return { socket: socket as unknown as RealtimeSocket, fire };
}

function row(ledger_id: number, location_id: number, sku_id: number, after: number): StockLogRow {
  return {
    id: ledger_id,
    ledger_id,
    cabinet_id: 1,
    cabinet_name: 'c',
    location_id,
    slot_name: 's',
    slot_no: 1,
    sku_id,
    goods_name: 'g',
    spec: '{}',
    delta: 1,
    before: after - 1,
    after,
    before_qty: after - 1,
    after_qty: after,
    reason: 'stock_in',
    ref: '',
    operator: '',
    idempotency_key: '',
    created_at: 0,
    made_at: null,
  };
}

function envelope(list: StockLogRow[]): Envelope<Paged<StockLogRow>> {
  return { code: 1, message: '', data: { total: list.length, list } };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('KioskRealtime', () => {
  it('applies a fact only when its ledger id is newer for that location and SKU', () => {
    const rt = new KioskRealtime({
      connect: vi.fn(),
      stockLog: vi.fn(),
    });
    expect(rt.apply({ ledger_id: 5, location_id: 1, sku_id: 9, quantity: 7 })).toBe(true);
    expect(rt.apply({ ledger_id: 5, location_id: 1, sku_id: 9, quantity: 99 })).toBe(false);
    expect(rt.apply({ ledger_id: 4, location_id: 1, sku_id: 9, quantity: 1 })).toBe(false);
    expect(rt.quantity(1, 9)).toBe(7);
    expect(rt.apply({ ledger_id: 6, location_id: 1, sku_id: 9, quantity: 8 })).toBe(true);
    expect(rt.quantity(1, 9)).toBe(8);
    expect(rt.cursor).toBe(6);
  });

  it('seeding keeps values that changed live after the load started', () => {
    const rt = new KioskRealtime({
      connect: vi.fn(),
      stockLog: vi.fn(),
    });
    const since = rt.cursor;
    rt.apply({ ledger_id: 3, location_id: 1, sku_id: 9, quantity: 12 });
    const detail = {
      slots: [
        { location_id: 1, goods: [{ sku_id: 9, quantity: 11 }] },
        { location_id: 2, goods: [{ sku_id: 4, quantity: 6 }] },
      ],
    } as unknown as CabinetDetail;
    rt.seed(detail, since);
    expect(rt.quantity(1, 9)).toBe(12);
    expect(rt.quantity(2, 4)).toBe(6);
  });

  it('applies socket events, re-emits order events and catches up after a reconnect', async () => {
    const { socket, fire } = fakeSocket();
    const pages: StockLogRow[][] = [[row(11, 1, 9, 3), row(12, 2, 4, 8)], []];
    const stockLog = vi.fn((q: StockLogQuery) => {
      if (q.after_id === undefined) return Promise.resolve(envelope([row(10, 1, 9, 2)]));
      return Promise.resolve(envelope(pages.shift() ?? []));
    });
    const onReconnect = vi.fn();
    const connect = vi.fn(() => Promise.resolve(socket));
    const rt = new KioskRealtime({ connect, stockLog, onReconnect });
    const orders = vi.fn();
    const off = rt.on(EVENTS.cabinetOrder, orders);

    rt.connect('tok', 2);
    await flush();
    expect(connect).toHaveBeenCalledWith({ token: 'tok', role: 'merchant', cabinet_id: 2 });
    fire('connect');
    await flush();
    expect(rt.state).toBe('online');
    expect(rt.cursor).toBe(10);
    expect(onReconnect).not.toHaveBeenCalled();

    fire(EVENTS.stockChanged, {
      cabinet_id: 1,
      location_id: 1,
      sku_id: 9,
      quantity: 3,
      delta: 1,
      reason: 'stock_in',
      ledger_id: 11,
      at: 0,
    });
    expect(rt.quantity(1, 9)).toBe(3);
    fire(EVENTS.cabinetOrder, { order_id: 1, cabinet_id: 2, status: 1, amount: 100 });
    expect(orders).toHaveBeenCalledWith({ order_id: 1, cabinet_id: 2, status: 1, amount: 100 });
    off();
    fire(EVENTS.cabinetOrder, { order_id: 2, cabinet_id: 2, status: 1, amount: 100 });
    expect(orders).toHaveBeenCalledTimes(1);

    fire('disconnect');
    expect(rt.state).toBe('offline');
    fire('connect');
    await flush();
    await flush();
    expect(onReconnect).toHaveBeenCalledOnce();
    // row 11 (already applied by the event) is not applied twice; row 12 was missed live
    expect(stockLog).toHaveBeenCalledWith({ after_id: 11, limit: 50 });
    expect(rt.quantity(2, 4)).toBe(8);
    expect(rt.cursor).toBe(12);
  });
});
