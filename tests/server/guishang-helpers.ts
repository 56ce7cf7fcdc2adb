/**
 * Set-up and factories shared by the merchant tests (docs/api-guishang.md): the demo merchant,
 * a listening server for socket tests, cabinet slots and their stock, refusals that change
 * nothing, and the trade factories (merchant with cabinet and address, money, purchase orders).
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import {
  type CABINET_PURCHASE,
  type SupplyGoods,
} from '../../src/shared/contract/cabinet-purchase';
import type { RouteOutput } from '../../src/shared/contract/route';
import { moveMerchantMoney } from '../../src/server/modules/cabinet/money.service';
import { startTestServer, type Actor, type TestServer } from './harness';

export const DEMO_PASSWORD = 'demo123456';
export const M_PASSWORD = 'secret123';

export const key = (): string => randomBytes(12).toString('hex');

/** The demo merchant with a live session (login route). */
export async function demoMerchant(t: TestServer): Promise<Actor> {
  const res = await t.call('POST', '/api/admin/login', {
    body: { account: 'merchant', password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  const row = await t.app.database.db
    .selectFrom('merchants')
    .select('id')
    .where('account', '=', 'merchant')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: res.data.token as string };
}

/**
 * A test server (listening on a free local port with `listen`, for socket tests: its base URL),
 * the demo merchant logged in and a fresh other merchant.
 */
export async function merchantServer(
  opts: { listen?: boolean } = {},
): Promise<{ t: TestServer; url: string; demo: Actor; other: Actor }> {
  const t = await startTestServer(opts.listen ? { port: 0 } : {});
  let url = '';
  if (opts.listen) {
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.fastify.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
  }
  return { t, url, demo: await demoMerchant(t), other: await t.merchant() };
}

/** Slot `n` of a cabinet (the seeded cabinet 1 by default) and the (first) SKU in it. */
export async function cabinetSlot(
  t: TestServer,
  n: number,
  cabinet = 1,
): Promise<{ location_id: number; sku_id: number; capacity: number }> {
  return t.app.database.db
    .selectFrom('stock_locations as l')
    .innerJoin('stock as s', 's.location_id', 'l.id')
    .select(['l.id as location_id', 's.sku_id', 'l.capacity'])
    .where('l.cabinet_id', '=', cabinet)
    .where('l.slot_no', '=', n)
    .orderBy('s.sku_id')
    .executeTakeFirstOrThrow();
}

/** The quantity of a SKU in a location (0 without a stock row). */
export async function stockQty(t: TestServer, locationId: number, skuId: number): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/** Every payload of `event` a socket receives from now on (a test reads the array). */
export function collect<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
}

/** The answer is a refusal (HTTP 422) with a message and the database did not change. */
export async function refusedUnchanged(
  t: TestServer,
  method: 'GET' | 'POST',
  url: string,
  input: Record<string, string | number>,
  as: Actor,
): Promise<string> {
  const before = await t.snapshot();
  const res = await t.call(method, url, {
    as,
    query: method === 'GET' ? input : undefined,
    body: method === 'POST' ? input : undefined,
  });
  expect(res.status, `${url}: ${res.message}`).toBe(422);
  expect(res.message).toBeTruthy();
  expect(await t.snapshot()).toBe(before);
  return res.message;
}

export interface TradeMerchant extends Actor {
  cabinetId: number;
  slots: number[];
  addressId: number;
}

/**
 * A fresh merchant (password `secret123`) with one cabinet of `slots` slots of `capacity`, one
 * address, and `balance` fen booked as an `adjust` ledger row.
 */
export async function tradeMerchant(
  t: TestServer,
  opts: { balance?: number; slots?: number; capacity?: number } = {},
): Promise<TradeMerchant> {
  const m = await t.merchant();
  const db = t.app.database.db;
  const now = t.clock.now();
  const cabinet = await db
    .insertInto('cabinets')
    .values({ merchant_id: m.id, code: `T-${m.id}`, name: `测试柜${m.id}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slots: number[] = [];
  for (let i = 1; i <= (opts.slots ?? 2); i++) {
    const s = await db
      .insertInto('stock_locations')
      .values({
        kind: 'cabinet_slot',
        name: `T-${m.id}-${i}`,
        cabinet_id: cabinet.id,
        slot_no: i,
        capacity: opts.capacity ?? 20,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    slots.push(s.id);
  }
  const addr = await t.call('POST', '/api/admin/address/edit', {
    as: m,
    body: {
      name: '王五',
      mobile: '13800138000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路1号',
      is_default: 1,
    },
  });
  expect(addr.status, addr.message).toBe(200);
  if (opts.balance) await adjust(t, m.id, opts.balance);
  return { ...m, cabinetId: cabinet.id, slots, addressId: addr.data.id as number };
}

/** Books `delta` fen on the merchant's money account (kind adjust). */
export async function adjust(t: TestServer, merchantId: number, delta: number): Promise<void> {
  await t.app.database.db.transaction().execute((tx) =>
    moveMerchantMoney(tx, {
      merchantId,
      delta,
      kind: 'adjust',
      ref: 'test',
      idempotencyKey: `test:${key()}`,
      now: t.clock.now(),
    }),
  );
}

export async function balanceOf(t: TestServer, merchantId: number): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('merchants')
    .select('balance')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function ledgerSumOf(t: TestServer, merchantId: number): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('merchant_ledger')
    .select(sql<number>`coalesce(sum(delta), 0)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A supplier goods as `/api/admin/jinhuo/goods` lists it. */
export type Supply = SupplyGoods;

/** The seeded supplier goods, in list order. */
export async function supplyGoods(t: TestServer, as: Actor): Promise<Supply[]> {
  const res = await t.call('GET', '/api/admin/jinhuo/goods', { as, query: { limit: 50 } });
  expect(res.status).toBe(200);
  return res.data.list as Supply[];
}

/** Creates a one-goods purchase order and answers it. */
export async function buyNow(
  t: TestServer,
  m: TradeMerchant,
  g: Supply,
  quantity = g.min_qty,
): Promise<RouteOutput<typeof CABINET_PURCHASE.createOrder>> {
  const res = await t.call('POST', '/api/admin/jinhuo/createOrder', {
    as: m,
    body: {
      supply_goods_id: g.id,
      quantity,
      address_id: m.addressId,
      cabinet_id: m.cabinetId,
      client_key: key(),
    },
  });
  expect(res.status, res.message).toBe(200);
  return res.data;
}

export async function count(t: TestServer, table: 'purchase_orders' | 'payments'): Promise<number> {
  const row = await t.app.database.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
