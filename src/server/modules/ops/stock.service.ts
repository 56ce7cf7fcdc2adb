/**
 * The console's catalogue around the goods (issue 20, part stock): the category tree (create,
 * rename, icon, move among siblings or to another parent, hide, delete only when empty), brands,
 * the platform's own sellers, and warehouse stock moves with the ledger's search. Every write is
 * audited in its transaction and tells the consoles (`notifyOps(app, 'catalogue', id)`).
 * Stock moves go through the one stock model (cabinet/stock.service.ts `moveStock`: a
 * conditional update that never goes below zero plus a `stock_ledger` row).
 */
import { randomUUID } from 'node:crypto';
import type { ListData } from '../../../shared/contract/envelope';
import type {
  OpsBrand,
  OpsCategory,
  OpsSeller,
  OpsStockLedgerRow,
  OpsStockLocation,
  OpsStockMoveResult,
  OpsStockMoveType,
  OpsStockReason,
  OpsStockSku,
} from '../../../shared/contract/ops-stock';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notifyOps } from '../../lib/ops-events';
import { invalid } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { StockError, withStockMoves } from '../cabinet/stock.service';
import {
  countCategoryGoods,
  countChildren,
  deleteCategory,
  findBrand,
  findCategory,
  findLocation,
  findSeller,
  findSku,
  insertBrand,
  insertCategory,
  insertSeller,
  ledgerSearch,
  listBrands,
  listCategories,
  listSellers,
  lockedQuantity,
  operatorNames,
  searchSkus,
  siblingIds,
  stockOf,
  updateBrand,
  updateCategory,
  updatePlatformSeller,
  warehouseLocations,
  type CategoryRow,
} from './stock.repository';

// ---------------------------------------------------------------------------------------------
// Categories

const toCategory = (r: CategoryRow & { goods_count?: number | null }): OpsCategory => ({
  id: r.id,
  parent_id: r.parent_id,
  name: r.name,
  name_en: r.name_en,
  image: r.image,
  sort: r.sort,
  hidden: r.hidden === 1,
  goods_count: Number(r.goods_count ?? 0),
});

const categorySnapshot = (r: CategoryRow): Record<string, unknown> => ({
  parent_id: r.parent_id,
  name: r.name,
  name_en: r.name_en,
  image: r.image,
  sort: r.sort,
  hidden: r.hidden === 1,
});

export async function categoryList(app: AppContext): Promise<{ list: OpsCategory[] }> {
  return { list: (await listCategories(app.database.db)).map(toCategory) };
}

/** Gives the siblings under `parentId` the sort of their place in `ids`. */
async function renumber(tx: Executor, ids: number[]): Promise<void> {
  for (const [i, id] of ids.entries()) await updateCategory(tx, id, { sort: i });
}

/** The parent a category may go under: 0 (top) or an existing top category. */
async function checkParent(tx: Executor, lang: Lang, parentId: number): Promise<void> {
  if (parentId === 0) return;
  const parent = await findCategory(tx, parentId);
  if (!parent) throw invalid(`parent_id: ${t(lang, 'opsStock.parentNotFound')}`);
  if (parent.parent_id !== 0) throw invalid(`parent_id: ${t(lang, 'opsStock.parentTooDeep')}`);
}

export async function categoryCreate(
  app: AppContext,
  lang: Lang,
  input: { parent_id: number; name: string; name_en: string; image: string },
  actor: AuditActor,
): Promise<OpsCategory> {
  const now = app.clock.now();
  const row = await app.database.db.transaction().execute(async (tx) => {
    await checkParent(tx, lang, input.parent_id);
    const siblings = await siblingIds(tx, input.parent_id);
    const created = await insertCategory(tx, { ...input, sort: siblings.length, now });
    await renumber(tx, [...siblings, created.id]);
    const after = (await findCategory(tx, created.id))!;
    await recordAudit(tx, actor, {
      action: 'catalogue.category_create',
      object_type: 'category',
      object_id: created.id,
      after: categorySnapshot(after),
    });
    return after;
  });
  notifyOps(app, 'catalogue', row.id);
  return toCategory(row);
}

