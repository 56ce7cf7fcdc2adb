/**
 * Cabinets and cabinet goods (docs/api-guishang.md): the rules of the merchant's own cabinets,
 * classes and goods. A merchant only sees and changes its own rows: another's id answers 422
 * "not found"; a SKU that is already a cabinet goods of the merchant answers 422 (unique index).
 */
import { CABINET_CLASS } from '../../../shared/contract/cabinet';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { CabinetGoodsTable } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { ownNamedClass, type NamedClassConfig } from '../../lib/named-class';
import { invalid, notFound } from '../../lib/reply';
import {
  cabinetSlots,
  deleteCabinetGoods,
  findCabinetGoods,
  findOwnCabinet,
  findSku,
  insertCabinetGoods,
  listCabinetGoods,
  skuSlots,
  skuSummary,
  slotStock,
  updateCabinetGoods,
  type CabinetGoodsFilter,
} from './cabinet.repository';
import { assignedGoods } from './slot.repository';

export const cabinetClasses: NamedClassConfig = {
  contract: CABINET_CLASS,
  table: 'cabinet_classes',
  goods: { table: 'cabinet_goods', column: 'class_id' },
  messages: {
    notFound: (lang) => t(lang, 'cabinet.classNotFound'),
    exists: (lang) => t(lang, 'cabinet.classExists'),
    notEmpty: (lang) => t(lang, 'cabinet.classNotEmpty'),
  },
};

/** The merchant's cabinet, or 422 "not found". */
export async function ownCabinet(db: Executor, merchantId: number, cabinetId: number, lang: Lang) {
  const c = await findOwnCabinet(db, merchantId, cabinetId);
  if (!c) throw notFound(t(lang, 'cabinet.cabinetNotFound'));
  return c;
}

/** A cabinet goods row as the list and the detail answer it (images as an array). */
function goodsView(g: Selectable<CabinetGoodsTable>) {
  return {
    ...g,
    price: Number(g.price),
    created_at: Number(g.created_at),
    images: parseJson<string[]>(g.images, []),
  };
}

/** A cabinet with its slots and the goods in each slot. */
export async function cabinetDetail(
  app: AppContext,
  merchantId: number,
  cabinetId: number,
  lang: Lang,
) {
  const { db } = app.database;
  const cabinet = await ownCabinet(db, merchantId, cabinetId, lang);
  const slots = await cabinetSlots(db, cabinet.id);
  const ids = slots.map((s) => s.location_id);
  const stock = ids.length ? await slotStock(db, merchantId, ids) : [];
  const skuIds = [...new Set(slots.flatMap((x) => (x.sku_id === null ? [] : [x.sku_id])))];
  const assigned = skuIds.length ? await assignedGoods(db, merchantId, skuIds) : [];
  return {
    id: cabinet.id,
    code: cabinet.code,
    name: cabinet.name,
    address: cabinet.address,
    status: cabinet.status,
    slots: slots.map((s) => {
      const goods = stock
        .filter((x) => x.location_id === s.location_id)
        .map((x) => ({
          sku_id: x.sku_id,
          quantity: Number(x.quantity),
          name: x.cabinet_goods_name ?? x.title,
          spec: x.spec,
          cabinet_goods_id: x.cabinet_goods_id,
          image: parseJson<string[]>(x.cabinet_goods_images ?? '[]', [])[0] ?? x.image,
        }));
      // issue 18 part A: an assigned slot offers its product even before it holds any
      const own = assigned.find((a) => a.sku_id === s.sku_id);
      if (own && !goods.some((g) => g.sku_id === own.sku_id)) {
        goods.push({
          sku_id: own.sku_id,
          quantity: 0,
          name: own.cabinet_goods_name ?? own.title,
          spec: own.spec,
          cabinet_goods_id: own.cabinet_goods_id,
          image: parseJson<string[]>(own.cabinet_goods_images ?? '[]', [])[0] ?? own.image,
        });
      }
      // issue 18 follow-up: the assigned product and the reorder level (the slot's badge)
      return {
        ...s,
        capacity: Number(s.capacity),
        reorder_level: Number(s.reorder_level),
        quantity: goods.reduce((n, g) => n + g.quantity, 0),
        goods,
      };
    }),
  };
}

