/** The SQL of the merchant's couriers (issue 18) and the names that operate a terminal. */
import { sql } from 'kysely';
import type { Executor } from '../../db';

export function couriersOf(db: Executor, merchantId: number) {
  return db
    .selectFrom('couriers as c')
    .select([
      'c.id',
      'c.account',
      'c.name',
      'c.mobile',
      'c.status',
      'c.created_at',
      sql<number>`(select count(*) from restock_records r where r.courier_id = c.id and r.status = 0)`.as(
        'open_orders',
      ),
    ])
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.id')
    .execute();
}

export function courierOf(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('couriers')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function findCourierByAccount(db: Executor, account: string) {
  return db.selectFrom('couriers').selectAll().where('account', '=', account).executeTakeFirst();
}

/** Whether a login account is taken by a merchant or a courier. */
export async function accountTaken(db: Executor, account: string): Promise<boolean> {
  const m = await db
    .selectFrom('merchants')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirst();
  if (m) return true;
  return Boolean(await findCourierByAccount(db, account));
}

export async function insertCourier(
  tx: Executor,
  row: {
    merchant_id: number;
    account: string;
    name: string;
    mobile: string;
    password_hash: string;
    created_at: number;
  },
): Promise<number> {
  const r = await tx
    .insertInto('couriers')
    .values({ ...row, status: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateCourier(
  tx: Executor,
  merchantId: number,
  id: number,
  set: { name?: string; mobile?: string; password_hash?: string; status?: number },
): Promise<boolean> {
  const r = await tx
    .updateTable('couriers')
    .set(set)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Revokes every live session of a courier; the revoked token ids. */
export async function revokeCourierTokens(
  tx: Executor,
  courierId: number,
  now: number,
): Promise<number[]> {
  const rows = await tx
    .updateTable('merchant_tokens')
    .set({ revoked_at: now })
    .where('courier_id', '=', courierId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks a new merchant session as the courier's. */
export async function markCourierSession(
  db: Executor,
  tokenHash: string,
  courierId: number,
): Promise<void> {
  await db
    .updateTable('merchant_tokens')
    .set({ courier_id: courierId })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** The name a session operates under: the courier's, else the merchant's. */
export async function operatorNameOf(
  db: Executor,
  merchantId: number,
  courierId: number | null,
): Promise<string> {
  if (courierId !== null) {
    const c = await db
      .selectFrom('couriers')
      .select('name')
      .where('id', '=', courierId)
      .executeTakeFirst();
    if (c) return c.name;
  }
  const m = await db
    .selectFrom('merchants')
    .select('name')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return m?.name ?? '';
}

// issue 23 (couriers, cabinets): a courier serves only the cabinets an operator assigned to it

/** Whether a courier is assigned to a cabinet. */
export async function courierServes(
  db: Executor,
  courierId: number,
  cabinetId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('courier_cabinets')
    .select('cabinet_id')
    .where('courier_id', '=', courierId)
    .where('cabinet_id', '=', cabinetId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The cabinets a courier serves, with its open work orders at each (name order). */
export function servedCabinets(db: Executor, merchantId: number, courierId: number) {
  return db
    .selectFrom('courier_cabinets as cc')
    .innerJoin('cabinets as c', 'c.id', 'cc.cabinet_id')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.address',
      sql<number>`(select count(*) from restock_records r where r.cabinet_id = c.id and r.courier_id = ${courierId} and r.status = 0)`.as(
        'open_orders',
      ),
    ])
    .where('cc.courier_id', '=', courierId)
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.id')
    .execute();
}

/** The merchant's cabinets with every open work order at each. */
export function merchantCabinetsWithOrders(db: Executor, merchantId: number) {
  return db
    .selectFrom('cabinets as c')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.address',
      sql<number>`(select count(*) from restock_records r where r.cabinet_id = c.id and r.status = 0)`.as(
        'open_orders',
      ),
    ])
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.id')
    .execute();
}