export async function categoryUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    name?: string | undefined;
    name_en?: string | undefined;
    image?: string | undefined;
    hidden?: boolean | undefined;
  },
  actor: AuditActor,
): Promise<OpsCategory> {
  const row = await app.database.db.transaction().execute(async (tx) => {
    const before = await findCategory(tx, input.id);
    if (!before) throw invalid(`id: ${t(lang, 'opsStock.categoryNotFound')}`);
    const set: Parameters<typeof updateCategory>[2] = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.name_en !== undefined) set.name_en = input.name_en;
    if (input.image !== undefined) set.image = input.image;
    if (input.hidden !== undefined) set.hidden = input.hidden ? 1 : 0;
    const after = (await updateCategory(tx, input.id, set))!;
    await recordAudit(tx, actor, {
      action: 'catalogue.category_update',
      object_type: 'category',
      object_id: input.id,
      before: categorySnapshot(before),
      after: categorySnapshot(after),
    });
    return after;
  });
  notifyOps(app, 'catalogue', row.id);
  return { ...toCategory(row), goods_count: await countCategoryGoods(app.database.db, row.id) };
}

export async function categoryMove(
  app: AppContext,
  lang: Lang,
  input: { id: number; parent_id: number; position: number },
  actor: AuditActor,
): Promise<{ list: OpsCategory[] }> {
  await app.database.db.transaction().execute(async (tx) => {
    const before = await findCategory(tx, input.id);
    if (!before) throw invalid(`id: ${t(lang, 'opsStock.categoryNotFound')}`);
    if (input.parent_id === input.id) {
      throw invalid(`parent_id: ${t(lang, 'opsStock.parentIsSelf')}`);
    }
    await checkParent(tx, lang, input.parent_id);
    if (input.parent_id !== 0 && (await countChildren(tx, input.id)) > 0) {
      throw invalid(`parent_id: ${t(lang, 'opsStock.parentTooDeep')}`);
    }
    if (before.parent_id !== input.parent_id) {
      await updateCategory(tx, input.id, { parent_id: input.parent_id });
      await renumber(tx, await siblingIds(tx, before.parent_id));
    }
    const ids = (await siblingIds(tx, input.parent_id)).filter((i) => i !== input.id);
    ids.splice(Math.min(input.position, ids.length), 0, input.id);
    await renumber(tx, ids);
    const after = (await findCategory(tx, input.id))!;
    await recordAudit(tx, actor, {
      action: 'catalogue.category_move',
      object_type: 'category',
      object_id: input.id,
      before: { parent_id: before.parent_id, sort: before.sort },
      after: { parent_id: after.parent_id, sort: after.sort },
    });
  });
  notifyOps(app, 'catalogue', input.id);
  return categoryList(app);
}

export async function categoryDelete(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<null> {
  await app.database.db.transaction().execute(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) throw invalid(`id: ${t(lang, 'opsStock.categoryNotFound')}`);
    const goods = await countCategoryGoods(tx, id);
    if (goods > 0) throw invalid(t(lang, 'opsStock.categoryHasGoods', { n: goods }));
    const children = await countChildren(tx, id);
    if (children > 0) throw invalid(t(lang, 'opsStock.categoryHasChildren', { n: children }));
    await deleteCategory(tx, id);
    await renumber(tx, await siblingIds(tx, before.parent_id));
    await recordAudit(tx, actor, {
      action: 'catalogue.category_delete',
      object_type: 'category',
      object_id: id,
      before: categorySnapshot(before),
    });
  });
  notifyOps(app, 'catalogue', id);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Brands

type BrandWithCount = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

