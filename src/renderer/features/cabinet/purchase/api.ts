/**
 * Fresh-vegetable purchase of a cabinet merchant (docs/api-guishang.md, Part 2 "Trade"):
 * supplier goods, the merchant cart, purchase orders and the merchant's delivery addresses.
 * All merchant routes (bearer token; 401 → merchant login and 422 → a modal, both done by the
 * merchant wrapper).
 */
import { merchantHttp } from '../../../core/api/client';

export interface SupplyGoods {
  id: number;
  name: string;
  image: string;
  unit: string;
  /** fen per unit */
  price: number;
  min_qty: number;
  stock: number;
  sku_id: number;
}

export interface SupplyGoodsDetail extends SupplyGoods {
  images: string[];
  description: string;
}

export interface MerchantCartLine {
  id: number;
  supply_goods_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  quantity: number;
  /** the goods' minimum order quantity */
  min_qty?: number;
  is_check: boolean | number;
  invalid: boolean | number;
}

export interface MerchantAddress {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean | number;
  /** province + city + district + detail, when the server sends it */
  full?: string;
}

export interface MerchantAddressInput {
  id?: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
}

export interface PurchaseLine {
  id: number;
  supply_goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  quantity: number;
  location_id?: number | null;
  suggested_location_id?: number | null;
}

/** 0 unpaid, 1 paid (awaiting delivery), 2 received, 3 cancelled */
export type PurchaseStatus = 0 | 1 | 2 | 3;

export interface PurchaseOrder {
  id: number;
  order_sn: string;
  status: PurchaseStatus;
  cabinet_id: number;
  cabinet_name: string;
  address: MerchantAddress | string | null;
  goods_amount: number;
  freight: number;
  pay_amount: number;
  pay_deadline: number;
  paid_at: number | null;
  received_at: number | null;
  created_at: number;
  remark: string;
  lines: PurchaseLine[];
}

export interface PurchasePreviewLine {
  supply_goods_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  quantity: number;
  cart_id?: number;
}

export interface PurchasePreview {
  lines: PurchasePreviewLine[];
  goods_amount: number;
  freight: number;
  pay_amount: number;
  address: MerchantAddress | null;
}

export interface Page<T> {
  total: number;
  list: T[];
}

/** The single-goods or cart source of a confirmation. */
export type PurchaseSource =
  { kind: 'cart'; cartIds: number[] } | { kind: 'goods'; goodsId: number; quantity: number };

const m = () => merchantHttp();

// ---- supplier goods ----
export const supplyGoodsList = (q: { page: number; limit: number; keyword?: string }) =>
  m().get<Page<SupplyGoods>>('api/admin/jinhuo/goods', {
    page: q.page,
    limit: q.limit,
    ...(q.keyword ? { keyword: q.keyword } : {}),
  });

export const supplyGoodsDetail = (id: number) =>
  m().get<SupplyGoodsDetail>('api/admin/jinhuo/goods/detail', { id });

// ---- cart ----
export const cartList = () =>
  m().get<{ list: MerchantCartLine[]; total_checked: number }>('api/admin/cart/list');

export const cartAdd = (supplyGoodsId: number, quantity: number) =>
  m().post<{ cart_count: number }>('api/admin/cart/add', {
    supply_goods_id: supplyGoodsId,
    quantity,
  });

export const cartSet = (id: number, change: { quantity?: number; is_check?: boolean }) =>
  m().post<unknown>('api/admin/cart/set', {
    id,
    ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
    ...(change.is_check !== undefined ? { is_check: change.is_check ? 1 : 0 } : {}),
  });

export const cartDel = (ids: number[]) =>
  m().post<null>('api/admin/cart/del', { ids: ids.join(',') });

// ---- confirmation and creation ----
function sourceFields(source: PurchaseSource): Record<string, string | number> {
  return source.kind === 'cart'
    ? { cart_ids: source.cartIds.join(',') }
    : { supply_goods_id: source.goodsId, quantity: source.quantity };
}

export const purchaseConfirm = (source: PurchaseSource, addressId?: number) =>
  m().post<PurchasePreview>('api/admin/jinhuo/confirm', {
    ...sourceFields(source),
    ...(addressId ? { address_id: addressId } : {}),
  });

export interface CreatePurchaseInput {
  addressId: number;
  cabinetId: number;
  clientKey: string;
  remark?: string;
}

export const createCarOrder = (cartIds: number[], input: CreatePurchaseInput) =>
  m().post<PurchaseOrder>('api/admin/jinhuo/createCarOrder', {
    cart_ids: cartIds.join(','),
    address_id: input.addressId,
    cabinet_id: input.cabinetId,
    client_key: input.clientKey,
    ...(input.remark ? { remark: input.remark } : {}),
  });

export const createOrder = (goodsId: number, quantity: number, input: CreatePurchaseInput) =>
  m().post<PurchaseOrder>('api/admin/jinhuo/createOrder', {
    supply_goods_id: goodsId,
    quantity,
    address_id: input.addressId,
    cabinet_id: input.cabinetId,
    client_key: input.clientKey,
    ...(input.remark ? { remark: input.remark } : {}),
  });

/** Creates from whichever source the confirmation shows. */
export const createPurchase = (source: PurchaseSource, input: CreatePurchaseInput) =>
  source.kind === 'cart'
    ? createCarOrder(source.cartIds, input)
    : createOrder(source.goodsId, source.quantity, input);

// ---- purchase orders ----
export const purchaseOrders = (q: { page: number; limit: number; status?: PurchaseStatus }) =>
  m().get<Page<PurchaseOrder>>('api/admin/jinhuo/order/list', {
    page: q.page,
    limit: q.limit,
    ...(q.status !== undefined ? { status: q.status } : {}),
  });

export const purchaseOrderDetail = (orderId: number) =>
  m().get<PurchaseOrder>('api/admin/jinhuo/order/detail', { order_id: orderId });

export const purchaseOrderCancel = (orderId: number) =>
  m().post<unknown>('api/admin/jinhuo/order/cancel', { order_id: orderId });

export const purchaseOrderReceive = (
  orderId: number,
  lines?: { line_id: number; location_id: number }[],
) =>
  m().post<PurchaseOrder>('api/admin/jinhuo/order/receive', {
    order_id: orderId,
    ...(lines && lines.length > 0 ? { lines: JSON.stringify(lines) } : {}),
  });

// ---- addresses ----
export const addressList = () => m().get<{ list: MerchantAddress[] }>('api/admin/address/list');

export const addressEdit = ({ id, is_default, ...fields }: MerchantAddressInput) =>
  m().post<{ id: number } | MerchantAddress | null>('api/admin/address/edit', {
    ...(id ? { id } : {}),
    ...fields,
    is_default: is_default ? 1 : 0,
  });

export const addressDel = (id: number) => m().post<null>('api/admin/address/del', { id });

/** The full text of an address (the server's `full`, or the parts joined). */
export function addressText(a: MerchantAddress): string {
  return a.full ?? `${a.province}${a.city}${a.district}${a.detail}`;
}
