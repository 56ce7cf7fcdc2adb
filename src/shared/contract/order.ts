/**
 * The order, after-sale and payment endpoints (docs/api-orders.md): input schemas, output types
 * and URLs, read by the server's order, after-sale and payment routes, the client's checkout,
 * order and cabinet endpoints and the tests (contract/route.ts). Money is integer fen, times
 * Unix seconds.
 */
import { z } from 'zod';
import { route } from './route';
import {
  activityConfirmInput,
  adminAfterSaleDecideInput,
  adminShipInput,
  afterSaleApplyInput,
  confirmOrderInput,
  disputeIdInput,
  groupBuyInput,
  orderCloseInput,
  orderIdInput,
  orderListInput,
  paging,
  payInput,
  setDisputeExpressInput,
} from './schemas';
import type { ListData } from './envelope';
import type {
  AfterSale,
  BuyResult,
  OrderDetail,
  OrderLogistics,
  OrderPreview,
  OrderSummary,
  PayResult,
} from './types';

/** `/api/user/auction_asc_count`: the caller's auction orders (0 until auctions exist). */
export interface AuctionAscCountData {
  count: number;
}

/** `/api/after_sales/apply`: the new request. */
export interface AfterSaleApplyData {
  /** after_sales.id */
  id: number;
}

/** `/api/pay/channels`: the online ways to pay, in the order the cashier offers them. */
export interface PayChannelsData {
  list: { provider: 'sandbox' | 'wechatpay' | 'alipay'; channel: 'cashier' | 'h5' | 'jsapi' }[];
}

/** `/api/pay/alipay`: the online cashier page to open. */
export interface CashierData {
  cashier_url: string;
}

/**
 * Where the cashier may send the buyer back: a hash route of the h5 app (or of the kiosk app,
 * for a merchant's purchase order), never another site (no open redirect).
 */
export function isAppReturnUrl(url: string): boolean {
  return (
    url.length <= 300 && /^\/(h5|kiosk)\/#(\/[A-Za-z0-9_-]+)+(\?[A-Za-z0-9_\-=&%.]*)?$/.test(url)
  );
}
export const returnUrl = z.string().trim().refine(isAppReturnUrl, { message: 'invalid' });
/**
 * `/api/pay/pay` and `/api/pay/alipay`: payInput plus where the cashier sends the buyer back,
 * and for `online` optionally which provider and channel (`/api/pay/channels`; default: the
 * first the page can use).
 */
export const payWithReturnInput = payInput.and(
  z.object({
    return_url: returnUrl.optional(),
    provider: z.enum(['sandbox', 'wechatpay', 'alipay']).optional(),
    channel: z.enum(['cashier', 'h5', 'jsapi']).optional(),
  }),
);

export const ORDER = {
  /** the preview of a cart selection or a buy-now SKU */
  confirm: route<OrderPreview>()('/api/order/confirm_order', confirmOrderInput),
  /** the same preview under the spec's second name */
  newConfirm: route<OrderPreview>()('/api/order/newConfirmOrder', confirmOrderInput),
  activityConfirm: route<OrderPreview>()(
    '/api/order/activity_goods_confirm_order',
    activityConfirmInput,
  ),
  /** a repeat with the same `client_key` answers the first result */
  buy: route<BuyResult>()('/api/order/buy', groupBuyInput),
  list: route<ListData<OrderSummary>>()('/api/user/order_list', orderListInput),
  info: route<OrderDetail>()('/api/user/order_info', orderIdInput),
  close: route<null>()('/api/user/order_close', orderCloseInput),
  confirmReceipt: route<null>()('/api/user/confirm_receipt', orderIdInput),
  delete: route<null>()('/api/user/order_delete', orderIdInput),
  /** once per 24 h: 423 when reminded already */
  remind: route<null>()('/api/user/order_remind', orderIdInput),
  logistics: route<OrderLogistics>()('/api/user/order_logistics', orderIdInput),
  auctionAscCount: route<AuctionAscCountData>()('/api/user/auction_asc_count', z.object({})),
  /** merchant: the seller ships a paid order of one of the merchant's sellers */
  adminShip: route<null>()('/api/admin/order/ship', adminShipInput),
};

export const AFTER_SALE = {
  apply: route<AfterSaleApplyData>()('/api/after_sales/apply', afterSaleApplyInput),
  list: route<ListData<AfterSale>>()('/api/user/order_after_sales_list', z.object(paging)),
  info: route<AfterSale>()('/api/user/order_dispute', disputeIdInput),
  setExpress: route<null>()('/api/user/set_dispute_express', setDisputeExpressInput),
  withdraw: route<null>()('/api/user/del_order_dispute', disputeIdInput),
  /** merchant: approve, reject or refund a request */
  adminDecide: route<null>()('/api/admin/after_sale/decide', adminAfterSaleDecideInput),
};

export const PAYMENT = {
  /** online: the cashier URL; wallet methods: paid with the pay password */
  pay: route<PayResult>()('/api/pay/pay', payWithReturnInput),
  alipay: route<CashierData>()('/api/pay/alipay', payWithReturnInput),
  /** issue 22: the online ways to pay that work where the page runs (User-Agent) */
  channels: route<PayChannelsData>()('/api/pay/channels', z.object({})),
};
