/**
 * Checkout endpoints (docs/api-orders.md): the order preview (confirm), the submission (buy),
 * the payment (pay / alipay), the trade a payment screen shows, and the auction count of the
 * auction confirmation variants. All login-required. Money is fen, times Unix seconds.
 *
 * The order list, after-sale and review endpoints are in `order-list.ts`.
 *
 * The wrapper rejects 401/403/422 (after toasting the server's message) and resolves 423 (pay
 * password locked, not enough stock, purchase limit) with the envelope after toasting it, so
 * callers check `code`.
 */
import type { PayMethod } from '../../../shared/contract';
import type { ORDER, PAYMENT } from '../../../shared/contract/order';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export type {
  BuyResult,
  CouponOption,
  OrderAddress,
  OrderLine,
  OrderPreview,
  OrderPreviewGroup,
  PayMethod,
  PayResult,
} from '../../../shared/contract';

/** The inputs of a confirmation: a cart selection, a buy-now SKU or an activity goods. */
export type ConfirmSource =
  | { kind: 'cart'; cart_ids: number[] }
  | { kind: 'goods'; goods_id: number; sku_id: number; num: number }
  | { kind: 'activity'; activity_goods_id: number; num: number; group_id?: number };

export interface ConfirmInput {
  source: ConfirmSource;
  address_id?: number;
  /** undefined: the server picks the best; 0: none */
  coupon_user_id?: number;
}

type Form = Record<string, string | number>;

/** The form fields of a confirmation (shared by the preview and the submission). */
export function confirmForm({ source, address_id, coupon_user_id }: ConfirmInput): Form {
  const form: Form = {};
  if (source.kind === 'cart') form.cart_ids = source.cart_ids.join(',');
  else if (source.kind === 'goods') {
    form.goods_id = source.goods_id;
    form.sku_id = source.sku_id;
    form.num = source.num;
  } else {
    form.activity_goods_id = source.activity_goods_id;
    form.num = source.num;
  }
  if (address_id) form.address_id = address_id;
  if (coupon_user_id !== undefined) form.coupon_user_id = coupon_user_id;
  return form;
}

/** The preview: `activity_goods_confirm_order` for an activity goods, else `confirm_order`. */
export const confirmOrder = (input: ConfirmInput) =>
  input.source.kind === 'activity'
    ? http().call<typeof ORDER.activityConfirm>(
        'POST',
        'api/order/activity_goods_confirm_order',
        confirmForm(input),
        LOGIN,
      )
    : http().call<typeof ORDER.confirm>(
        'POST',
        'api/order/confirm_order',
        confirmForm(input),
        LOGIN,
      );

/** Submits: a repeat with the same `client_key` answers the first result. */
export const buy = (input: ConfirmInput & { remark?: string; client_key: string }) =>
  http().call<typeof ORDER.buy>(
    'POST',
    'api/order/buy',
    {
      ...confirmForm(input),
      // group buying: join this open group (absent: a type-4 goods opens a new group)
      ...(input.source.kind === 'activity' && input.source.group_id
        ? { group_id: input.source.group_id }
        : {}),
      ...(input.remark ? { remark: input.remark } : {}),
      client_key: input.client_key,
    },
    LOGIN,
  );

export const PAY_METHODS: readonly PayMethod[] = ['online', 'balance', 'reward', 'integral'];

/** What is paid: a submission's trade or one order. */
export type PayTarget = { trade_no: string } | { order_id: number };

/**
 * Pays. `return_url` (online only) is where the provider's cashier sends the buyer back: an h5
 * hash route (`/h5/#/pages/...`), the only shape the server accepts.
 */
export const pay = (
  target: PayTarget,
  method: PayMethod,
  opts: {
    pay_password?: string;
    return_url?: string;
    /** online: the way chosen among `getPayChannels` (default: the server's first) */
    channel?: { provider: string; channel: string };
  } = {},
) =>
  http().call<typeof PAYMENT.pay>(
    'POST',
    'api/pay/pay',
    {
      ...target,
      method,
      ...(opts.pay_password ? { pay_password: opts.pay_password } : {}),
      ...(opts.return_url ? { return_url: opts.return_url } : {}),
      ...(opts.channel ? { provider: opts.channel.provider, channel: opts.channel.channel } : {}),
    },
    LOGIN,
  );

/** The online ways to pay where this page runs (issue 22: WeChat Pay, Alipay, the sandbox). */
export const getPayChannels = () =>
  http().call<typeof PAYMENT.channels>('GET', 'api/pay/channels', {}, LOGIN);

export const alipay = (target: PayTarget, returnUrl?: string) =>
  http().call<typeof PAYMENT.alipay>(
    'POST',
    'api/pay/alipay',
    { ...target, ...(returnUrl ? { return_url: returnUrl } : {}) },
    LOGIN,
  );

/**
 * One order as the payment screens read it (amount, deadline, status, trade): the contract's
 * `/api/user/order_info`. The order screens have their own reader in order-list.ts; this one is
 * typed by the shared contract and used only to show and verify a payment.
 */
export const getOrderForPay = (orderId: number) =>
  http().call<typeof ORDER.info>('GET', 'api/user/order_info', { order_id: orderId }, LOGIN);

export const getAuctionAscCount = () =>
  http().call<typeof ORDER.auctionAscCount>('GET', 'api/user/auction_asc_count', {}, LOGIN);

/** The newest orders (`/api/user/order_list`), to find the orders of a trade by its number. */
export const getOrdersForPay = (status: 'all' | 0 = 'all') =>
  http().call<typeof ORDER.list>(
    'GET',
    'api/user/order_list',
    { status, page: 1, limit: 50 },
    LOGIN,
  );
