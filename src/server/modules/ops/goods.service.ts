/**
 * The console's goods (issue 20 part goods, shared/contract/ops-goods.ts): the platform's own
 * stores' goods. Reads show every mall goods; writes refuse a merchant's goods. A write checks
 * everything first (leaf category, brand, platform seller, images uploaded here, spec names and
 * unique spec combinations), then in ONE transaction writes the goods, its SKUs, the initial
 * warehouse stock of new SKUs (a `stock_in` ledger row through cabinet/stock.service), the search
 * terms (catalogue/search.repository `indexGoods`) and the audit row; `catalogue` is notified
 * after the commit.
 */
import type { z } from 'zod';
import type { ListData } from '../../../shared/contract/envelope';
import type {
  OpsGoodsDetail,
  OpsGoodsOptions,
  OpsGoodsRow,
  OpsGoodsShelfResult,
  OpsGoodsSku,
  opsGoodsCreateInput,
  opsGoodsUpdateInput,
} from '../../../shared/contract/ops-goods';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { parseJson } from '../../lib/json';
import { notifyOps } from '../../lib/ops-events';
import { invalid } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { indexGoods } from '../catalogue/search.repository';
import { withStockMoves } from '../cabinet/stock.service';
import { readSettings } from '../config/config.repository';
import { freightTemplateOf } from '../../../shared/rules/business-settings';
import {
  brandExists,
  categoryLeaf,
  findOpsGoods,
  goodsOptions,
  insertGoods,
  insertSku,
  insertZeroStock,
  isPlatformSeller,
  listOpsGoods,
  setGoodsStatus,
  skusWithStock,
  updateGoods,
  updateSku,
  type OpsGoodsDbRow,
  type OpsGoodsFilter,
} from './goods.repository';

type CreateInput = z.output<typeof opsGoodsCreateInput>;
type UpdateInput = z.output<typeof opsGoodsUpdateInput>;
type Fields = Omit<CreateInput, 'status'>;

const num = (v: unknown): number => Number(v ?? 0);

function toRow(
  r: NonNullable<OpsGoodsDbRow>,
  skus: { goods_id: number; quantity: number }[],
): OpsGoodsRow {
  const own = skus.filter((k) => k.goods_id === r.id);
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    category_id: r.category_id,
    category_name: r.category_name ?? '',
    brand_id: num(r.brand_id),
    brand_name: r.brand_name ?? '',
    seller_id: num(r.seller_id),
    seller_name: r.seller_name ?? '',
    platform: r.seller_name !== null && r.merchant_id === null,
    price: num(r.price),
    market_price: num(r.market_price),
    sales: num(r.sales),
    stock: own.reduce((n, k) => n + k.quantity, 0),
    sku_count: own.length,
    status: num(r.status),
    created_at: num(r.created_at),
  };
}

export async function opsGoodsList(
  app: AppContext,
  f: OpsGoodsFilter,
): Promise<ListData<OpsGoodsRow>> {
  const { db } = app.database;
  const { total, rows } = await listOpsGoods(db, f);
  const skus = await skusWithStock(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRow(r, skus)), total, page: f.page, limit: f.limit };
}

export async function opsGoodsOptions(app: AppContext): Promise<OpsGoodsOptions> {
  const { db } = app.database;
  const [options, freight] = await Promise.all([goodsOptions(db), readSettings(db, 'freight')]);
  return {
    ...options,
    freight_templates: freight.templates.map((x) => ({ code: x.code, name: x.name })),
    default_freight_template: freight.default_template,
  };
}

async function detailOf(db: Executor, id: number, lang: Lang): Promise<OpsGoodsDetail> {
  const r = await findOpsGoods(db, id);
  if (!r) throw invalid(`id: ${t(lang, 'opsGoods.notFound')}`);
  const skus = await skusWithStock(db, [id]);
  const specs: OpsGoodsSku[] = skus.map((k) => ({
    id: k.id,
    spec: parseJson<Record<string, string>>(k.spec, {}),
    price: num(k.price),
    market_price: num(k.market_price),
    stock: k.quantity,
  }));
  const names: string[] = [];
  for (const k of specs) for (const n of Object.keys(k.spec)) if (!names.includes(n)) names.push(n);
  const freight = await readSettings(db, 'freight');
  return {
    ...toRow(r, skus),
    freight_template: r.freight_template,
    freight_template_name: freightTemplateOf(freight, r.freight_template).name,
    images: parseJson<string[]>(r.images, r.image ? [r.image] : []),
    detail_images: parseJson<string[]>(r.detail_images, []),
    description: r.description,
    spec_names: names,
    skus: specs,
  };
}

export function opsGoodsDetail(app: AppContext, id: number, lang: Lang): Promise<OpsGoodsDetail> {
  return detailOf(app.database.db, id, lang);
}

