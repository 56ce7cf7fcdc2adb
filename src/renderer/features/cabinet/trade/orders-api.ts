/**
 * Merchant trade calls of the kiosk (docs/api-guishang.md "Part 2"): cabinet sales (create,
 * list, detail, collect payment, cancel), the merchant's online orders (list, detail, ship,
 * after-sale decisions) and the merchant money account (info, ledger, paying a purchase order).
 * Cabinets are in `guishang-stock.ts`, cabinet goods in `guishang-goods.ts`, purchase orders in
 * `guishang-purchase.ts`.
 *
 * The merchant wrapper answers HTTP 422 with a modal of the server's message and 401 with the
 * merchant login, then rejects; callers only handle the outcome. Money in fen, times Unix seconds.
 */
import type { AFTER_SALE, ORDER } from '../../../../shared/contract/order';
import { merchantHttp } from '../../../core/api/client';

/** A page of a merchant list. */
export interface MerchantPage<T> {
  total: number;
  list: T[];
}

export interface PageQuery {
  page: number;
  limit?: number;
}

// ---- cabinet sales ----

/** 0 unpaid | 1 paid | 2 cancelled (also expired) */
export const CABINET_ORDER = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;

export interface CabinetOrderLine {
  cabinet_goods_id: number;
  location_id: number;
  slot_no: number;
  sku_id: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

export interface CabinetOrder {
  id: number;
  order_sn: string;
  cabinet_id: number;
  cabinet_name: string;
  status: number;
  amount: number;
  pay_deadline: number;
  paid_at: number | null;
  created_at: number;
  buyer_mobile: string | null;
  lines: CabinetOrderLine[];
}

export interface CollectResult {
  order_id: number;
  trade_no: string;
  cashier_url: string;
  pay_deadline: number;
}

export interface CabinetOrderInput {
  cabinet_id: number;
  lines: { cabinet_goods_id: number; quantity: number }[];
  /** one per form visit: a double press or a retry answers the first order */
  client_key: string;
  buyer_mobile?: string;
}

export const createCabinetOrder = (input: CabinetOrderInput) =>
  merchantHttp().post<CabinetOrder>('api/admin/guizi/order/create', {
    cabinet_id: input.cabinet_id,
    lines: JSON.stringify(input.lines),
    client_key: input.client_key,
    buyer_mobile: input.buyer_mobile || undefined,
  });

export const cabinetOrderList = (q: PageQuery & { cabinet_id?: number; status?: number }) =>
  merchantHttp().get<MerchantPage<CabinetOrder>>('api/admin/guizi/order/list', {
    page: q.page,
    limit: q.limit ?? 20,
    cabinet_id: q.cabinet_id,
    status: q.status,
  });

export const cabinetOrderDetail = (orderId: number) =>
  merchantHttp().get<CabinetOrder>('api/admin/guizi/order/detail', { order_id: orderId });

/** Opens (or reopens) the cashier of an unpaid sale. */
export const collectCabinetOrder = (orderId: number) =>
  merchantHttp().post<CollectResult>('api/admin/guizi/order/collect', { order_id: orderId });

export const cancelCabinetOrder = (orderId: number) =>
  merchantHttp().post<CabinetOrder>('api/admin/guizi/order/cancel', { order_id: orderId });

// ---- the merchant's online orders ----

/** as the consumer orders: 0 unpaid, 1 paid, 2 shipped, 3 received, 4 reviewed, 5 closed */
export type MerchantOrderStatus = 0 | 1 | 2 | 3 | 4 | 5;

export interface MerchantOrderLine {
  name: string;
  image: string;
  /** the SKU's spec values, e.g. {颜色: '红'} (as the consumer order lines) */
  spec: Record<string, string> | string | null;
  price: number;
  quantity: number;
}

/** 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn */
export interface MerchantAfterSale {
  id: number;
  status: number;
  type: 'refund' | 'return_refund';
  amount: number;
}

export interface MerchantOrder {
  id: number;
  order_sn: string;
  status: MerchantOrderStatus;
  pay_amount: number;
  goods_count: number;
  created_at: number;
  /** masked mobile */
  buyer: string;
  lines: MerchantOrderLine[];
  after_sale?: MerchantAfterSale | null;
}

export interface MerchantOrderDetail extends MerchantOrder {
  address: {
    name: string;
    mobile: string;
    province: string;
    city: string;
    district: string;
    detail: string;
  } | null;
  timeline: { kind: string; text: string; created_at: number }[];
  express: { company: string; number: string } | null;
}

export const merchantOrderList = (
  q: PageQuery & { status: 'all' | MerchantOrderStatus; keyword?: string },
) =>
  merchantHttp().get<MerchantPage<MerchantOrder>>('api/admin/order/list', {
    page: q.page,
    limit: q.limit ?? 20,
    status: q.status,
    keyword: q.keyword || undefined,
  });

export const merchantOrderDetail = (orderId: number) =>
  merchantHttp().get<MerchantOrderDetail>('api/admin/order/detail', { order_id: orderId });

export const shipOrder = (orderId: number, expressCompany: string, expressNo: string) =>
  merchantHttp().call<typeof ORDER.adminShip>('POST', 'api/admin/order/ship', {
    order_id: orderId,
    express_company: expressCompany,
    express_no: expressNo,
  });

export type AfterSaleAction = 'approve' | 'reject' | 'refund';

export const decideAfterSale = (id: number, action: AfterSaleAction, reason = '') =>
  merchantHttp().call<typeof AFTER_SALE.adminDecide>('POST', 'api/admin/after_sale/decide', {
    id,
    action,
    reason,
  });

// ---- money ----

export interface MoneyInfo {
  balance: number;
  income_today: number;
  income_total: number;
  pending_orders: number;
}

export type MoneyKind = 'sale' | 'purchase' | 'refund' | 'adjust';

export interface MoneyLogRow {
  id: number;
  delta: number;
  balance_after: number;
  kind: MoneyKind;
  ref: string;
  created_at: number;
}

export type PayResult = { paid: true; order_id: number } | { paid: false; cashier_url: string };

export const moneyInfo = () => merchantHttp().get<MoneyInfo>('api/admin/money/info');

export const moneyLog = (q: PageQuery & { kind?: MoneyKind }) =>
  merchantHttp().get<MerchantPage<MoneyLogRow>>('api/admin/money/log', {
    page: q.page,
    limit: q.limit ?? 20,
    kind: q.kind,
  });

/** Pays a purchase order from the merchant balance (login password) or online (cashier URL). */
export const payPurchaseOrder = (
  orderId: number,
  method: 'merchant_balance' | 'online',
  password?: string,
) =>
  merchantHttp().post<PayResult>('api/admin/money/pay', {
    order_id: orderId,
    method,
    password: method === 'merchant_balance' ? password : undefined,
  });

/** Purchase order states as `money/pay` watches them: 0 unpaid, 1 paid, 2 received, 3 cancelled. */
export const PURCHASE_ORDER = { UNPAID: 0, PAID: 1, RECEIVED: 2, CANCELLED: 3 } as const;
