/**
 * The console's merchants and cabinets (issue 23, part merchants; contract
 * shared/contract/ops-merchants.ts). Built over the cabinet module: merchant accounts are the
 * ones the kiosk login checks (auth.routes.ts: scrypt hash, `status` 0 active), couriers the
 * ones it logs in as couriers, a cabinet's grid goes through slot.service.ts `applyGrid` (a slot
 * holding stock or a product is never dropped), terminals are `cabinet_terminals` rows (the
 * terminal socket's online/last-seen data, terminal.sockets.ts). Each write runs in one
 * transaction with its audit row (before/after); refusals answer 422 and change nothing.
 */
import type { ListData } from '../../../shared/contract/envelope';
import type {
  MerchantStatus,
  OpsCabinetDetail,
  OpsCabinetRow,
  OpsMerchantDetail,
  OpsMerchantRow,
  OpsTerminal,
} from '../../../shared/contract/ops-merchants';
import { slotState } from '../../../shared/rules/slot-state';
import { EVENTS, cabinetRoom, courierRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/reply';
import { disconnectSessions, revokeSessionRows, sessionLimits } from '../../lib/sessions';
import { t, type Lang } from '../../messages';
import { accountTaken, insertCourier, revokeCourierTokens } from '../cabinet/courier.repository';
import { gridSlots } from '../cabinet/slot.repository';
import { applyGrid } from '../cabinet/slot.service';
import {
  cabinetCodeTaken,
  cabinetCouriers,
  cabinetTerminals,
  courierAssignments,
  findCabinetRow,
  findMerchant,
  listCabinets,
  listMerchants,
  liveSessions,
  merchantCouriers,
  merchantSellers,
} from './merchants.repository';

const statusName = (status: number): MerchantStatus => (status === 0 ? 'active' : 'disabled');
/** couriers: 1 active | 0 disabled */
const courierStatus = (status: number): MerchantStatus => (status === 1 ? 'active' : 'disabled');
const E6 = 1_000_000;
const toE6 = (deg: number | undefined): number | null =>
  deg === undefined ? null : Math.round(deg * E6);
const fromE6 = (v: number | null): number | null => (v === null ? null : Number(v) / E6);

type MerchantRowDb = NonNullable<Awaited<ReturnType<typeof findMerchant>>>;
function merchantRow(r: MerchantRowDb): OpsMerchantRow {
  return {
    id: r.id,
    account: r.account,
    name: r.name,
    mobile: r.mobile,
    status: statusName(Number(r.status)),
    cabinet_count: Number(r.cabinets),
    courier_count: Number(r.couriers),
    balance: Number(r.balance),
    created_at: Number(r.created_at),
  };
}

type CabinetRowDb = NonNullable<Awaited<ReturnType<typeof findCabinetRow>>>;
function cabinetRow(r: Omit<CabinetRowDb, 'merchant_status'>): OpsCabinetRow {
  return {
    id: r.id,
    merchant_id: r.merchant_id,
    merchant_name: r.merchant_name,
    code: r.code,
    name: r.name,
    address: r.address,
    lat: fromE6(r.lat_e6),
    lng: fromE6(r.lng_e6),
    grid_rows: Number(r.grid_rows),
    grid_cols: Number(r.grid_cols),
    slots: Number(r.slots),
    quantity: Number(r.quantity),
    terminals: Number(r.terminals),
    online: Number(r.online),
    created_at: Number(r.created_at),
  };
}

/** What the audit log keeps of a merchant (never the password hash). */
async function merchantSnapshot(ex: Executor, id: number) {
  const m = await ex
    .selectFrom('merchants')
    .select(['id', 'account', 'name', 'mobile', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return m ? { ...m, status: statusName(Number(m.status)) } : null;
}

async function cabinetSnapshot(ex: Executor, id: number) {
  const c = await ex
    .selectFrom('cabinets')
    .select([
      'id',
      'merchant_id',
      'code',
      'name',
      'address',
      'lat_e6',
      'lng_e6',
      'grid_rows',
      'grid_cols',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) return null;
  const slots = await ex
    .selectFrom('stock_locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cabinet_id', '=', id)
    .where('kind', '=', 'cabinet_slot')
    .executeTakeFirst();
  return {
    ...c,
    grid_rows: Number(c.grid_rows),
    grid_cols: Number(c.grid_cols),
    slots: Number(slots?.n ?? 0),
  };
}

async function mustMerchant(ex: Executor, id: number, lang: Lang, field = 'id') {
  const m = await merchantSnapshot(ex, id);
  if (!m) throw invalid(`${field}: ${t(lang, 'opsMerchants.merchantNotFound')}`);
  return m;
}

// --- merchants ---

export async function merchantList(
  app: AppContext,
  f: { page: number; limit: number; q?: string | undefined; status?: MerchantStatus | undefined },
): Promise<ListData<OpsMerchantRow>> {
  const status = f.status === undefined ? undefined : f.status === 'active' ? 0 : 1;
  const { rows, total } = await listMerchants(app.database.db, { ...f, status });
  return { list: rows.map(merchantRow), total, page: f.page, limit: f.limit };
}

export async function merchantDetail(
  app: AppContext,
  lang: Lang,
  id: number,
): Promise<OpsMerchantDetail> {
  const { db } = app.database;
  const m = await findMerchant(db, id);
  if (!m) throw invalid(`id: ${t(lang, 'opsMerchants.merchantNotFound')}`);
  const now = app.clock.now();
  const [sellers, couriers, cabinets, sessions] = await Promise.all([
    merchantSellers(db, id),
    merchantCouriers(db, id),
    listCabinets(db, { page: 1, limit: 200, merchant_id: id }),
    liveSessions(db, id, now - sessionLimits(app.config, 'merchant').idleS),
  ]);
  const assigned = await courierAssignments(
    db,
    couriers.map((c) => c.id),
  );
  return {
    ...merchantRow(m),
    sessions,
    sellers: sellers.map((s) => ({ ...s, created_at: Number(s.created_at) })),
    couriers: couriers.map((c) => ({
      id: c.id,
      account: c.account,
      name: c.name,
      mobile: c.mobile,
      status: courierStatus(Number(c.status)),
      cabinet_ids: assigned.filter((a) => a.courier_id === c.id).map((a) => a.cabinet_id),
      created_at: Number(c.created_at),
    })),
    cabinets: cabinets.rows.map(cabinetRow),
  };
}

export async function merchantCreate(
  app: AppContext,
  lang: Lang,
  input: { account: string; password: string; name: string; mobile: string },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  const { db } = app.database;
  const taken = () => invalid(`account: ${t(lang, 'opsMerchants.accountTaken')}`);
  if (await accountTaken(db, input.account)) throw taken();
  const password_hash = await hashPassword(input.password);
  let id: number;
  try {
    id = await db.transaction().execute(async (tx) => {
      // a courier's account is checked again inside the transaction (unique across both tables)
      if (await accountTaken(tx, input.account)) throw taken();
      const row = await tx
        .insertInto('merchants')
        .values({
          account: input.account,
          password_hash,
          name: input.name,
          mobile: input.mobile,
          status: 0,
          created_at: app.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(tx, actor, {
        action: 'merchants.merchant_create',
        object_type: 'merchant',
        object_id: row.id,
        after: await merchantSnapshot(tx, row.id),
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return merchantDetail(app, lang, id);
}

export async function merchantUpdate(
  app: AppContext,
  lang: Lang,
  input: { id: number; name: string; mobile: string },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  await app.database.db.transaction().execute(async (tx) => {
    const before = await mustMerchant(tx, input.id, lang);
    await tx
      .updateTable('merchants')
      .set({ name: input.name, mobile: input.mobile })
      .where('id', '=', input.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'merchants.merchant_update',
      object_type: 'merchant',
      object_id: input.id,
      before,
      after: await merchantSnapshot(tx, input.id),
    });
  });
  return merchantDetail(app, lang, input.id);
}

/**
 * Enables or disables a merchant's account. Disabling ends every session of the merchant and of
 * its couriers (the kiosk login and every merchant request check `status`).
 */
export async function merchantStatus(
  app: AppContext,
  lang: Lang,
  input: { id: number; enabled: boolean },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  const now = app.clock.now();
  const revoked = await app.database.db.transaction().execute(async (tx) => {
    const before = await mustMerchant(tx, input.id, lang);
    const status = input.enabled ? 0 : 1;
    const changed = await tx
      .updateTable('merchants')
      .set({ status })
      .where('id', '=', input.id)
      .where('status', input.enabled ? '!=' : '=', 0)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return [];
    const ids = input.enabled
      ? []
      : await revokeSessionRows(tx, 'merchant', { ownerId: input.id }, now);
    await recordAudit(tx, actor, {
      action: input.enabled ? 'merchants.merchant_enable' : 'merchants.merchant_disable',
      object_type: 'merchant',
      object_id: input.id,
      before,
      after: { ...(await merchantSnapshot(tx, input.id)), sessions_ended: ids.length },
    });
    return ids;
  });
  disconnectSessions(app, 'merchant', revoked, { notify: true });
  return merchantDetail(app, lang, input.id);
}

/** Sets a new login password; the merchant's sessions end (its couriers' stay). */
export async function merchantPassword(
  app: AppContext,
  lang: Lang,
  input: { id: number; password: string },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  const password_hash = await hashPassword(input.password);
  const now = app.clock.now();
  const revoked = await app.database.db.transaction().execute(async (tx) => {
    const before = await mustMerchant(tx, input.id, lang);
    await tx.updateTable('merchants').set({ password_hash }).where('id', '=', input.id).execute();
    const ids = (
      await tx
        .updateTable('merchant_tokens')
        .set({ revoked_at: now })
        .where('merchant_id', '=', input.id)
        .where('courier_id', 'is', null)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await recordAudit(tx, actor, {
      action: 'merchants.merchant_password',
      object_type: 'merchant',
      object_id: input.id,
      before,
      after: { ...before, password: 'changed', sessions_ended: ids.length },
    });
    return ids;
  });
  disconnectSessions(app, 'merchant', revoked, { notify: true });
  return merchantDetail(app, lang, input.id);
}

/** A seller (shop) of the merchant: shown to consumers at once (`/api/seller/index`). */
export async function merchantSellerCreate(
  app: AppContext,
  lang: Lang,
  input: { merchant_id: number; name: string; description: string },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  await app.database.db.transaction().execute(async (tx) => {
    await mustMerchant(tx, input.merchant_id, lang, 'merchant_id');
    const row = await tx
      .insertInto('sellers')
      .values({
        merchant_id: input.merchant_id,
        name: input.name,
        description: input.description,
        created_at: app.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(tx, actor, {
      action: 'merchants.seller_create',
      object_type: 'seller',
      object_id: row.id,
      after: { id: row.id, ...input },
    });
  });
  return merchantDetail(app, lang, input.merchant_id);
}

// --- couriers ---

export async function courierCreate(
  app: AppContext,
  lang: Lang,
  input: { merchant_id: number; account: string; name: string; mobile: string; password: string },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  const { db } = app.database;
  const taken = () => invalid(`account: ${t(lang, 'opsMerchants.accountTaken')}`);
  await mustMerchant(db, input.merchant_id, lang, 'merchant_id');
  if (await accountTaken(db, input.account)) throw taken();
  const password_hash = await hashPassword(input.password);
  try {
    await db.transaction().execute(async (tx) => {
      if (await accountTaken(tx, input.account)) throw taken();
      const id = await insertCourier(tx, {
        merchant_id: input.merchant_id,
        account: input.account,
        name: input.name,
        mobile: input.mobile,
        password_hash,
        created_at: app.clock.now(),
      });
      await recordAudit(tx, actor, {
        action: 'merchants.courier_create',
        object_type: 'courier',
        object_id: id,
        after: {
          id,
          merchant_id: input.merchant_id,
          account: input.account,
          name: input.name,
          mobile: input.mobile,
          status: 'active',
        },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return merchantDetail(app, lang, input.merchant_id);
}

async function mustCourier(ex: Executor, id: number, lang: Lang) {
  const c = await ex
    .selectFrom('couriers')
    .select(['id', 'merchant_id', 'account', 'name', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) throw invalid(`id: ${t(lang, 'opsMerchants.courierNotFound')}`);
  return c;
}

/** Enables or disables a courier; disabling ends the courier's sessions. */
export async function courierSetStatus(
  app: AppContext,
  lang: Lang,
  input: { id: number; enabled: boolean },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  const now = app.clock.now();
  const { merchantId, revoked } = await app.database.db.transaction().execute(async (tx) => {
    const c = await mustCourier(tx, input.id, lang);
    const status = input.enabled ? 1 : 0;
    if (Number(c.status) === status) return { merchantId: c.merchant_id, revoked: [] };
    await tx.updateTable('couriers').set({ status }).where('id', '=', c.id).execute();
    const ids = input.enabled ? [] : await revokeCourierTokens(tx, c.id, now);
    await recordAudit(tx, actor, {
      action: input.enabled ? 'merchants.courier_enable' : 'merchants.courier_disable',
      object_type: 'courier',
      object_id: c.id,
      before: { ...c, status: courierStatus(Number(c.status)) },
      after: { ...c, status: courierStatus(status), sessions_ended: ids.length },
    });
    return { merchantId: c.merchant_id, revoked: ids };
  });
  disconnectSessions(app, 'merchant', revoked, { notify: true });
  return merchantDetail(app, lang, merchantId);
}

/**
 * issue 23: the courier's connected sockets leave the cabinets it no longer serves and join the
 * new ones, and hear the change (the kiosk re-reads its cabinets and work orders). The server
 * checks the assignment on every courier request, so the change applies at once either way.
 */
function courierCabinetsChanged(
  app: AppContext,
  courierId: number,
  before: number[],
  now: number[],
) {
  if (!app.io) return;
  const room = app.io.in(courierRoom(courierId));
  const gone = before.filter((id) => !now.includes(id));
  const added = now.filter((id) => !before.includes(id));
  if (gone.length) room.socketsLeave(gone.map(cabinetRoom));
  if (added.length) room.socketsJoin(added.map(cabinetRoom));
  app.io.to(courierRoom(courierId)).emit(EVENTS.courierCabinets, {
    courier_id: courierId,
    cabinet_ids: now,
    at: app.clock.now(),
  });
}

/** Replaces the cabinets a courier is assigned to (cabinets of the courier's merchant only). */
export async function courierCabinets(
  app: AppContext,
  lang: Lang,
  input: { id: number; cabinet_ids: number[] },
  actor: AuditActor,
): Promise<OpsMerchantDetail> {
  const wanted = [...new Set(input.cabinet_ids)].sort((a, b) => a - b);
  const { merchantId, before } = await app.database.db.transaction().execute(async (tx) => {
    const c = await mustCourier(tx, input.id, lang);
    if (wanted.length) {
      const own = await tx
        .selectFrom('cabinets')
        .select('id')
        .where('id', 'in', wanted)
        .where('merchant_id', '=', c.merchant_id)
        .execute();
      const ok = new Set(own.map((r) => r.id));
      const bad = wanted.find((w) => !ok.has(w));
      if (bad !== undefined) {
        throw invalid(`cabinet_ids: ${t(lang, 'opsMerchants.notMerchantCabinet', { id: bad })}`);
      }
    }
    const before = (await courierAssignments(tx, [c.id])).map((a) => a.cabinet_id);
    await tx.deleteFrom('courier_cabinets').where('courier_id', '=', c.id).execute();
    if (wanted.length) {
      const now = app.clock.now();
      await tx
        .insertInto('courier_cabinets')
        .values(wanted.map((cabinet_id) => ({ courier_id: c.id, cabinet_id, created_at: now })))
        .execute();
    }
    await recordAudit(tx, actor, {
      action: 'merchants.courier_assign',
      object_type: 'courier',
      object_id: c.id,
      before: { cabinet_ids: before },
      after: { cabinet_ids: wanted },
    });
    return { merchantId: c.merchant_id, before };
  });
  courierCabinetsChanged(app, input.id, before, wanted);
  return merchantDetail(app, lang, merchantId);
}

// --- cabinets ---

export async function cabinetList(
  app: AppContext,
  f: { page: number; limit: number; merchant_id?: number | undefined; q?: string | undefined },
): Promise<ListData<OpsCabinetRow>> {
  const { rows, total } = await listCabinets(app.database.db, f);
  return { list: rows.map(cabinetRow), total, page: f.page, limit: f.limit };
}

/** A cabinet with its live state: slots and stock, terminals' last contact, assigned couriers. */
export async function cabinetDetail(
  app: AppContext,
  lang: Lang,
  id: number,
): Promise<OpsCabinetDetail> {
  const { db } = app.database;
  const c = await findCabinetRow(db, id);
  if (!c) throw invalid(`id: ${t(lang, 'opsMerchants.cabinetNotFound')}`);
  const now = app.clock.now();
  const [slots, terminals, couriers] = await Promise.all([
    gridSlots(db, c.merchant_id, c.id),
    cabinetTerminals(db, c.id),
    cabinetCouriers(db, c.id),
  ]);
  const { merchant_status, ...row } = c;
  return {
    ...cabinetRow(row),
    merchant_status: statusName(Number(merchant_status)),
    slot_list: slots.map((s) => {
      const v = {
        location_id: s.location_id,
        name: s.name,
        grid_row: s.grid_row,
        grid_col: s.grid_col,
        capacity: Number(s.capacity),
        reorder_level: Number(s.reorder_level),
        quantity: Number(s.quantity),
        sku_id: s.sku_id,
        goods_name: s.cabinet_goods_name ?? s.title ?? '',
      };
      const { reorder_level: _r, ...out } = v;
      return { ...out, state: slotState(v) };
    }),
    terminal_list: terminals.map((t0): OpsTerminal => {
      const online = t0.online_since !== null;
      const seen = Number(t0.last_seen_at);
      return {
        id: t0.id,
        terminal_id: t0.terminal_id,
        cabinet_id: t0.cabinet_id,
        bound: Number(t0.bound) === 1,
        app_version: t0.app_version,
        online,
        // an open socket is in contact now (socket.io pings it); else when it was last seen
        last_contact_at: online ? now : seen > 0 ? seen : null,
        offline_since: t0.offline_since === null ? null : Number(t0.offline_since),
      };
    }),
    courier_list: couriers.map((k) => ({
      id: k.id,
      name: k.name,
      account: k.account,
      status: courierStatus(Number(k.status)),
    })),
  };
}

export async function cabinetCreate(
  app: AppContext,
  lang: Lang,
  input: {
    merchant_id: number;
    code: string;
    name: string;
    address: string;
    lat?: number | undefined;
    lng?: number | undefined;
    rows: number;
    cols: number;
    capacity: number;
  },
  actor: AuditActor,
): Promise<OpsCabinetDetail> {
  const { db } = app.database;
  const taken = () => invalid(`code: ${t(lang, 'opsMerchants.codeTaken', { code: input.code })}`);
  const now = app.clock.now();
  let id: number;
  try {
    id = await db.transaction().execute(async (tx) => {
      await mustMerchant(tx, input.merchant_id, lang, 'merchant_id');
      if (await cabinetCodeTaken(tx, input.code)) throw taken();
      const row = await tx
        .insertInto('cabinets')
        .values({
          merchant_id: input.merchant_id,
          code: input.code,
          name: input.name,
          address: input.address,
          lat_e6: toE6(input.lat),
          lng_e6: toE6(input.lng),
          status: 1,
          grid_rows: 0,
          grid_cols: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await applyGrid(tx, input.merchant_id, { id: row.id, code: input.code }, input, now, lang);
      await recordAudit(tx, actor, {
        action: 'merchants.cabinet_create',
        object_type: 'cabinet',
        object_id: row.id,
        after: await cabinetSnapshot(tx, row.id),
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return cabinetDetail(app, lang, id);
}

async function mustCabinet(ex: Executor, id: number, lang: Lang, field = 'id') {
  const c = await cabinetSnapshot(ex, id);
  if (!c) throw invalid(`${field}: ${t(lang, 'opsMerchants.cabinetNotFound')}`);
  return c;
}

export async function cabinetUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    name: string;
    address: string;
    lat?: number | undefined;
    lng?: number | undefined;
  },
  actor: AuditActor,
): Promise<OpsCabinetDetail> {
  await app.database.db.transaction().execute(async (tx) => {
    const before = await mustCabinet(tx, input.id, lang);
    await tx
      .updateTable('cabinets')
      .set({
        name: input.name,
        address: input.address,
        lat_e6: toE6(input.lat),
        lng_e6: toE6(input.lng),
      })
      .where('id', '=', input.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'merchants.cabinet_update',
      object_type: 'cabinet',
      object_id: input.id,
      before,
      after: await cabinetSnapshot(tx, input.id),
    });
  });
  return cabinetDetail(app, lang, input.id);
}

/** Resizes the grid; refused (naming the slot) when a slot it would drop holds stock or goods. */
export async function cabinetGrid(
  app: AppContext,
  lang: Lang,
  input: { id: number; rows: number; cols: number; capacity: number },
  actor: AuditActor,
): Promise<OpsCabinetDetail> {
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (tx) => {
    const before = await mustCabinet(tx, input.id, lang);
    await applyGrid(tx, before.merchant_id, before, input, now, lang);
    await recordAudit(tx, actor, {
      action: 'merchants.cabinet_grid',
      object_type: 'cabinet',
      object_id: input.id,
      before,
      after: await cabinetSnapshot(tx, input.id),
    });
  });
  return cabinetDetail(app, lang, input.id);
}

/** A slot's capacity, never below what it holds; its reorder level is kept within it. */
export async function slotCapacity(
  app: AppContext,
  lang: Lang,
  input: { location_id: number; capacity: number },
  actor: AuditActor,
): Promise<OpsCabinetDetail> {
  const cabinetId = await app.database.db.transaction().execute(async (tx) => {
    const slot = await tx
      .selectFrom('stock_locations as l')
      .select([
        'l.id',
        'l.cabinet_id',
        'l.name',
        'l.capacity',
        'l.reorder_level',
        (eb) =>
          eb
            .selectFrom('stock as s')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('s.quantity'), e.lit(0)).as('q'))
            .whereRef('s.location_id', '=', 'l.id')
            .as('quantity'),
      ])
      .where('l.id', '=', input.location_id)
      .where('l.kind', '=', 'cabinet_slot')
      .executeTakeFirst();
    if (!slot || slot.cabinet_id === null) {
      throw invalid(`location_id: ${t(lang, 'opsMerchants.slotNotFound')}`);
    }
    const held = Number(slot.quantity ?? 0);
    if (input.capacity < held) {
      throw invalid(`capacity: ${t(lang, 'opsMerchants.capacityBelowHeld', { n: held })}`);
    }
    const reorder = Math.min(Number(slot.reorder_level), input.capacity);
    await tx
      .updateTable('stock_locations')
      .set({ capacity: input.capacity, reorder_level: reorder })
      .where('id', '=', slot.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'merchants.slot_capacity',
      object_type: 'cabinet_slot',
      object_id: slot.id,
      before: { name: slot.name, capacity: Number(slot.capacity), quantity: held },
      after: { name: slot.name, capacity: input.capacity, reorder_level: reorder },
    });
    return slot.cabinet_id;
  });
  return cabinetDetail(app, lang, cabinetId);
}

/**
 * Binds a terminal (its kiosk id) to a cabinet: its row of the cabinet's merchant is created or
 * updated with `bound` 1, so the terminal's own hello keeps this cabinet. A terminal bound to
 * another cabinet is refused (unbind it first).
 */
export async function terminalBind(
  app: AppContext,
  lang: Lang,
  input: { cabinet_id: number; terminal_id: string },
  actor: AuditActor,
): Promise<OpsCabinetDetail> {
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (tx) => {
    const c = await mustCabinet(tx, input.cabinet_id, lang, 'cabinet_id');
    const elsewhere = await tx
      .selectFrom('cabinet_terminals as t')
      .innerJoin('cabinets as c', 'c.id', 't.cabinet_id')
      .select('c.code')
      .where('t.terminal_id', '=', input.terminal_id)
      .where('t.bound', '=', 1)
      .where('t.cabinet_id', '!=', c.id)
      .executeTakeFirst();
    if (elsewhere) {
      throw invalid(
        `terminal_id: ${t(lang, 'opsMerchants.terminalBoundElsewhere', { code: elsewhere.code })}`,
      );
    }
    const before = await tx
      .selectFrom('cabinet_terminals')
      .select(['id', 'terminal_id', 'cabinet_id', 'bound'])
      .where('merchant_id', '=', c.merchant_id)
      .where('terminal_id', '=', input.terminal_id)
      .executeTakeFirst();
    let rowId: number;
    if (before) {
      await tx
        .updateTable('cabinet_terminals')
        .set({ cabinet_id: c.id, bound: 1 })
        .where('id', '=', before.id)
        .execute();
      rowId = before.id;
    } else {
      // never connected yet: last seen 0 (shown as never)
      const row = await tx
        .insertInto('cabinet_terminals')
        .values({
          merchant_id: c.merchant_id,
          terminal_id: input.terminal_id,
          cabinet_id: c.id,
          bound: 1,
          online_since: null,
          last_seen_at: 0,
          offline_since: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = row.id;
    }
    await recordAudit(tx, actor, {
      action: 'merchants.terminal_bind',
      object_type: 'cabinet_terminal',
      object_id: rowId,
      before: before ? { ...before, bound: Number(before.bound) === 1 } : null,
      after: { id: rowId, terminal_id: input.terminal_id, cabinet_id: c.id, bound: true },
    });
  });
  return cabinetDetail(app, lang, input.cabinet_id);
}

/** Unbinds a terminal from its cabinet (the terminal's row stays, without a cabinet). */
export async function terminalUnbind(
  app: AppContext,
  lang: Lang,
  input: { id: number },
  actor: AuditActor,
): Promise<OpsCabinetDetail> {
  const cabinetId = await app.database.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('cabinet_terminals')
      .select(['id', 'terminal_id', 'cabinet_id', 'bound'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row || row.cabinet_id === null) {
      throw invalid(`id: ${t(lang, 'opsMerchants.terminalNotFound')}`);
    }
    await tx
      .updateTable('cabinet_terminals')
      .set({ cabinet_id: null, bound: 0 })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'merchants.terminal_unbind',
      object_type: 'cabinet_terminal',
      object_id: row.id,
      before: { ...row, bound: Number(row.bound) === 1 },
      after: { id: row.id, terminal_id: row.terminal_id, cabinet_id: null, bound: false },
    });
    return row.cabinet_id;
  });
  return cabinetDetail(app, lang, cabinetId);
}