/** The canonical JSON of a SKU's spec, in the order of the goods' spec names. */
const specJson = (names: readonly string[], spec: Record<string, string>): string =>
  JSON.stringify(Object.fromEntries(names.map((n) => [n, spec[n]!])));

/**
 * Checks the fields of a create or update (422 naming the field). `existingImages`: images the
 * goods already has, accepted as they are (seeded pictures are not uploads).
 */
async function checkFields(
  app: AppContext,
  f: Fields,
  lang: Lang,
  existingImages: ReadonlySet<string>,
): Promise<void> {
  const { db } = app.database;
  if (!(await categoryLeaf(db, f.category_id))) {
    throw invalid(`category_id: ${t(lang, 'opsGoods.categoryNotLeaf')}`);
  }
  if (f.brand_id && !(await brandExists(db, f.brand_id))) {
    throw invalid(`brand_id: ${t(lang, 'opsGoods.brandNotFound')}`);
  }
  if (!(await isPlatformSeller(db, f.seller_id))) {
    throw invalid(`seller_id: ${t(lang, 'opsGoods.sellerNotPlatform')}`);
  }
  for (const field of ['images', 'detail_images'] as const) {
    for (const url of f[field]) {
      if (!existingImages.has(url) && app.storage.keyOf(url) === null) {
        throw invalid(`${field}: ${t(lang, 'opsGoods.imageNotUpload')}`);
      }
    }
  }
  if (f.freight_template) {
    const freight = await readSettings(db, 'freight');
    if (!freight.templates.some((x) => x.code === f.freight_template)) {
      throw invalid(`freight_template: ${t(lang, 'opsGoods.freightTemplateNotFound')}`);
    }
  }
  const names = f.spec_names;
  if (new Set(names).size !== names.length) {
    throw invalid(`spec_names: ${t(lang, 'opsGoods.specNamesUnique')}`);
  }
  if (names.length === 0 && f.skus.length !== 1) {
    throw invalid(`skus: ${t(lang, 'opsGoods.oneSkuWithoutSpec')}`);
  }
  const combos = new Set<string>();
  for (const sku of f.skus) {
    const keys = Object.keys(sku.spec);
    if (keys.length !== names.length || !names.every((n) => sku.spec[n] !== undefined)) {
      throw invalid(`skus: ${t(lang, 'opsGoods.specMismatch')}`);
    }
    const combo = specJson(names, sku.spec);
    if (combos.has(combo)) throw invalid(`skus: ${t(lang, 'opsGoods.specDuplicate')}`);
    combos.add(combo);
  }
}

/** The goods columns of the fields: price and market price are the cheapest SKU's. */
function goodsColumns(f: Fields) {
  const cheapest = f.skus.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    title: f.title,
    category_id: f.category_id,
    brand_id: f.brand_id,
    seller_id: f.seller_id,
    image: f.images[0]!,
    images: JSON.stringify(f.images),
    detail_images: JSON.stringify(f.detail_images),
    description: f.description,
    price: cheapest.price,
    market_price: cheapest.market_price || cheapest.price,
    ...(f.freight_template !== undefined && { freight_template: f.freight_template }),
  };
}

/** What the audit log keeps of a goods. */
function auditView(d: OpsGoodsDetail): Record<string, unknown> {
  return {
    title: d.title,
    category_id: d.category_id,
    brand_id: d.brand_id,
    seller_id: d.seller_id,
    images: d.images,
    detail_images: d.detail_images,
    description: d.description,
    price: d.price,
    market_price: d.market_price,
    status: d.status,
    freight_template: d.freight_template,
    skus: d.skus.map((k) => ({
      id: k.id,
      spec: k.spec,
      price: k.price,
      market_price: k.market_price,
    })),
  };
}

const opsOperatorTag = (actor: AuditActor) => `ops:${actor.operatorId ?? 0}`;

export async function opsGoodsCreate(
  app: AppContext,
  lang: Lang,
  input: CreateInput,
  actor: AuditActor,
): Promise<OpsGoodsDetail> {
  await checkFields(app, input, lang, new Set());
  const now = app.clock.now();
  const names = input.spec_names;
  const detail = await withStockMoves(app, async (move, tx) => {
    const id = await insertGoods(tx, {
      ...goodsColumns(input),
      status: input.status,
      created_at: now,
    });
    for (const sku of input.skus) {
      const skuId = await insertSku(tx, {
        goods_id: id,
        spec: specJson(names, sku.spec),
        price: sku.price,
        market_price: sku.market_price || sku.price,
      });
      await initialStock(move, tx, id, skuId, sku.stock, actor, now);
    }
    await indexGoods(tx, [{ id, title: input.title }]);
    const d = await detailOf(tx, id, lang);
    await recordAudit(tx, actor, {
      action: 'catalogue.goods_create',
      object_type: 'goods',
      object_id: id,
      after: auditView(d),
    });
    return d;
  });
  notifyOps(app, 'catalogue', detail.id);
  return detail;
}

