/**
 * The operator console's orders area (issue 20, part ORDERS; docs/operators.md): the search,
 * an order's detail, shipping an order of the platform's own sellers, cancelling an unpaid
 * order, remarks and the CSV export. State changes go through the order module (the ship
 * transition `shipPaidOrder`, the close `closeUnpaidOrder` that releases stock and coupons),
 * each in one transaction with its audit row; the operators hear of it after the commit.
 */
import { Readable } from 'node:stream';
import { carrierCode } from '../../../shared/carriers';
import type { ListData } from '../../../shared/contract/envelope';
import {
  OPS_ORDER_EXPORT_MAX,
  type OpsOrderDetail,
  type OpsOrderRemark,
  type OpsOrderRow,
  type OpsOrderSeller,
} from '../../../shared/contract/ops-orders';
import type { OrderStatus } from '../../../shared/contract/types';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { maskMobile } from '../../lib/crypto';
import { notifyOps } from '../../lib/ops-events';
import { invalid, locked } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { csvField } from '../cabinet/report.service';
import {
  afterSaleQuery,
  hasOpenAfterSale,
  orderDetail,
  orderRowQuery,
  toAfterSales,
} from '../order/order.repository';
import { trackingOf } from '../order/order.routes';
import { closeUnpaidOrder, shipPaidOrder } from '../order/order.service';
import { runAfterCommit } from '../order/order-events';
import { ORDER } from '../order/order.state';
import type { AfterCommit } from '../payment/payment-kinds';
import {
  countOrders,
  insertRemark,
  itemsOf,
  orderHead,
  paymentsOf,
  remarksOf,
  searchOrders,
  sellerList,
  type OrderSearch,
  type OrderSearchRow,
} from './orders.repository';

const sellerOf = (r: {
  seller_id: number;
  seller_name: string;
  merchant_id: number | null;
}): OpsOrderSeller => ({ id: r.seller_id, name: r.seller_name, platform: r.merchant_id === null });

const buyerOf = (r: { user_id: number; mobile: string; nickname: string }) => ({
  id: r.user_id,
  mobile: maskMobile(r.mobile),
  nickname: r.nickname,
});

export async function orderSearch(
  app: AppContext,
  input: OrderSearch & { page: number; limit: number },
): Promise<ListData<OpsOrderRow>> {
  const { db } = app.database;
  const [rows, total] = await Promise.all([
    searchOrders(db, input, (input.page - 1) * input.limit, input.limit),
    countOrders(db, input),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => {
      const lines = items.get(r.id) ?? [];
      return {
        id: r.id,
        order_sn: r.order_sn,
        status: r.status as OrderStatus,
        buyer: buyerOf(r),
        seller: sellerOf(r),
        items: lines,
        count: lines.reduce((a, l) => a + l.quantity, 0),
        pay_amount: r.pay_amount,
        created_at: r.created_at,
        paid_at: r.paid_at,
      };
    }),
    total,
    page: input.page,
    limit: input.limit,
  };
}

export async function orderSellers(app: AppContext): Promise<OpsOrderSeller[]> {
  const rows = await sellerList(app.database.db);
  return rows.map((r) => ({ id: r.id, name: r.name, platform: r.merchant_id === null }));
}

async function headOrRefuse(app: AppContext, lang: Lang, id: number) {
  const head = await orderHead(app.database.db, id);
  if (!head) throw invalid(t(lang, 'opsOrders.notFound'));
  return head;
}

export async function orderDetailOf(
  app: AppContext,
  lang: Lang,
  id: number,
): Promise<OpsOrderDetail> {
  const { db } = app.database;
  const head = await headOrRefuse(app, lang, id);
  const row = await orderRowQuery(db).where('o.id', '=', id).executeTakeFirstOrThrow();
  const [order, payments, afterSaleRows, remarks, openAfterSale] = await Promise.all([
    orderDetail(db, row, lang),
    paymentsOf(db, head.trade_no),
    afterSaleQuery(db).where('a.order_id', '=', id).orderBy('a.id', 'desc').execute(),
    remarksOf(db, id),
    hasOpenAfterSale(db, id),
  ]);
  const platform = head.merchant_id === null;
  return {
    order,
    buyer: buyerOf(head),
    seller: sellerOf(head),
    payments,
    logistics:
      row.shipped_at !== null
        ? {
            company: row.express_company,
            number: row.express_no,
            events: await trackingOf(app, { ...row, shipped_at: row.shipped_at }, lang),
          }
        : null,
    after_sales: await toAfterSales(db, afterSaleRows),
    remarks,
    can_ship: platform && head.status === ORDER.PAID && !openAfterSale,
    can_cancel: head.status === ORDER.PENDING,
  };
}

