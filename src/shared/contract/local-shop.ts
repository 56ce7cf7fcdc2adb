/**
 * The local shop routes `/api/trashy/...` (docs/api-local-shop.md): input schemas, answer shapes
 * and URLs, shared by the server and the h5 app (contract/route.ts). Money in fen, times in Unix
 * seconds, coordinates in integer micro-degrees, distances in metres. Integers arrive as decimal
 * strings (forms, queries); `lines` and `hours` as bracket-encoded lists or JSON text.
 */
import { z } from 'zod';
import { route } from './route';
import { id, imageList, intIn, optionalId, paging, singleLine } from './schemas';

export interface LocalPoint {
  lat_e6: number;
  lng_e6: number;
}

export interface LocalCategory {
  id: number;
  name: string;
  icon: string;
}

/** A weekly opening interval in China time; close <= open means it ends after midnight. */
export interface LocalHours {
  /** 0 Sunday … 6 Saturday */
  day: number;
  open: string;
  close: string;
}

export interface LocalShopCard extends LocalPoint {
  id: number;
  name: string;
  logo: string;
  category_id: number;
  category_name: string;
  /** 0–50: a rating of 4.5 is 45 */
  rating_x10: number;
  monthly_sales: number;
  min_order: number;
  delivery_fee: number;
  delivery: boolean;
  pickup: boolean;
  /** null when no point was given */
  distance_m: number | null;
  open_now: boolean;
  /** the next opening time when closed, else null */
  next_open: number | null;
  address: string;
}

export interface LocalShopDetail extends LocalShopCard {
  cover: string;
  phone: string;
  hours: LocalHours[];
  notice: string;
  rating_count: number;
  delivery_radius_m: number;
  province: string;
  city: string;
  district: string;
}

export interface LocalSku {
  sku_id: number;
  spec: string;
  price: number;
  stock: number;
}

export interface LocalItem {
  id: number;
  shop_id: number;
  menu_category_id: number | null;
  name: string;
  image: string;
  description: string;
  /** the lowest SKU price */
  price: number;
  /** per unit */
  packing_fee: number;
  monthly_sales: number;
  sold_out: boolean;
  skus: LocalSku[];
}

export interface LocalItemDetail extends LocalItem {
  images: string[];
  shop: LocalShopCard;
}

export interface LocalMenu {
  categories: { id: number; name: string; items: LocalItem[] }[];
}

export type LocalMode = 'delivery' | 'pickup';

export interface LocalLineInput {
  sku_id: number;
  quantity: number;
}

/** The input of `confirm` and `create` (create adds client_key and remark). */
export interface LocalOrderInput {
  shop_id: number;
  lines: LocalLineInput[];
  mode: LocalMode;
  /** 0: as soon as possible, else a slot start (Unix seconds) */
  slot_start: number;
  /** the user's address (required by create for delivery) */
  address_id?: number;
  /** the delivery point (choose-location), required for delivery */
  lat_e6?: number;
  lng_e6?: number;
}

export interface LocalCreateInput extends LocalOrderInput {
  /** 16–64 characters, one per confirmation page visit */
  client_key: string;
  remark?: string;
}

export interface LocalCreateResult {
  order_id: number;
  order_sn: string;
  pay_amount: number;
  pay_deadline: number;
}

export interface LocalQuoteLine {
  sku_id: number;
  goods_id: number;
  name: string;
  spec: string;
  image: string;
  price: number;
  quantity: number;
  packing_fee: number;
  /** null when the line can be ordered */
  problem: null | 'sold_out' | 'off_menu' | 'not_enough';
  stock: number;
}

export interface LocalSlot {
  /** 0: as soon as possible */
  start: number;
  label: string;
}

export interface LocalQuote {
  shop: LocalShopCard;
  lines: LocalQuoteLine[];
  goods_amount: number;
  packing_fee: number;
  delivery_fee: number;
  pay_amount: number;
  /** goods amount still missing for delivery (0 when reached or pick-up) */
  min_order_gap: number;
  slots: LocalSlot[];
  /** why it cannot be ordered now (closed, out of range, below minimum…), else null */
  blocked: string | null;
  /**
   * issue 19, brief B: delivery to the chosen address is refused because it is farther than the
   * shop delivers ('out_of_range') or cannot be located ('unplaced'); null otherwise. The screen
   * then offers pick-up (when the shop offers it) or another address.
   */
  address_problem: LocalAddressProblem | null;
}