const toBrand = (r: BrandWithCount): OpsBrand => ({
  id: r.id,
  name: r.name,
  logo: r.logo,
  description: r.description,
  hidden: r.hidden === 1,
  goods_count: Number(r.goods_count ?? 0),
  created_at: Number(r.created_at),
});

const brandSnapshot = (r: BrandWithCount): Record<string, unknown> => ({
  name: r.name,
  logo: r.logo,
  description: r.description,
  hidden: r.hidden === 1,
});

export async function brandList(
  app: AppContext,
  f: { page: number; limit: number; q?: string | undefined },
): Promise<ListData<OpsBrand>> {
  const { rows, total } = await listBrands(app.database.db, f);
  return { list: rows.map(toBrand), total, page: f.page, limit: f.limit };
}

/** A brand's or a platform seller's row, read back in the transaction of its write. */
interface Audited<R> {
  action: string;
  object_type: string;
  find: (ex: Executor, id: number) => Promise<R | undefined>;
  snapshot: (row: R) => Record<string, unknown>;
}

/** Inserts, reads back and audits in one transaction; then tells the catalogue screens. */
async function auditedCreate<R>(
  app: AppContext,
  actor: AuditActor,
  a: Audited<R>,
  insert: (tx: Executor) => Promise<number>,
): Promise<R> {
  const { id, row } = await app.database.db.transaction().execute(async (tx) => {
    const id = await insert(tx);
    const row = (await a.find(tx, id))!;
    await recordAudit(tx, actor, {
      action: a.action,
      object_type: a.object_type,
      object_id: id,
      after: a.snapshot(row),
    });
    return { id, row };
  });
  notifyOps(app, 'catalogue', id);
  return row;
}

/**
 * Reads (`check` refuses a missing or read-only row), updates the fields given, reads back and
 * audits before/after in one transaction; then tells the catalogue screens.
 */
async function auditedUpdate<R>(
  app: AppContext,
  actor: AuditActor,
  id: number,
  a: Audited<R>,
  check: (before: R | undefined) => R,
  update: (tx: Executor) => Promise<unknown>,
): Promise<R> {
  const row = await app.database.db.transaction().execute(async (tx) => {
    const before = check(await a.find(tx, id));
    await update(tx);
    const after = (await a.find(tx, id))!;
    await recordAudit(tx, actor, {
      action: a.action,
      object_type: a.object_type,
      object_id: id,
      before: a.snapshot(before),
      after: a.snapshot(after),
    });
    return after;
  });
  notifyOps(app, 'catalogue', id);
  return row;
}

/** The fields an update names (the others stay as they are). */
function given<T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k] = v;
  return set as { [K in keyof T]?: Exclude<T[K], undefined> };
}

const brandAudit = (action: string): Audited<BrandWithCount> => ({
  action,
  object_type: 'brand',
  find: findBrand,
  snapshot: brandSnapshot,
});

export async function brandCreate(
  app: AppContext,
  input: { name: string; logo: string; description: string },
  actor: AuditActor,
): Promise<OpsBrand> {
  const now = app.clock.now();
  return toBrand(
    await auditedCreate(app, actor, brandAudit('catalogue.brand_create'), (tx) =>
      insertBrand(tx, { ...input, now }),
    ),
  );
}

export async function brandUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    name?: string | undefined;
    logo?: string | undefined;
    description?: string | undefined;
    hidden?: boolean | undefined;
  },
  actor: AuditActor,
): Promise<OpsBrand> {
  const { id, hidden, ...rest } = input;
  const set: Parameters<typeof updateBrand>[2] = given(rest);
  if (hidden !== undefined) set.hidden = hidden ? 1 : 0;
  const row = await auditedUpdate(
    app,
    actor,
    id,
    brandAudit('catalogue.brand_update'),
    (before) => {
      if (!before) throw invalid(`id: ${t(lang, 'opsStock.brandNotFound')}`);
      return before;
    },
    (tx) => updateBrand(tx, id, set),
  );
  return toBrand(row);
}