/**
 * Ships a paid order of one of the platform's own sellers (no merchant): refused for a
 * merchant's order, an order not paid (or already shipped) and an order with an open
 * after-sale. Of two racing calls exactly one ships (the conditional transition).
 */
export async function orderShip(
  app: AppContext,
  lang: Lang,
  input: { id: number; express_company: string; express_no: string },
  actor: AuditActor,
): Promise<OpsOrderDetail> {
  const head = await headOrRefuse(app, lang, input.id);
  if (head.merchant_id !== null) throw invalid(t(lang, 'opsOrders.notPlatform'));
  if (head.status !== ORDER.PAID) throw invalid(t(lang, 'opsOrders.notPaid'));
  if (await hasOpenAfterSale(app.database.db, head.id)) {
    throw locked(t(lang, 'opsOrders.afterSaleOpen'));
  }
  const company = carrierCode(input.express_company) ?? input.express_company;
  const afterCommit: AfterCommit[] = [];
  const won = await app.database.db.transaction().execute(async (tx) => {
    const shipped = await shipPaidOrder(
      tx,
      head.id,
      { express_company: company, express_no: input.express_no },
      actor.at,
      afterCommit,
    );
    if (!shipped) return false;
    await recordAudit(tx, actor, {
      action: 'orders.ship',
      object_type: 'order',
      object_id: head.id,
      before: { order_sn: head.order_sn, status: head.status },
      after: {
        order_sn: head.order_sn,
        status: ORDER.SHIPPED,
        express_company: company,
        express_no: input.express_no,
      },
    });
    return true;
  });
  if (!won) throw invalid(t(lang, 'opsOrders.notPaid'));
  runAfterCommit(app, afterCommit);
  return orderDetailOf(app, lang, head.id);
}

/**
 * Cancels an unpaid order through the order module's close (stock back to its location, the
 * coupon back once no order of the submission is open). Of two racing calls exactly one closes.
 */