/** issue 19, brief B: why delivery to an address is refused */
export type LocalAddressProblem = 'out_of_range' | 'unplaced';

export interface LocalOrderSummary {
  id: number;
  order_sn: string;
  status: number;
  shop: { id: number; name: string; logo: string };
  mode: LocalMode;
  slot_start: number;
  lines: { title: string; image: string; quantity: number }[];
  quantity: number;
  pay_amount: number;
  pay_deadline: number;
  created_at: number;
}

export interface LocalOrderDetail extends LocalOrderSummary {
  lines: (LocalQuoteLine & { title: string })[];
  goods_amount: number;
  packing_fee: number;
  delivery_fee: number;
  address: {
    consignee: string;
    mobile: string;
    full_address: string;
  } | null;
  /** shown once paid, for pick-up */
  pickup_code: string | null;
  remark: string;
  paid_at: number | null;
  dispatched_at: number | null;
  received_at: number | null;
  closed_at: number | null;
  close_reason: string;
}

export interface LocalNotice {
  id: number;
  shop_id: number;
  shop_name: string;
  title: string;
  body: string;
  created_at: number;
}

export interface LocalApplication {
  id: number;
  name: string;
  category_id: number;
  phone: string;
  address: string;
  lat_e6: number;
  lng_e6: number;
  licence_no: string;
  licence_images: string[];
  hours: LocalHours[];
  /** 0 pending, 1 approved, 2 rejected */
  status: 0 | 1 | 2;
  review_reason: string;
  created_at: number;
}

/** A page of a local list: `has_more` is `page * limit < total`. */
export interface LocalPage<T> {
  list: T[];
  total: number;
  has_more: boolean;
}

/** `/api/trashy/map`: URL templates of the map tiles and of navigation, '' when unset. */
export interface LocalMapConfig {
  /** `{z}/{x}/{y}` */
  tile_url: string;
  /** `{lat}`, `{lng}`, `{name}` */
  nav_url: string;
}

/** A known place (an open shop) the location picker finds by keyword. */
export interface LocalPlace {
  name: string;
  address: string;
  lat_e6: number;
  lng_e6: number;
}

/** `/api/trashy/owner/item/stock`: the SKU's stock at the shop's location after the move. */
export interface LocalStockResult {
  sku_id: number;
  stock: number;
}

// ---- input schemas ----

/** The buyer's order filter: all, or one order status. */
export const LOCAL_ORDER_STATUSES = ['all', '0', '1', '2', '3', '5'] as const;

/** `HH:MM`, 00:00–23:59 (opening hours). */
export const LOCAL_HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Empty strings (an unset form field) count as absent. */
export const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
export const latE6 = intIn(-90_000_000, 90_000_000);
export const lngE6 = intIn(-180_000_000, 180_000_000);
export const keyword = optional(singleLine(32));

/** JSON text or an already decoded (bracket-encoded) value. */
export const jsonish = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, s);

export const linesInput = jsonish(
  z
    .array(z.object({ sku_id: id, quantity: intIn(1, 99) }))
    .min(1)
    .max(50),
);

export const orderInput = z.object({
  shop_id: id,
  lines: linesInput,
  mode: z.enum(['delivery', 'pickup']),
  slot_start: intIn(0, 2 ** 40),
  address_id: optionalId,
  lat_e6: optional(latE6),
  lng_e6: optional(lngE6),
});

export const createInput = orderInput.extend({
  client_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/),
  remark: z.string().trim().max(200).default(''),
});

const hoursInput = jsonish(
  z
    .array(
      z.object({
        day: intIn(0, 6),
        open: z.string().refine((s) => LOCAL_HHMM.test(s), { message: 'invalid' }),
        close: z.string().refine((s) => LOCAL_HHMM.test(s), { message: 'invalid' }),
      }),
    )
    .min(1)
    .max(21),
);

export const applyInput = z.object({
  name: singleLine(32, 2),
  category_id: id,
  phone: z
    .string()
    .trim()
    .regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})$/),
  province: singleLine(20).default(''),
  city: singleLine(20).default(''),
  district: singleLine(20).default(''),
  address: singleLine(120, 4),
  lat_e6: latE6,
  lng_e6: lngE6,
  licence_no: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/),
  licence_images: imageList.refine((l) => l.length >= 1, { message: 'required' }),
  hours: hoursInput,
});