// ---------------------------------------------------------------------------------------------
// Sellers

type SellerWithCount = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

const toSeller = (r: SellerWithCount): OpsSeller => ({
  id: r.id,
  name: r.name,
  logo: r.logo,
  description: r.description,
  merchant_id: r.merchant_id,
  goods_count: Number(r.goods_count ?? 0),
  created_at: Number(r.created_at),
});

const sellerSnapshot = (r: SellerWithCount): Record<string, unknown> => ({
  name: r.name,
  logo: r.logo,
  description: r.description,
});

export async function sellerList(
  app: AppContext,
  f: {
    page: number;
    limit: number;
    q?: string | undefined;
    owner?: 'platform' | 'merchant' | undefined;
  },
): Promise<ListData<OpsSeller>> {
  const { rows, total } = await listSellers(app.database.db, f);
  return { list: rows.map(toSeller), total, page: f.page, limit: f.limit };
}

const sellerAudit = (action: string): Audited<SellerWithCount> => ({
  action,
  object_type: 'seller',
  find: findSeller,
  snapshot: sellerSnapshot,
});

export async function sellerCreate(
  app: AppContext,
  input: { name: string; logo: string; description: string },
  actor: AuditActor,
): Promise<OpsSeller> {
  const now = app.clock.now();
  return toSeller(
    await auditedCreate(app, actor, sellerAudit('catalogue.seller_create'), (tx) =>
      insertSeller(tx, { ...input, now }),
    ),
  );
}

export async function sellerUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    name?: string | undefined;
    logo?: string | undefined;
    description?: string | undefined;
  },
  actor: AuditActor,
): Promise<OpsSeller> {
  const { id, ...rest } = input;
  const set: Parameters<typeof updatePlatformSeller>[2] = given(rest);
  const row = await auditedUpdate(
    app,
    actor,
    id,
    sellerAudit('catalogue.seller_update'),
    (before) => {
      if (!before) throw invalid(`id: ${t(lang, 'opsStock.sellerNotFound')}`);
      if (before.merchant_id !== null) throw invalid(`id: ${t(lang, 'opsStock.sellerReadOnly')}`);
      return before;
    },
    (tx) => updatePlatformSeller(tx, id, set),
  );
  return toSeller(row);
}

// ---------------------------------------------------------------------------------------------
// Warehouse stock

/** The ledger's `operator` of an operator's move. */
const operatorTag = (id: number | null): string => (id === null ? '' : `op:${id}`);

export async function stockLocations(app: AppContext): Promise<{ list: OpsStockLocation[] }> {
  return { list: await warehouseLocations(app.database.db) };
}

export async function stockSkus(
  app: AppContext,
  f: { page: number; limit: number; q?: string | undefined },
): Promise<ListData<OpsStockSku>> {
  const db = app.database.db;
  const { rows, total } = await searchSkus(db, f);
  const locations = (await warehouseLocations(db)).map((l) => l.id);
  const stock = await stockOf(
    db,
    rows.map((r) => r.sku_id),
    locations,
  );
  const list = rows.map((r) => ({
    sku_id: r.sku_id,
    goods_id: r.goods_id,
    title: r.title,
    spec: r.spec,
    image: r.sku_image || r.image,
    price: r.price,
    stock: locations.map((location_id) => ({
      location_id,
      quantity: Number(
        stock.find((s) => s.sku_id === r.sku_id && s.location_id === location_id)?.quantity ?? 0,
      ),
    })),
  }));
  return { list, total, page: f.page, limit: f.limit };
}

const MOVE_ACTION = {
  in: 'catalogue.stock_in',
  out: 'catalogue.stock_out',
  count: 'catalogue.stock_count',
} as const;

