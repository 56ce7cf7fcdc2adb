/**
 * Fresh-vegetable purchase of a cabinet merchant (docs/api-guishang.md, Part 2 "Trade"):
 * supplier goods, the merchant cart, purchase orders and the merchant's delivery addresses.
 * All merchant routes (bearer token; 401 → merchant login and 422 → a modal, both done by the
 * merchant wrapper).
 */
import type {
  CABINET_PURCHASE,
  MerchantAddress,
  PurchaseStatus,
} from '../../../../shared/contract/cabinet-purchase';
import { merchantHttp } from '../../../core/api/client';

export type { MerchantPage as Page } from '../../../../shared/contract/cabinet';
export type {
  MerchantAddress,
  MerchantCartLine,
  PurchaseLine,
  PurchaseOrder,
  PurchaseReceipt,
  ReceiveLeft,
  PurchasePreview,
  PurchasePreviewLine,
  PurchaseStatus,
  SupplyGoods,
  SupplyGoodsDetail,
} from '../../../../shared/contract/cabinet-purchase';

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

/** The single-goods or cart source of a confirmation. */
export type PurchaseSource =
  { kind: 'cart'; cartIds: number[] } | { kind: 'goods'; goodsId: number; quantity: number };

const m = () => merchantHttp();

// ---- supplier goods ----
export const supplyGoodsList = (q: { page: number; limit: number; keyword?: string }) =>
  m().call<typeof CABINET_PURCHASE.supplyList>('GET', 'api/admin/jinhuo/goods', {
    page: q.page,
    limit: q.limit,
    ...(q.keyword ? { keyword: q.keyword } : {}),
  });

export const supplyGoodsDetail = (id: number) =>
  m().call<typeof CABINET_PURCHASE.supplyDetail>('GET', 'api/admin/jinhuo/goods/detail', { id });

// ---- cart ----
export const cartList = () =>
  m().call<typeof CABINET_PURCHASE.cartList>('GET', 'api/admin/cart/list');

export const cartAdd = (supplyGoodsId: number, quantity: number) =>
  m().call<typeof CABINET_PURCHASE.cartAdd>('POST', 'api/admin/cart/add', {
    supply_goods_id: supplyGoodsId,
    quantity,
  });

export const cartSet = (id: number, change: { quantity?: number; is_check?: boolean }) =>
  m().call<typeof CABINET_PURCHASE.cartSet>('POST', 'api/admin/cart/set', {
    id,
    ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
    ...(change.is_check !== undefined ? { is_check: change.is_check ? 1 : 0 } : {}),
  });

export const cartDel = (ids: number[]) =>
  m().call<typeof CABINET_PURCHASE.cartDel>('POST', 'api/admin/cart/del', { ids: ids.join(',') });

// ---- confirmation and creation ----
function sourceFields(source: PurchaseSource): Record<string, string | number> {
  return source.kind === 'cart'
    ? { cart_ids: source.cartIds.join(',') }
    : { supply_goods_id: source.goodsId, quantity: source.quantity };
}

export const purchaseConfirm = (source: PurchaseSource, addressId?: number) =>
  m().call<typeof CABINET_PURCHASE.confirm>('POST', 'api/admin/jinhuo/confirm', {
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
  m().call<typeof CABINET_PURCHASE.createCarOrder>('POST', 'api/admin/jinhuo/createCarOrder', {
    cart_ids: cartIds.join(','),
    address_id: input.addressId,
    cabinet_id: input.cabinetId,
    client_key: input.clientKey,
    ...(input.remark ? { remark: input.remark } : {}),
  });

export const createOrder = (goodsId: number, quantity: number, input: CreatePurchaseInput) =>
  m().call<typeof CABINET_PURCHASE.createOrder>('POST', 'api/admin/jinhuo/createOrder', {
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
  m().call<typeof CABINET_PURCHASE.orderList>('GET', 'api/admin/jinhuo/order/list', {
    page: q.page,
    limit: q.limit,
    ...(q.status !== undefined ? { status: q.status } : {}),
  });

export const purchaseOrderDetail = (orderId: number) =>
  m().call<typeof CABINET_PURCHASE.orderDetail>('GET', 'api/admin/jinhuo/order/detail', {
    order_id: orderId,
  });

export const purchaseOrderCancel = (orderId: number) =>
  m().call<typeof CABINET_PURCHASE.orderCancel>('POST', 'api/admin/jinhuo/order/cancel', {
    order_id: orderId,
  });

/** Receives what fits (partial receipt): `lines` chosen slots, `sell` cabinet prices (fen). */
export const purchaseOrderReceive = (
  orderId: number,
  lines?: { line_id: number; location_id: number; quantity?: number }[],
  sell?: { line_id: number; price: number }[],
) =>
  m().call<typeof CABINET_PURCHASE.orderReceive>('POST', 'api/admin/jinhuo/order/receive', {
    order_id: orderId,
    ...(lines && lines.length > 0 ? { lines: JSON.stringify(lines) } : {}),
    ...(sell && sell.length > 0 ? { sell: JSON.stringify(sell) } : {}),
  });

// ---- addresses ----
export const addressList = () =>
  m().call<typeof CABINET_PURCHASE.addressList>('GET', 'api/admin/address/list');

export const addressEdit = ({ id, is_default, ...fields }: MerchantAddressInput) =>
  m().call<typeof CABINET_PURCHASE.addressEdit>('POST', 'api/admin/address/edit', {
    ...(id ? { id } : {}),
    ...fields,
    is_default: is_default ? 1 : 0,
  });

export const addressDel = (id: number) =>
  m().call<typeof CABINET_PURCHASE.addressDel>('POST', 'api/admin/address/del', { id });

/** The full text of an address (the server's `full`, or the parts joined). */
export function addressText(a: MerchantAddress): string {
  return a.full ?? `${a.province}${a.city}${a.district}${a.detail}`;
}