export async function cabinetGoodsList(app: AppContext, merchantId: number, f: CabinetGoodsFilter) {
  const { total, rows } = await listCabinetGoods(app.database.db, merchantId, f);
  return { total, list: rows.map(goodsView) };
}

/**
 * The list row + the shop SKU it sells + its stock in each of the merchant's cabinet slots
 * holding that SKU (slot order).
 */
export async function cabinetGoodsDetail(
  app: AppContext,
  merchantId: number,
  id: number,
  lang: Lang,
) {
  const { db } = app.database;
  const goods = await findCabinetGoods(db, merchantId, id);
  if (!goods) throw notFound(t(lang, 'cabinet.goodsNotFound'));
  const sku = await skuSummary(db, goods.sku_id);
  const slots = await skuSlots(db, merchantId, goods.sku_id);
  const stock = slots.map((x) => ({ ...x, quantity: Number(x.quantity) }));
  return {
    ...goodsView(goods),
    sku: sku
      ? {
          goods_id: sku.goods_id,
          title: sku.title,
          spec: Object.values(parseJson<Record<string, string>>(sku.spec, {})).join(' '),
          price: Number(sku.price),
          image: sku.image || sku.goods_image,
        }
      : null,
    stock: stock.reduce((n, x) => n + x.quantity, 0),
    slots: stock,
  };
}

export interface CabinetGoodsInput {
  class_id: number;
  sku_id: number;
  name: string;
  price: number;
  images?: string[];
  status: number;
}

function goodsExists(err: unknown, lang: Lang): never {
  if (isUniqueViolation(err)) throw invalid(t(lang, 'cabinet.goodsExists'));
  throw err;
}

export async function addCabinetGoods(
  app: AppContext,
  merchantId: number,
  input: CabinetGoodsInput,
  lang: Lang,
) {
  const { db } = app.database;
  await ownNamedClass(db, cabinetClasses, merchantId, input.class_id, lang);
  const sku = await findSku(db, input.sku_id);
  if (!sku) throw notFound(t(lang, 'cabinet.skuNotFound'));
  try {
    const id = await insertCabinetGoods(db, {
      merchant_id: merchantId,
      class_id: input.class_id,
      goods_id: sku.goods_id,
      sku_id: input.sku_id,
      name: input.name,
      price: input.price,
      images: JSON.stringify(input.images ?? []),
      status: input.status,
      created_at: app.clock.now(),
    });
    return { id };
  } catch (err) {
    goodsExists(err, lang);
  }
}

/**
 * `sku_id` (optional) moves the goods to another shop SKU (`goods_id` follows it); a SKU that
 * is already another cabinet goods of the merchant → 422 (also under a race: unique).
 */
export async function editCabinetGoods(
  app: AppContext,
  merchantId: number,
  input: Omit<CabinetGoodsInput, 'sku_id' | 'status'> & {
    id: number;
    sku_id?: number;
    status?: number;
  },
  lang: Lang,
) {
  const { db } = app.database;
  const goods = await findCabinetGoods(db, merchantId, input.id);
  if (!goods) throw notFound(t(lang, 'cabinet.goodsNotFound'));
  await ownNamedClass(db, cabinetClasses, merchantId, input.class_id, lang);
  let skuChange: { sku_id: number; goods_id: number } | undefined;
  if (input.sku_id && input.sku_id !== goods.sku_id) {
    const sku = await findSku(db, input.sku_id);
    if (!sku) throw notFound(t(lang, 'cabinet.skuNotFound'));
    skuChange = { sku_id: input.sku_id, goods_id: sku.goods_id };
  }
  try {
    await updateCabinetGoods(db, merchantId, input.id, {
      class_id: input.class_id,
      name: input.name,
      price: input.price,
      ...skuChange,
      ...(input.images === undefined ? {} : { images: JSON.stringify(input.images) }),
      ...(input.status === undefined ? {} : { status: input.status }),
    });
  } catch (err) {
    goodsExists(err, lang);
  }
  return { id: input.id };
}

export async function removeCabinetGoods(
  app: AppContext,
  merchantId: number,
  id: number,
  lang: Lang,
): Promise<null> {
  if ((await deleteCabinetGoods(app.database.db, merchantId, id)) === 0) {
    throw notFound(t(lang, 'cabinet.goodsNotFound'));
  }
  return null;
}