export async function stockMove(
  app: AppContext,
  lang: Lang,
  input: {
    type: OpsStockMoveType;
    sku_id: number;
    location_id: number;
    quantity: number;
    reason: OpsStockReason;
    note: string;
  },
  actor: AuditActor,
): Promise<OpsStockMoveResult> {
  const db = app.database.db;
  const location = await findLocation(db, input.location_id);
  if (location?.kind !== 'warehouse') {
    throw invalid(`location_id: ${t(lang, 'opsStock.locationNotFound')}`);
  }
  if (!(await findSku(db, input.sku_id))) {
    throw invalid(`sku_id: ${t(lang, 'opsStock.skuNotFound')}`);
  }
  try {
    const result = await withStockMoves(app, async (move, tx) => {
      const current = await lockedQuantity(tx, input.location_id, input.sku_id);
      const delta =
        input.type === 'in'
          ? input.quantity
          : input.type === 'out'
            ? -input.quantity
            : input.quantity - current;
      let ledgerId: number | null = null;
      let before = current;
      let after = current;
      if (delta !== 0) {
        const moved = await move({
          locationId: input.location_id,
          skuId: input.sku_id,
          delta,
          reason: input.reason,
          ref: input.note,
          operator: operatorTag(actor.operatorId),
          idempotencyKey: `ops:${randomUUID()}`,
          now: actor.at,
        });
        ledgerId = moved.ledger_id;
        before = moved.before;
        after = moved.after;
      }
      await recordAudit(tx, actor, {
        action: MOVE_ACTION[input.type],
        object_type: 'sku',
        object_id: input.sku_id,
        before: { location_id: input.location_id, quantity: before },
        after: {
          location_id: input.location_id,
          quantity: after,
          delta,
          reason: input.reason,
          note: input.note,
          ledger_id: ledgerId,
        },
      });
      return {
        sku_id: input.sku_id,
        location_id: input.location_id,
        type: input.type,
        before,
        after,
        delta,
        ledger_id: ledgerId,
      };
    });
    notifyOps(app, 'catalogue', input.sku_id);
    return result;
  } catch (err) {
    if (err instanceof StockError && err.refusal === 'not_enough') {
      const [row] = await stockOf(db, [input.sku_id], [input.location_id]);
      throw invalid(
        `quantity: ${t(lang, 'opsStock.notEnough', { n: Number(row?.quantity ?? 0), m: input.quantity })}`,
      );
    }
    throw err;
  }
}

export async function stockLedger(
  app: AppContext,
  f: {
    page: number;
    limit: number;
    goods_id?: number | undefined;
    sku_id?: number | undefined;
    location_id?: number | undefined;
    reason?: string | undefined;
    operator_id?: number | undefined;
    from?: number | undefined;
    to?: number | undefined;
  },
): Promise<ListData<OpsStockLedgerRow>> {
  const db = app.database.db;
  const { operator_id, ...rest } = f;
  const { rows, total } = await ledgerSearch(db, {
    ...rest,
    operator: operator_id === undefined ? undefined : operatorTag(operator_id),
  });
  const idOf = (tag: string): number | null => {
    const m = /^op:(\d+)$/.exec(tag);
    return m ? Number(m[1]) : null;
  };
  const names = await operatorNames(db, [
    ...new Set(rows.map((r) => idOf(r.operator)).filter((n): n is number => n !== null)),
  ]);
  const list = rows.map((r) => {
    const opId = idOf(r.operator);
    return {
      id: r.id,
      created_at: Number(r.created_at),
      location_id: r.location_id,
      location_name: r.location_name,
      sku_id: r.sku_id,
      goods_id: r.goods_id,
      title: r.title,
      spec: r.spec,
      delta: r.delta,
      before_qty: r.before_qty,
      after_qty: r.after_qty,
      reason: r.reason,
      ref: r.ref,
      operator_id: opId,
      operator_name: opId === null ? r.operator : (names.get(opId) ?? ''),
    };
  });
  return { list, total, page: f.page, limit: f.limit };
}
