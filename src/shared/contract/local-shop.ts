/**
 * Answer shapes of the local shop routes (docs/api-local-shop.md), shared by the server and the
 * h5 app. Money in fen, times in Unix seconds, coordinates in integer micro-degrees, distances
 * in metres.
 */

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
}

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
