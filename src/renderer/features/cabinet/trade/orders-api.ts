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
import type { CABINET_TRADE, MoneyKind } from '../../../../shared/contract/cabinet-trade';
import type { AFTER_SALE, ORDER } from '../../../../shared/contract/order';
import { merchantHttp } from '../../../core/api/client';
import type { CABINET_SETTLEMENT } from '../../../../shared/contract/cabinet-settlement';

export type { MerchantPage } from '../../../../shared/contract/cabinet';
export type {
  CabinetOrder,
  CabinetOrderLine,
  CollectResult,
  MerchantAfterSale,
  MerchantOrder,
  MerchantOrderDetail,
  MerchantOrderLine,
  MoneyInfo,
  MoneyKind,
  MoneyLogRow,
  PurchasePayResult as PayResult,
} from '../../../../shared/contract/cabinet-trade';

export interface PageQuery {
  page: number;
  limit?: number;
}

// ---- cabinet sales ----

/** 0 unpaid | 1 paid | 2 cancelled (also expired) */
export const CABINET_ORDER = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;

export interface CabinetOrderInput {
  cabinet_id: number;
  lines: { cabinet_goods_id: number; quantity: number }[];
  /** one per form visit: a double press or a retry answers the first order */
  client_key: string;
  buyer_mobile?: string;
}

export const createCabinetOrder = (input: CabinetOrderInput) =>
  merchantHttp().call<typeof CABINET_TRADE.orderCreate>('POST', 'api/admin/guizi/order/create', {
    cabinet_id: input.cabinet_id,
    lines: JSON.stringify(input.lines),
    client_key: input.client_key,
    buyer_mobile: input.buyer_mobile || undefined,
  });

export const cabinetOrderList = (q: PageQuery & { cabinet_id?: number; status?: number }) =>
  merchantHttp().call<typeof CABINET_TRADE.orderList>('GET', 'api/admin/guizi/order/list', {
    page: q.page,
    limit: q.limit ?? 20,
    cabinet_id: q.cabinet_id,
    status: q.status,
  });

export const cabinetOrderDetail = (orderId: number) =>
  merchantHttp().call<typeof CABINET_TRADE.orderDetail>('GET', 'api/admin/guizi/order/detail', {
    order_id: orderId,
  });

/** Opens (or reopens) the cashier of an unpaid sale. */
export const collectCabinetOrder = (orderId: number) =>
  merchantHttp().call<typeof CABINET_TRADE.orderCollect>('POST', 'api/admin/guizi/order/collect', {
    order_id: orderId,
  });

export const cancelCabinetOrder = (orderId: number) =>
  merchantHttp().call<typeof CABINET_TRADE.orderCancel>('POST', 'api/admin/guizi/order/cancel', {
    order_id: orderId,
  });

// ---- the merchant's online orders ----

/** as the consumer orders: 0 unpaid, 1 paid, 2 shipped, 3 received, 4 reviewed, 5 closed */
export type MerchantOrderStatus = 0 | 1 | 2 | 3 | 4 | 5;

export const merchantOrderList = (
  q: PageQuery & { status: 'all' | MerchantOrderStatus; keyword?: string },
) =>
  merchantHttp().call<typeof CABINET_TRADE.merchantOrderList>('GET', 'api/admin/order/list', {
    page: q.page,
    limit: q.limit ?? 20,
    status: q.status,
    keyword: q.keyword || undefined,
  });

export const merchantOrderDetail = (orderId: number) =>
  merchantHttp().call<typeof CABINET_TRADE.merchantOrderDetail>('GET', 'api/admin/order/detail', {
    order_id: orderId,
  });

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

export const moneyInfo = () =>
  merchantHttp().call<typeof CABINET_TRADE.moneyInfo>('GET', 'api/admin/money/info');

export const moneyLog = (q: PageQuery & { kind?: MoneyKind }) =>
  merchantHttp().call<typeof CABINET_TRADE.moneyLog>('GET', 'api/admin/money/log', {
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
  merchantHttp().call<typeof CABINET_TRADE.moneyPay>(
    'POST',
    'api/admin/money/pay',
    {
      order_id: orderId,
      method,
      password: method === 'merchant_balance' ? password : undefined,
    },
    // a refusal (wrong password, short balance) is shown inline by the pay screen
    { inlineRefusal: method === 'merchant_balance' },
  );

/** Purchase order states as `money/pay` watches them: 0 unpaid, 1 paid, 2 received, 3 cancelled. */
export const PURCHASE_ORDER = { UNPAID: 0, PAID: 1, RECEIVED: 2, CANCELLED: 3 } as const;

// ---- issue 18 part C follow-up: settlement of online orders ----

export const settlement = (q: { settled_page: number; pending_page: number; limit: number }) =>
  merchantHttp().call<typeof CABINET_SETTLEMENT.settlement>('GET', 'api/admin/money/settlement', q);
