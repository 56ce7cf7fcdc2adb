/**
 * The merchant cabinet endpoints, part 3 (docs/api-guishang.md "Trade"): cabinet sales (create,
 * list, detail, collect, cancel), the consumer orders of the merchant's sellers and their
 * after-sales, and the merchant money account (info, ledger, paying a purchase order). Shipping
 * and after-sale decisions are the order module's (`/api/admin/order/ship`,
 * `/api/admin/after_sale/decide`).
 */
import { z } from 'zod';
import type { MerchantPage } from './cabinet';
import { route } from './route';
import {
  clientKey,
  id,
  intIn,
  limit,
  mobile,
  optionalId,
  ORDER_LIST_STATUSES,
  page,
  singleLine,
} from './schemas';
import type { OrderDetail, OrderEvent, OrderLine, OrderStatus } from './types';

/** The kinds of a merchant ledger row. */
export const MONEY_KINDS = ['sale', 'purchase', 'refund', 'adjust'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];
/** orders.status: 0 pending payment, 1 paid, 2 shipped, 3 received, 4 reviewed, 5 closed */
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5] as const;

const orderLines = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  },
  z
    .array(z.object({ cabinet_goods_id: id, quantity: intIn(1, 99) }))
    .min(1)
    .max(20)
    .refine((a) => new Set(a.map((l) => l.cabinet_goods_id)).size === a.length, {
      message: 'duplicate cabinet_goods_id',
    }),
);

export const cabinetOrderCreateInput = z.object({
  cabinet_id: id,
  lines: orderLines,
  client_key: clientKey,
  buyer_mobile: z.preprocess((v) => (v === '' ? undefined : v), mobile.optional()),
});

const orderIdInput = z.object({ order_id: id });

// ---- cabinet sales ----

export interface CabinetOrderLine {
  cabinet_goods_id: number;
  location_id: number;
  slot_no: number | null;
  sku_id: number;
  name: string;
  image: string;
  /** fen */
  price: number;
  quantity: number;
}

/** A cabinet sale; status 0 unpaid | 1 paid | 2 cancelled (also expired). */
export interface CabinetOrder {
  id: number;
  order_sn: string;
  cabinet_id: number;
  cabinet_name: string;
  status: number;
  /** fen */
  amount: number;
  pay_deadline: number;
  paid_at: number | null;
  created_at: number;
  buyer_mobile: string;
  lines: CabinetOrderLine[];
}

/** `/api/admin/guizi/order/collect`: the cashier the buyer's phone scans. */
export interface CollectResult {
  order_id: number;
  trade_no: string;
  cashier_url: string;
  pay_deadline: number;
}

// ---- the merchant's online orders ----

/** The latest after-sale of an order; status 0 applied … 5 withdrawn. */
export interface MerchantAfterSale {
  id: number;
  status: number;
  type: 'refund' | 'return_refund';
  /** fen */
  amount: number;
}

export interface MerchantOrderLine {
  id: number;
  goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  /** the SKU's spec values, e.g. {颜色: '红'} (as the consumer order lines) */
  spec: Record<string, string>;
  price: number;
  quantity: number;
}

/** A consumer order of one of the merchant's sellers; status as the consumer orders. */
export interface MerchantOrder {
  id: number;
  order_sn: string;
  status: OrderStatus;
  pay_amount: number;
  goods_count: number;
  created_at: number;
  pay_deadline: number;
  /** masked mobile */
  buyer: string;
  lines: MerchantOrderLine[];
  after_sale: MerchantAfterSale | null;
}

/** The order module's detail with the merchant's names for some fields. */
export interface MerchantOrderDetail extends Omit<
  OrderDetail,
  'lines' | 'timeline' | 'after_sale'
> {
  /** masked mobile */
  buyer: string;
  goods_count: number;
  lines: (OrderLine & { name: string })[];
  timeline: (OrderEvent & { created_at: number })[];
  after_sale: MerchantAfterSale | null;
}

/** An after-sale of one of the merchant's orders. */
export interface MerchantAfterSaleRow {
  id: number;
  order_id: number;
  order_sn: string;
  type: 'refund' | 'return_refund';
  reason: string;
  amount: number;
  description: string;
  images: string[];
  /** 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn */
  status: number;
  express_company: string;
  express_no: string;
  reject_reason: string;
  created_at: number;
  updated_at: number;
  lines: OrderLine[];
}

// ---- money ----

export interface MoneyInfo {
  balance: number;
  income_today: number;
  income_total: number;
  /** unpaid purchase orders */
  pending_orders: number;
}

export interface MoneyLogRow {
  id: number;
  /** fen, signed */
  delta: number;
  balance_before: number;
  balance_after: number;
  kind: MoneyKind;
  ref: string;
  /** the order number the ref names (`order:`, `cabinet_order:`, `purchase:`), else null */
  ref_sn: string | null;
  created_at: number;
}

/** Paid from the balance, or the cashier URL of an online payment. */
export type PurchasePayResult =
  | { paid: true; order_id: number }
  | { paid: false; order_id: number; trade_no: string; cashier_url: string };

export const CABINET_TRADE = {
  /** a repeated `client_key` answers the first order */
  orderCreate: route<CabinetOrder>()('/api/admin/guizi/order/create', cabinetOrderCreateInput),
  orderList: route<MerchantPage<CabinetOrder>>()(
    '/api/admin/guizi/order/list',
    z.object({ page, limit, cabinet_id: optionalId, status: intIn(0, 2).optional() }),
  ),
  orderDetail: route<CabinetOrder>()('/api/admin/guizi/order/detail', orderIdInput),
  /** one `payments` row (kind cabinet) per order, reused while it is pending */
  orderCollect: route<CollectResult>()('/api/admin/guizi/order/collect', orderIdInput),
  orderCancel: route<CabinetOrder>()('/api/admin/guizi/order/cancel', orderIdInput),

  merchantOrderList: route<MerchantPage<MerchantOrder>>()(
    '/api/admin/order/list',
    z.object({
      page,
      limit: limit.default(20),
      status: z.enum(ORDER_LIST_STATUSES).default('all'),
      keyword: singleLine(40).optional(),
    }),
  ),
  merchantOrderDetail: route<MerchantOrderDetail>()('/api/admin/order/detail', orderIdInput),
  afterSaleList: route<MerchantPage<MerchantAfterSaleRow>>()(
    '/api/admin/after_sale/list',
    z.object({ page, limit: limit.default(20), status: intIn(0, 5).optional() }),
  ),

  moneyInfo: route<MoneyInfo>()('/api/admin/money/info', z.object({})),
  moneyLog: route<MerchantPage<MoneyLogRow>>()(
    '/api/admin/money/log',
    z.object({ page, limit: limit.default(20), kind: z.enum(MONEY_KINDS).optional() }),
  ),
  /** the balance takes the login password; online answers the cashier URL */
  moneyPay: route<PurchasePayResult>()(
    '/api/admin/money/pay',
    z.object({
      order_id: id,
      method: z.enum(['merchant_balance', 'online']),
      password: z.string().max(64).optional(),
    }),
  ),
};
