/** Factories shared by the merchant trade tests (docs/api-guishang.md "Trade"). */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { moveMerchantMoney } from '../../src/server/modules/money/money.service';
import type { Actor, TestServer } from './harness';

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

export interface Supply {
  id: number;
  sku_id: number;
  price: number;
  min_qty: number;
  stock: number;
  name: string;
}

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
): Promise<{ id: number; pay_amount: number; trade_no: string; status: number; lines: any[] }> {
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
