/**
 * The payment a payment screen shows, read from the orders of its trade (a submission's orders
 * share one `trade_no` and are paid together). The contract has no trade call, so:
 * - with `order_ids` (the confirmation page passes them) each order is read (`order_info`);
 * - with an `order_id` the order is read and, while unpaid, its unpaid siblings of the same
 *   trade are found in the newest unpaid orders (paying one order pays its whole trade);
 * - with only a `trade_no` the trade's orders are found in the newest orders.
 */
import { unwrap } from '../../core/data';
import type { OrderStatus, PayMethod } from '../../../shared/contract';
import * as orderApi from '../order/api';

export type TradeStatus = 'pending' | 'paid' | 'closed';

export interface TradeView {
  trade_no: string;
  /** fen, the whole trade */
  amount: number;
  status: TradeStatus;
  /** Unix seconds */
  pay_deadline: number;
  order_ids: number[];
  method: PayMethod | '';
  /**
   * The group of a group-buying order of the trade (order_info `group_id`): 0 when none, null
   * when the orders were read from the order list, which does not say.
   */
  group_id: number | null;
}

export interface TradeOrder {
  id: number;
  trade_no: string;
  status: OrderStatus;
  pay_amount: number;
  pay_deadline: number;
  pay_method?: PayMethod | '';
  /** order_info only */
  group_id?: number;
}

const PAID: readonly OrderStatus[] = [1, 2, 3, 4];

/** The trade of its orders; null when there are none. */
export function tradeOfOrders(orders: readonly TradeOrder[]): TradeView | null {
  const first = orders[0];
  if (!first) return null;
  const status: TradeStatus = orders.every((o) => PAID.includes(o.status))
    ? 'paid'
    : orders.some((o) => o.status === 5)
      ? 'closed'
      : 'pending';
  return {
    trade_no: first.trade_no,
    amount: orders.reduce((a, o) => a + o.pay_amount, 0),
    status,
    pay_deadline: Math.min(...orders.map((o) => o.pay_deadline)),
    order_ids: orders.map((o) => o.id),
    method: orders.find((o) => o.pay_method)?.pay_method ?? '',
    group_id: orders.every((o) => o.group_id !== undefined)
      ? (orders.find((o) => (o.group_id ?? 0) > 0)?.group_id ?? 0)
      : null,
  };
}

export interface TradeQuery {
  trade_no: string | null;
  order_ids: number[];
  order_id: number | null;
}

const posInt = (v: string): number | null =>
  /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;

export function parseTradeQuery(params: URLSearchParams): TradeQuery {
  const trade = params.get('trade_no');
  const ids = (params.get('order_ids') ?? '')
    .split(/[,.]/)
    .map((s) => posInt(s.trim()))
    .filter((n): n is number => n !== null);
  return {
    trade_no: trade && /^[A-Za-z0-9]{1,40}$/.test(trade) ? trade : null,
    order_ids: [...new Set(ids)],
    order_id: posInt(params.get('order_id') ?? ''),
  };
}

/** The query that names a trade again (pay page → success page, return_url): URL-safe. */
export function tradeQueryString(trade: Pick<TradeView, 'trade_no' | 'order_ids'>): string {
  return `trade_no=${trade.trade_no}&order_ids=${trade.order_ids.join('.')}`;
}

export class TradeNotFound extends Error {}

/** The error of a trade that does not exist (also as the cause of the ApiError `useLoad` holds). */
export function isTradeNotFound(error: unknown): boolean {
  return (
    error instanceof TradeNotFound ||
    (error instanceof Error && error.cause instanceof TradeNotFound)
  );
}

/** Reads the trade named by the query; throws TradeNotFound when it names none of the user's. */
export async function loadTrade(q: TradeQuery): Promise<TradeView> {
  let orders: TradeOrder[] = [];
  if (q.order_ids.length > 0) {
    orders = await Promise.all(q.order_ids.map((id) => unwrap(orderApi.getOrderForPay(id))));
    if (q.trade_no && orders.some((o) => o.trade_no !== q.trade_no)) throw new TradeNotFound();
  } else if (q.order_id) {
    const one = await unwrap(orderApi.getOrderForPay(q.order_id));
    orders = [one];
    if (one.status === 0) {
      const open = (await unwrap(orderApi.getOrdersForPay(0))).list;
      const siblings = open.filter((o) => o.trade_no === one.trade_no && o.id !== one.id);
      orders = [one, ...siblings];
    }
  } else if (q.trade_no) {
    const list = (await unwrap(orderApi.getOrdersForPay('all'))).list;
    orders = list.filter((o) => o.trade_no === q.trade_no);
  }
  const trade = tradeOfOrders(orders);
  if (!trade) throw new TradeNotFound();
  return trade;
}
