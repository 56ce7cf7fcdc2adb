/**
 * The buyer's orders after submission (docs/api-orders.md): the order list and detail, close,
 * confirm receipt, delete, remind shipping, logistics, after-sale requests and reviews. Placing
 * and paying orders live in `order.ts`. All login-required; money is fen, times Unix seconds.
 *
 * The wrapper rejects 401/403/422 after toasting the server's message and resolves other codes
 * (423: reminded already, ...) with the envelope after toasting it, so callers check `code`.
 */
import type { AfterSale, OrderStatus } from '../../../shared/contract';
import type { REVIEW } from '../../../shared/contract/catalogue';
import type { AFTER_SALE, ORDER } from '../../../shared/contract/order';
import type { FormObject } from '../../../shared/form-encoding';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export type {
  AfterSale,
  AfterSaleStatus,
  OrderAddress,
  OrderDetail,
  OrderEvent,
  OrderLine,
  OrderLineToReview,
  OrderLogistics,
  OrderStatus,
  OrderSummary,
} from '../../../shared/contract';

/** The list filter: a status or every order. */
export type OrderListStatus = 'all' | OrderStatus;
export type AfterSaleType = AfterSale['type'];

export interface PageQuery {
  page: number;
  limit?: number;
}

// ---- orders ----

export const getOrderList = (q: PageQuery & { status: OrderListStatus }) =>
  http().call<typeof ORDER.list>(
    'GET',
    'api/user/order_list',
    { status: q.status, page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const getOrderInfo = (orderId: number) =>
  http().call<typeof ORDER.info>('GET', 'api/user/order_info', { order_id: orderId }, LOGIN);

/** Cancels an unpaid order. */
export const closeOrder = (orderId: number, reason?: string) =>
  http().call<typeof ORDER.close>(
    'POST',
    'api/user/order_close',
    { order_id: orderId, reason },
    LOGIN,
  );

export const confirmReceipt = (orderId: number) =>
  http().call<typeof ORDER.confirmReceipt>(
    'POST',
    'api/user/confirm_receipt',
    { order_id: orderId },
    LOGIN,
  );

/** Hides a closed or reviewed order from the buyer. */
export const deleteOrder = (orderId: number) =>
  http().call<typeof ORDER.delete>('POST', 'api/user/order_delete', { order_id: orderId }, LOGIN);

/** Reminds the seller to ship a paid order; once per 24 h. */
export const remindOrder = (orderId: number) =>
  http().call<typeof ORDER.remind>('POST', 'api/user/order_remind', { order_id: orderId }, LOGIN);

export const getOrderLogistics = (orderId: number) =>
  http().call<typeof ORDER.logistics>(
    'GET',
    'api/user/order_logistics',
    { order_id: orderId },
    LOGIN,
  );

// ---- after-sale ----

export interface AfterSaleApply {
  order_id: number;
  type: AfterSaleType;
  reason: string;
  /** fen */
  amount: number;
  description?: string;
  /** own upload URLs */
  images?: readonly string[];
}

export const applyAfterSale = (a: AfterSaleApply) =>
  http().call<typeof AFTER_SALE.apply>(
    'POST',
    'api/after_sales/apply',
    {
      order_id: a.order_id,
      type: a.type,
      reason: a.reason,
      amount: a.amount,
      description: a.description || undefined,
      images: a.images && a.images.length > 0 ? a.images.join(',') : undefined,
    },
    LOGIN,
  );

export const getAfterSaleList = (q: PageQuery) =>
  http().call<typeof AFTER_SALE.list>(
    'GET',
    'api/user/order_after_sales_list',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const getAfterSale = (id: number) =>
  http().call<typeof AFTER_SALE.info>('GET', 'api/user/order_dispute', { id }, LOGIN);

/** The buyer's return parcel of an approved return-and-refund. */
export const setAfterSaleExpress = (id: number, company: string, number: string) =>
  http().call<typeof AFTER_SALE.setExpress>(
    'POST',
    'api/user/set_dispute_express',
    { id, express_company: company, express_no: number },
    LOGIN,
  );

/** Withdraws a request while it is still `applied`. */
export const withdrawAfterSale = (id: number) =>
  http().call<typeof AFTER_SALE.withdraw>('POST', 'api/user/del_order_dispute', { id }, LOGIN);

// ---- reviews ----

export const getWaitForComment = (q: PageQuery) =>
  http().call<typeof REVIEW.waiting>(
    'GET',
    'api/user/order_wait_for_comment',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** `payload` from `buildCommentPayload` (features/order/rules.ts): order_id and bracket items. */
export const addComment = (payload: FormObject) =>
  http().call<typeof REVIEW.add>('POST', 'api/comment/comment_add', payload, LOGIN);
