/**
 * The SQL of the console's merchants and cabinets (issue 23, part merchants): merchant and
 * cabinet lists with their counts, a cabinet's terminals and assigned couriers.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { likeContains } from '../cabinet/cabinet.shared';

export async function listMerchants(
  db: Executor,
  f: { page: number; limit: number; q?: string | undefined; status?: number | undefined },
) {
  let q = db.selectFrom('merchants as m');
  if (f.q) {
    const kw = f.q;
    q = q.where((w) =>
      w.or([
        likeContains('m.name', kw),
        likeContains('m.account', kw),
        likeContains('m.mobile', kw),
      ]),
    );
  }
  if (f.status === 0) q = q.where('m.status', '=', 0);
  if (f.status === 1) q = q.where('m.status', '!=', 0);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select([
      'm.id',
      'm.account',
      'm.name',
      'm.mobile',
      'm.status',
      'm.balance',
      'm.created_at',
      sql<number>`(select count(*) from cabinets c where c.merchant_id = m.id)`.as('cabinets'),
      sql<number>`(select count(*) from couriers c where c.merchant_id = m.id)`.as('couriers'),
    ])
    .orderBy('m.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function findMerchant(db: Executor, id: number) {
  return db
    .selectFrom('merchants as m')
    .select([
      'm.id',
      'm.account',
      'm.name',
      'm.mobile',
      'm.status',
      'm.balance',
      'm.created_at',
      sql<number>`(select count(*) from cabinets c where c.merchant_id = m.id)`.as('cabinets'),
      sql<number>`(select count(*) from couriers c where c.merchant_id = m.id)`.as('couriers'),
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export async function liveSessions(db: Executor, merchantId: number, since: number) {
  const r = await db
    .selectFrom('merchant_tokens')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .where('last_used_at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export function merchantSellers(db: Executor, merchantId: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'name', 'description', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

export function merchantCouriers(db: Executor, merchantId: number) {
  return db
    .selectFrom('couriers')
    .select(['id', 'account', 'name', 'mobile', 'status', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

export function courierAssignments(db: Executor, courierIds: number[]) {
  if (courierIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('courier_cabinets')
    .select(['courier_id', 'cabinet_id'])
    .where('courier_id', 'in', courierIds)
    .orderBy('cabinet_id')
    .execute();
}

export async function listCabinets(
  db: Executor,
  f: { page: number; limit: number; merchant_id?: number | undefined; q?: string | undefined },
) {
  let q = cabinetsQuery(db);
  if (f.merchant_id) q = q.where('c.merchant_id', '=', f.merchant_id);
  if (f.q) {
    const kw = f.q;
    q = q.where((w) =>
      w.or([likeContains('c.code', kw), likeContains('c.name', kw), likeContains('c.address', kw)]),
    );
  }
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await cabinetColumns(q)
    .orderBy('c.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function findCabinetRow(db: Executor, id: number) {
  return cabinetColumns(cabinetsQuery(db))
    .select('m.status as merchant_status')
    .where('c.id', '=', id)
    .executeTakeFirst();
}

function cabinetColumns(q: ReturnType<typeof cabinetsQuery>) {
  return q.select([
    'c.id',
    'c.merchant_id',
    'm.name as merchant_name',
    'c.code',
    'c.name',
    'c.address',
    'c.lat_e6',
    'c.lng_e6',
    'c.grid_rows',
    'c.grid_cols',
    'c.created_at',
    sql<number>`(select count(*) from stock_locations l where l.cabinet_id = c.id and l.kind = 'cabinet_slot')`.as(
      'slots',
    ),
    sql<number>`(select coalesce(sum(s.quantity), 0) from stock s inner join stock_locations l on l.id = s.location_id where l.cabinet_id = c.id and l.kind = 'cabinet_slot')`.as(
      'quantity',
    ),
    sql<number>`(select count(*) from cabinet_terminals t where t.cabinet_id = c.id)`.as(
      'terminals',
    ),
    sql<number>`(select count(*) from cabinet_terminals t where t.cabinet_id = c.id and t.online_since is not null)`.as(
      'online',
    ),
  ]);
}

/** Cabinets with their merchant. */
function cabinetsQuery(db: Executor) {
  return db.selectFrom('cabinets as c').innerJoin('merchants as m', 'm.id', 'c.merchant_id');
}

export function cabinetTerminals(db: Executor, cabinetId: number) {
  return db
    .selectFrom('cabinet_terminals')
    .select([
      'id',
      'terminal_id',
      'cabinet_id',
      'bound',
      'app_version',
      'online_since',
      'last_seen_at',
      'offline_since',
    ])
    .where('cabinet_id', '=', cabinetId)
    .orderBy('id')
    .execute();
}

export function cabinetCouriers(db: Executor, cabinetId: number) {
  return db
    .selectFrom('courier_cabinets as cc')
    .innerJoin('couriers as c', 'c.id', 'cc.courier_id')
    .select(['c.id', 'c.name', 'c.account', 'c.status'])
    .where('cc.cabinet_id', '=', cabinetId)
    .orderBy('c.id')
    .execute();
}

export function cabinetCodeTaken(db: Executor, code: string) {
  return db.selectFrom('cabinets').select('id').where('code', '=', code).executeTakeFirst();
}