const empty = z.object({});
const byId = z.object({ id });
/** an optional point: the distances of the answer are measured from it */
const maybePoint = { lat_e6: optional(latE6), lng_e6: optional(lngE6) };

export const shopsInput = z.object({
  ...paging,
  lat_e6: latE6,
  lng_e6: lngE6,
  radius_m: intIn(100, 50_000).default(10_000),
  category_id: optionalId,
  keyword,
  sort: z.enum(['distance', 'sales', 'rating']).default('distance'),
});
export const newShopsInput = z.object({ ...paging, ...maybePoint });
export const idAtPointInput = z.object({ id, ...maybePoint });
export const menuInput = z.object({ shop_id: id });
export const productsInput = z.object({
  ...paging,
  shop_id: optionalId,
  category_id: optionalId,
  keyword,
});
export const noticesInput = z.object({ ...paging, shop_id: optionalId });
export const localOrdersInput = z.object({
  ...paging,
  status: z.enum(LOCAL_ORDER_STATUSES).default('all'),
});
export const placesInput = z.object({
  keyword: z.string().trim().min(1).max(32),
  limit: intIn(1, 50).default(20),
});
export const ownerOrdersInput = z.object({
  ...paging,
  shop_id: optionalId,
  status: z.enum(LOCAL_ORDER_STATUSES).default('all'),
});
export const noticeAddInput = z.object({
  shop_id: id,
  title: singleLine(64, 1),
  body: z.string().trim().max(1000).default(''),
});
export const itemStockInput = z.object({
  sku_id: id,
  delta: intIn(-9999, 9999).refine((n) => n !== 0, { message: 'invalid' }),
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export const itemStatusInput = z.object({ id, on: intIn(0, 1) });

export const LOCAL = {
  categories: route<LocalCategory[]>()('/api/trashy/categories', empty),
  /** open shops within `radius_m` of the point */
  shops: route<LocalPage<LocalShopCard>>()('/api/trashy/shops', shopsInput),
  shopsNew: route<LocalPage<LocalShopCard>>()('/api/trashy/shops/new', newShopsInput),
  shop: route<LocalShopDetail>()('/api/trashy/shop', idAtPointInput),
  menu: route<LocalMenu>()('/api/trashy/menu', menuInput),
  products: route<LocalPage<LocalItem>>()('/api/trashy/products', productsInput),
  product: route<LocalItemDetail>()('/api/trashy/product', idAtPointInput),
  notices: route<LocalPage<LocalNotice>>()('/api/trashy/notices', noticesInput),
  // ordering
  confirm: route<LocalQuote>()('/api/trashy/confirm', orderInput),
  /** a repeated client_key answers the first result */
  create: route<LocalCreateResult>()('/api/trashy/create', createInput),
  orderList: route<LocalPage<LocalOrderSummary>>()('/api/trashy/order/list', localOrdersInput),
  orderDetail: route<LocalOrderDetail>()('/api/trashy/order/detail', byId),
  orderCancel: route<null>()('/api/trashy/order/cancel', byId),
  orderReceive: route<null>()('/api/trashy/order/receive', byId),
  // opening a shop, the map, known places
  apply: route<LocalApplication>()('/api/trashy/business/apply', applyInput),
  /** the caller's latest application, null when none */
  mine: route<LocalApplication | null>()('/api/trashy/business/mine', empty),
  map: route<LocalMapConfig>()('/api/trashy/map', empty),
  places: route<{ list: LocalPlace[] }>()('/api/trashy/places', placesInput),
  // the owner's routes (403 for anyone else's shop)
  ownerShops: route<{ list: LocalShopCard[] }>()('/api/trashy/owner/shops', empty),
  ownerOrders: route<LocalPage<LocalOrderSummary>>()('/api/trashy/owner/orders', ownerOrdersInput),
  ownerOrderDetail: route<LocalOrderDetail>()('/api/trashy/owner/order/detail', byId),
  ownerOrderAccept: route<null>()('/api/trashy/owner/order/accept', byId),
  ownerOrderDispatch: route<null>()('/api/trashy/owner/order/dispatch', byId),
  ownerOrderComplete: route<null>()('/api/trashy/owner/order/complete', byId),
  noticeAdd: route<LocalNotice>()('/api/trashy/owner/notice/add', noticeAddInput),
  itemStock: route<LocalStockResult>()('/api/trashy/owner/item/stock', itemStockInput),
  itemStatus: route<null>()('/api/trashy/owner/item/status', itemStatusInput),
};