type Move = Parameters<Parameters<typeof withStockMoves>[1]>[0];

/** A new SKU's warehouse stock: a `stock_in` move with its ledger row, or a 0 row. */
async function initialStock(
  move: Move,
  tx: Executor,
  goodsId: number,
  skuId: number,
  qty: number,
  actor: AuditActor,
  now: number,
): Promise<void> {
  if (qty > 0) {
    await move({
      locationId: WAREHOUSE_LOCATION_ID,
      skuId,
      delta: qty,
      reason: 'stock_in',
      ref: `goods:${goodsId}`,
      operator: opsOperatorTag(actor),
      idempotencyKey: `goods:${goodsId}:sku:${skuId}:init`,
      now,
    });
  } else {
    await insertZeroStock(tx, skuId);
  }
}

/** The goods for a write: it exists and is a platform seller's (else 422). */
async function writableGoods(db: Executor, id: number, lang: Lang): Promise<OpsGoodsDetail> {
  const d = await detailOf(db, id, lang);
  if (!d.platform) throw invalid(`id: ${t(lang, 'opsGoods.merchantGoods')}`);
  return d;
}

export async function opsGoodsUpdate(
  app: AppContext,
  lang: Lang,
  input: UpdateInput,
  actor: AuditActor,
): Promise<OpsGoodsDetail> {
  const current = await writableGoods(app.database.db, input.id, lang);
  await checkFields(app, input, lang, new Set([...current.images, ...current.detail_images]));
  const ownSkuIds = new Set(current.skus.map((k) => k.id));
  const sentIds = new Set<number>();
  for (const sku of input.skus) {
    if (sku.id === undefined) continue;
    if (!ownSkuIds.has(sku.id) || sentIds.has(sku.id)) {
      throw invalid(`skus: ${t(lang, 'opsGoods.skuNotOfGoods')}`);
    }
    sentIds.add(sku.id);
  }
  if (sentIds.size !== ownSkuIds.size) throw invalid(`skus: ${t(lang, 'opsGoods.skuRemoved')}`);
  const now = app.clock.now();
  const names = input.spec_names;
  const detail = await withStockMoves(app, async (move, tx) => {
    const before = await writableGoods(tx, input.id, lang);
    await updateGoods(tx, input.id, goodsColumns(input));
    for (const sku of input.skus) {
      const v = {
        spec: specJson(names, sku.spec),
        price: sku.price,
        market_price: sku.market_price || sku.price,
      };
      if (sku.id !== undefined) {
        await updateSku(tx, sku.id, v);
      } else {
        const skuId = await insertSku(tx, { goods_id: input.id, ...v });
        await initialStock(move, tx, input.id, skuId, sku.stock, actor, now);
      }
    }
    await indexGoods(tx, [{ id: input.id, title: input.title }]);
    const after = await detailOf(tx, input.id, lang);
    await recordAudit(tx, actor, {
      action: 'catalogue.goods_update',
      object_type: 'goods',
      object_id: input.id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  notifyOps(app, 'catalogue', input.id);
  return detail;
}

/** On or off the shelf: a conditional update, audited only when it changed something. */
async function shelfOne(
  tx: Executor,
  id: number,
  status: number,
  actor: AuditActor,
  lang: Lang,
): Promise<OpsGoodsShelfResult> {
  await writableGoods(tx, id, lang);
  const changed = await setGoodsStatus(tx, id, status);
  if (changed) {
    await recordAudit(tx, actor, {
      action: 'catalogue.goods_shelf',
      object_type: 'goods',
      object_id: id,
      before: { status: status === 1 ? 0 : 1 },
      after: { status },
    });
  }
  return { id, status, changed };
}

export async function opsGoodsShelf(
  app: AppContext,
  lang: Lang,
  input: { id: number; status: number },
  actor: AuditActor,
): Promise<OpsGoodsShelfResult> {
  const r = await app.database.db
    .transaction()
    .execute((tx) => shelfOne(tx, input.id, input.status, actor, lang));
  if (r.changed) notifyOps(app, 'catalogue', r.id);
  return r;
}

/** Many goods at once, all or none: one merchant's goods among them refuses the whole call. */
export async function opsGoodsBulkShelf(
  app: AppContext,
  lang: Lang,
  input: { ids: number[]; status: number },
  actor: AuditActor,
): Promise<{ list: OpsGoodsShelfResult[] }> {
  const ids = [...new Set(input.ids)];
  const list = await app.database.db.transaction().execute(async (tx) => {
    const out: OpsGoodsShelfResult[] = [];
    for (const id of ids) out.push(await shelfOne(tx, id, input.status, actor, lang));
    return out;
  });
  for (const r of list) if (r.changed) notifyOps(app, 'catalogue', r.id);
  return { list };
}