export async function orderCancel(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<OpsOrderDetail> {
  const head = await headOrRefuse(app, lang, id);
  if (head.status !== ORDER.PENDING) throw invalid(t(lang, 'opsOrders.notUnpaid'));
  const afterCommit: AfterCommit[] = [];
  const reason = t('zh', 'opsOrders.cancelReason');
  const won = await app.database.db.transaction().execute(async (tx) => {
    const closed = await closeUnpaidOrder(
      tx,
      head.id,
      reason,
      actor.at,
      `operator:${actor.operatorId ?? 0}`,
      afterCommit,
    );
    if (!closed) return false;
    await recordAudit(tx, actor, {
      action: 'orders.cancel',
      object_type: 'order',
      object_id: head.id,
      before: { order_sn: head.order_sn, status: head.status },
      after: { order_sn: head.order_sn, status: ORDER.CLOSED, close_reason: reason },
    });
    return true;
  });
  if (!won) throw invalid(t(lang, 'opsOrders.notUnpaid'));
  runAfterCommit(app, afterCommit);
  return orderDetailOf(app, lang, head.id);
}

/** Adds an operator's remark to an order (the console only), audited. */
export async function orderRemark(
  app: AppContext,
  lang: Lang,
  input: { id: number; text: string },
  operatorId: number,
  actor: AuditActor,
): Promise<OpsOrderRemark> {
  const head = await headOrRefuse(app, lang, input.id);
  const remarkId = await app.database.db.transaction().execute(async (tx) => {
    const rid = await insertRemark(tx, {
      order_id: head.id,
      operator_id: operatorId,
      text: input.text,
      created_at: actor.at,
    });
    await recordAudit(tx, actor, {
      action: 'orders.remark',
      object_type: 'order',
      object_id: head.id,
      before: null,
      after: { order_sn: head.order_sn, remark_id: rid, text: input.text },
    });
    return rid;
  });
  notifyOps(app, 'orders', head.id);
  const remarks = await remarksOf(app.database.db, head.id);
  return remarks.find((r) => r.id === remarkId)!;
}

// ---------------------------------------------------------------------------------------------
// CSV export

const EXPORT_BATCH = 500;
const OFFSET_S = 8 * 3600;

/** `2026-11-27 14:05:09` in China time; '' for none. */
export function chinaTime(seconds: number | null): string {
  if (seconds === null) return '';
  return new Date((seconds + OFFSET_S) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Fen as yuan with two decimals: 12345 → 123.45. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const a = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

const STATUS_TEXT: Record<Lang, readonly string[]> = {
  zh: ['待支付', '待发货', '已发货', '已收货', '已评价', '已关闭'],
  en: ['Unpaid', 'Paid', 'Shipped', 'Received', 'Reviewed', 'Closed'],
};

const HEADER: Record<Lang, readonly string[]> = {
  zh: [
    '订单号',
    '状态',
    '买家手机',
    '买家昵称',
    '卖家',
    '商品',
    '件数',
    '商品金额(元)',
    '运费(元)',
    '优惠(元)',
    '实付金额(元)',
    '下单时间',
    '支付时间',
  ],
  en: [
    'Order number',
    'Status',
    'Buyer mobile',
    'Buyer nickname',
    'Seller',
    'Goods',
    'Units',
    'Goods amount (CNY)',
    'Freight (CNY)',
    'Discount (CNY)',
    'Paid amount (CNY)',
    'Created (China time)',
    'Paid (China time)',
  ],
};

function csvLine(cells: (string | number)[]): string {
  return cells.map(csvField).join(',') + '\r\n';
}

function exportLine(
  r: OrderSearchRow,
  items: { title: string; quantity: number }[],
  lang: Lang,
): string {
  return csvLine([
    r.order_sn,
    STATUS_TEXT[lang][r.status] ?? String(r.status),
    maskMobile(r.mobile),
    r.nickname,
    r.seller_name,
    items.map((i) => `${i.title} ×${i.quantity}`).join('; '),
    items.reduce((a, i) => a + i.quantity, 0),
    yuan(r.goods_amount),
    yuan(r.freight),
    yuan(r.discount),
    yuan(r.pay_amount),
    chinaTime(r.created_at),
    chinaTime(r.paid_at),
  ]);
}

/**
 * The search as CSV (UTF-8 with a BOM for Excel; amounts in yuan with two decimals; China-time
 * dates), at most OPS_ORDER_EXPORT_MAX rows, streamed in batches. The export is audited
 * (`orders.export` with the filters and the row count) before the first byte goes out.
 */
export async function orderExport(
  app: AppContext,
  lang: Lang,
  filters: OrderSearch,
  actor: AuditActor,
): Promise<{ filename: string; stream: Readable; rows: number }> {
  const { db } = app.database;
  const rows = Math.min(await countOrders(db, filters), OPS_ORDER_EXPORT_MAX);
  await db.transaction().execute((tx) =>
    recordAudit(tx, actor, {
      action: 'orders.export',
      object_type: 'order',
      object_id: '',
      before: null,
      after: { filters: { ...filters }, rows },
    }),
  );
  async function* lines(): AsyncGenerator<string> {
    yield '\uFEFF' + csvLine([...HEADER[lang]]);
    for (let offset = 0; offset < rows; offset += EXPORT_BATCH) {
      const batch = await searchOrders(db, filters, offset, Math.min(EXPORT_BATCH, rows - offset));
      if (batch.length === 0) break;
      const items = await itemsOf(
        db,
        batch.map((r) => r.id),
      );
      yield batch.map((r) => exportLine(r, items.get(r.id) ?? [], lang)).join('');
    }
  }
  const day = chinaTime(actor.at).slice(0, 10).replace(/-/g, '');
  return { filename: `orders-${day}.csv`, stream: Readable.from(lines()), rows };
}
