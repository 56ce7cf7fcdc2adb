/**
 * The merchant cabinet (柜商 guishang) endpoints, part 1 (docs/api-guishang.md): the merchant
 * session, the merchant's cabinets and its cabinet goods; and the input pieces the other cabinet
 * contract files share (`cabinet-stock.ts`, `cabinet-trade.ts`, `cabinet-shop.ts`,
 * `cabinet-purchase.ts`). Merchant routes: success is `code: 1`, errors HTTP 401 / 422. Money in
 * fen, times Unix seconds (contract/route.ts).
 */
import { z, type ZodType } from 'zod';
import { route } from './route';
import {
  id,
  intIn,
  limit,
  merchantInfoInput,
  merchantLoginInput,
  optionalId,
  page,
  singleLine,
} from './schemas';
import type { MerchantLoginData, MerchantUser } from './types';

// ---------------------------------------------------------------------------------------------
// Input pieces of the cabinet routes

/** A JSON array given as a JSON body array or as a form field holding JSON. */
export function jsonArray<S extends ZodType>(item: S, min: number, max: number) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }, z.array(item).min(min).max(max));
}

/** An image URL: a path of this site (uploads, generated media) or an http(s) URL. */
export const cabinetImageUrl = z
  .string()
  .trim()
  .regex(/^(\/[A-Za-z0-9/._~%-]{1,499}|https?:\/\/[^\s"'<>]{1,490})$/, 'invalid');

/** A comma list of ids ("1,2,3"), 1–100 of them. */
export const idList = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'invalid')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((n) => n >= 1 && n <= 2 ** 31 - 1), { message: 'invalid' });

/** A terminal's key for one stock move (a UUID or similar). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'invalid');

/** A client's key for one purchase order submission. */
export const purchaseClientKey = z.string().regex(/^[A-Za-z0-9_.:-]{16,64}$/, 'invalid');

/** Unix seconds */
export const unixTime = intIn(0, 2 ** 40);

// ---------------------------------------------------------------------------------------------
// Schemas

const goodsName = singleLine(64, 1);
const price = intIn(0, 100_000_000);
const images = jsonArray(z.string().trim().min(1).max(500), 1, 9);

export const cabinetDetailInput = z.object({ cabinet_id: id });

export const cabinetGoodsListInput = z.object({
  page,
  limit,
  class_id: optionalId,
  status: intIn(0, 1).optional(),
});

export const cabinetGoodsInput = z.object({
  class_id: id,
  sku_id: id,
  name: goodsName,
  price,
  images: images.optional(),
  status: intIn(0, 1).default(1),
});

export const cabinetGoodsEditInput = cabinetGoodsInput.extend({
  id,
  sku_id: optionalId,
  status: intIn(0, 1).optional(),
});

/** A terminal id as accepted at login, in the header and in the socket handshake (server/lib/
 * auth.ts). */
export const TERMINAL_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

// ---------------------------------------------------------------------------------------------
// Output types

/** A page of a merchant list. */
export interface MerchantPage<T> {
  total: number;
  list: T[];
}

/** `/api/admin/cabinet/list`: a cabinet with its slot count and units in stock. */
export interface CabinetSummary {
  id: number;
  code: string;
  name: string;
  address: string;
  status: number;
  slots: number;
  quantity: number;
}

export interface CabinetSlotGoods {
  sku_id: number;
  quantity: number;
  name: string;
  spec: string;
  cabinet_goods_id: number | null;
  image: string;
}

export interface CabinetSlot {
  location_id: number;
  slot_no: number | null;
  name: string;
  capacity: number;
  /** the one product assigned to the slot; null: unassigned */
  sku_id: number | null;
  /** at or below this quantity the slot is low (0: never low) */
  reorder_level: number;
  /** units of all goods in the slot */
  quantity: number;
  goods: CabinetSlotGoods[];
}

/** `/api/admin/cabinet/detail`: a cabinet with its slots and the goods in each slot. */
export interface CabinetDetail {
  id: number;
  code: string;
  name: string;
  address: string;
  status: number;
  slots: CabinetSlot[];
}

/** A cabinet goods: a shop SKU with the merchant's own name, price (fen), images and class. */
export interface CabinetGoods {
  id: number;
  merchant_id: number;
  class_id: number;
  /** the shop goods of the SKU */
  goods_id: number | null;
  sku_id: number;
  name: string;
  price: number;
  images: string[];
  /** 1 on sale, 0 off */
  status: number;
  created_at: number;
}

/** The cabinet goods with the shop SKU it sells and its stock per cabinet slot. */
export interface CabinetGoodsDetail extends CabinetGoods {
  sku: { goods_id: number; title: string; spec: string; price: number; image: string } | null;
  /** units in all the merchant's slots holding the SKU */
  stock: number;
  slots: {
    cabinet_id: number;
    cabinet_name: string;
    location_id: number;
    slot_no: number | null;
    quantity: number;
  }[];
}

/** `/api/admin/info`: spec section 7, the client stores the merchant user from `data.data`. */
export interface MerchantInfoData {
  data: MerchantUser | null;
}

/** The id of the row an add or edit wrote. */
export interface IdData {
  id: number;
}

/** A row of a merchant's class table (cabinet classes, shop categories). */
export interface NamedClass {
  id: number;
  name: string;
  sort: number;
  /** how many goods use the class: a class in use cannot be deleted */
  goods_count: number;
  created_at: number;
}

const className = singleLine(32, 1);
const classSort = intIn(0, 9999);

/**
 * The four routes of a merchant's uniquely named class table under one URL prefix
 * (server/lib/named-class.ts registers them): list (with goods counts), add, edit, delete.
 */
export function namedClassContract<const P extends string>(prefix: P) {
  return {
    list: route<{ list: NamedClass[] }>()(`${prefix}/list` as const, z.object({})),
    add: route<IdData>()(
      `${prefix}/add` as const,
      z.object({ name: className, sort: classSort.default(0) }),
    ),
    edit: route<IdData>()(
      `${prefix}/edit` as const,
      z.object({ id, name: className, sort: classSort.optional() }),
    ),
    del: route<null>()(`${prefix}/del` as const, z.object({ id })),
  };
}

export type NamedClassContract = ReturnType<typeof namedClassContract<string>>;

/** The cabinet classes (`guizi/class`) and the shop categories (`shop/class`). */
export const CABINET_CLASS = namedClassContract('/api/admin/guizi/class');
export const SHOP_CLASS = namedClassContract('/api/admin/shop/class');

export const CABINET = {
  /** terminal_id: the kiosk's own id (core/kiosk/terminal.ts); the session only works with the
   * same id in X-Terminal-Id and the socket handshake (lib/auth.ts, docs/security.md) */
  login: route<MerchantLoginData>()(
    '/api/admin/login',
    merchantLoginInput.extend({
      device_name: z.string().max(100).optional(),
      terminal_id: z.string().regex(TERMINAL_ID, 'invalid').optional(),
    }),
  ),
  info: route<MerchantInfoData>()('/api/admin/info', merchantInfoInput),
  logout: route<null>()('/api/admin/logout', z.object({})),
  list: route<{ list: CabinetSummary[] }>()('/api/admin/cabinet/list', z.object({})),
  detail: route<CabinetDetail>()('/api/admin/cabinet/detail', cabinetDetailInput),
  goodsList: route<MerchantPage<CabinetGoods>>()(
    '/api/admin/guizi/goods/list',
    cabinetGoodsListInput,
  ),
  goodsDetail: route<CabinetGoodsDetail>()('/api/admin/guizi/goods/detail', z.object({ id })),
  goodsAdd: route<IdData>()('/api/admin/guizi/goods/add', cabinetGoodsInput),
  /** `sku_id` moves the goods to another shop SKU (left out: the SKU stays) */
  goodsEdit: route<IdData>()('/api/admin/guizi/goods/edit', cabinetGoodsEditInput),
  goodsDel: route<null>()('/api/admin/guizi/goods/del', z.object({ id })),
};
