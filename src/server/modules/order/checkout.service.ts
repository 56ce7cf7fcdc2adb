/**
 * Confirmation and submission (docs/api-orders.md). The confirmation and the submission run
 * the same computation (`computeCheckout`), with the shared cart totals (cart-totals.ts) over
 * the whole submission, so what the confirmation page shows is what the buyer is charged.
 *
 * - Lines are split by seller: one order per seller, all sharing one payment trade.
 * - Submission-level amounts (full cut, ten-yuan-three-items saving, coupon) are split across
 *   the orders proportionally by largest remainder, in fen.
 * - Freight per seller group by freight.service's `quoteSubmissionFreight` (the one quote that
 *   get_freight uses too): free-shipping promises (9.9包邮, a three-for-ten bundle) carry no
 *   freight; the group's other lines are quoted on their own goods amount.
 * - The buy is ONE transaction: submission claim, stock per SKU by conditional update, orders,
 *   items, coupon use (conditional), cart lines removed, payment row. Any failure rolls back.
 */
import { sql, type Insertable } from 'kysely';
import type {
  BuyResult,
  CouponOption,
  OrderAddress,
  OrderLine,
  OrderPreview,
  OrderPreviewGroup,
} from '../../../shared/contract';
import { cartTotals, THREE_FOR_TEN_TYPE, type FullTier } from '../../../shared/rules/cart-totals';
import { newPersonGate, secondOrderGate } from '../../../shared/rules/gates';
import { mulFen } from '../../../shared/rules/money';
import type { AppContext } from '../../context';
import { isPostgres as isPg, type Executor } from '../../db';
import { precompiled, row } from '../../db/precompiled';
import type { OrderEventsTable, OrderItemsTable, OrdersTable } from '../../db/schema';
import { t, type Lang, type OrderMessageKey } from '../../messages';
import { submitOnce } from '../../lib/submissions';
import { parseJson } from '../../lib/json';
import { closed, forbidden, invalid, locked } from '../../lib/reply';
import { cartLines, threeForTenPrices } from '../cart/cart.repository';
import { activityShipsFree, quoteSubmissionFreight } from '../catalogue/freight.service';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { exchangePoints, takeExchangePoints } from '../activity/activity.service';
import { runOrderPlacedHooks } from './order-hooks';
import { readConfig } from '../config/config.routes';
import { couponCovers, couponReduction, scopeIdsOf } from '../../../shared/rules/coupon';
import { readSettings } from '../config/config.repository';
import { defaultAddress, findAddress } from '../user/address.repository';
import { orderCounters } from '../user/user.routes';
import type { AfterCommit } from '../payment/payment-kinds';
import { queueMerchantOrderEvents, runAfterCommit, type MerchantOrderRow } from './order-events';
import { ORDER } from './order.state';
import { takeStocksWithSales } from './order.service';
import { orderEvent } from './order-event-text';
import { randomHex } from '../../lib/crypto';

/** Activity types with a purchase gate (spec section 4). */
const NEW_PERSON_TYPE = 11;
const SECOND_ORDER_TYPE = 12;

export interface CheckoutInput {
  cart_ids?: number[];
  goods_id?: number;
  sku_id?: number;
  num: number;
  activity_goods_id?: number;
  address_id?: number;
  coupon_user_id?: number;
}

interface Line extends OrderLine {
  cart_id: number;
  seller_id: number;
  seller_name: string;
  isCheck: true;
  type: number;
  /** the line's activity promises free shipping (freight.service activityShipsFree) */
  free_shipping: boolean;
  /** the goods' freight template code; null: the shop's default template */
  template: string | null;
}

interface Computed {
  preview: OrderPreview;
  lines: Line[];
  address: OrderAddress | null;
  coupon: CouponOption | null;
}

/** Splits `total` over `weights` proportionally; remainders go to the largest fractions. */
export function splitLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total === 0 || weights.length === 0) return weights.map(() => 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w, i) => {
    const num = T * BigInt(w);
    return { i, base: Number(num / S), rem: num % S };
  });
  let left = total - parts.reduce((a, p) => a + p.base, 0);
  const order = [...parts].sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const p of order) {
    if (left <= 0) break;
    p.base += 1;
    left -= 1;
  }
  return parts.map((p) => p.base);
}

function toAddress(a: {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}): OrderAddress {
  const { id, name, mobile, province, city, district, detail } = a;
  return { id, name, mobile, province, city, district, detail };
}

/** A SKU with its goods and seller (db/precompiled.ts: each checkout line). */
const SKU_LINE = precompiled((db, a: { sku: number; goods: number }) =>
  db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .leftJoin('sellers as se', 'se.id', 'g.seller_id')
    .select([
      's.id',
      's.goods_id',
      's.spec',
      's.price',
      's.image as sku_image',
      'g.title',
      'g.image',
      'g.status',
      'g.seller_id',
      'se.name as seller_name',
      'g.freight_template',
    ])
    .where('s.id', '=', a.sku)
    .where('s.goods_id', '=', a.goods),
);

async function lineOfSku(
  db: Executor,
  skuId: number,
  goodsId: number,
): Promise<
  | (Omit<Line, 'price' | 'quantity' | 'type' | 'free_shipping' | 'cart_id'> & { price: number })
  | null
> {
  const r = await SKU_LINE.first(db, { sku: skuId, goods: goodsId });
  if (!r || r.status !== 1) return null;
  return {
    id: 0,
    goods_id: r.goods_id,
    sku_id: r.id,
    title: r.title,
    image: r.sku_image || r.image,
    spec: parseJson<Record<string, string>>(r.spec, {}),
    price: r.price,
    commented: false,
    seller_id: r.seller_id,
    seller_name: r.seller_name ?? '',
    isCheck: true,
    template: r.freight_template,
  };
}

/** The ongoing activity goods, or 237 when the activity is over or withdrawn. */
async function activityGoods(db: Executor, id: number, now: number, lang: Lang) {
  const ag = await db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .select([
      'ag.id',
      'ag.activity_id',
      'ag.goods_id',
      'ag.sku_id',
      'ag.price',
      'ag.limit_per_user',
      'ag.stock_cap',
      'a.type',
      'a.status',
      'a.start_at',
      'a.end_at',
      'a.rules',
    ])
    .where('ag.id', '=', id)
    .executeTakeFirst();
  if (!ag) throw invalid(t(lang, 'goodsNotFound'));
  if (ag.status !== 1 || ag.start_at > now || ag.end_at <= now) {
    throw closed(t(lang, 'order.activityEnded'));
  }
  return ag;
}

export type PurchaseGate = 'ok' | 'unpaid' | 'limit' | 'not-new' | 'first-order' | 'finished';

/**
 * The server-side gates of an activity purchase, in this order: the per-user limit (units in
 * the user's non-closed orders of this activity goods), then the new-person / second-order
 * gates. Also answers `bought` (those units) and the refusal message; the activity detail page
 * (modules/activity) shows the same gate before ordering.
 */
export async function purchaseGate(
  db: Executor,
  userId: number,
  ag: { id: number; type: number; limit_per_user: number },
  num: number,
): Promise<{ gate: PurchaseGate; bought: number; message: OrderMessageKey | null }> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select(sql<number>`coalesce(sum(i.quantity), 0)`.as('n'))
    .where('o.user_id', '=', userId)
    .where('o.activity_goods_id', '=', ag.id)
    .where('o.status', '!=', ORDER.CLOSED)
    .executeTakeFirst();
  const bought = Number(row?.n ?? 0);
  if (ag.limit_per_user > 0 && bought + num > ag.limit_per_user) {
    return { gate: 'limit', bought, message: 'activityLimit' };
  }
  if (ag.type === NEW_PERSON_TYPE) {
    const counters = await orderCounters(db, userId);
    const unpaid = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('activity_type', '=', NEW_PERSON_TYPE)
      .where('status', '=', ORDER.PENDING)
      .executeTakeFirst();
    const gate = newPersonGate({
      unpaidNewPersonOrder: Boolean(unpaid),
      newPeopleCount: counters.new_people_count,
      completedOrders: counters.order_count,
    });
    if (gate === 'unpaid') return { gate, bought, message: 'newPersonUnpaid' };
    if (gate === 'limit') return { gate, bought, message: 'newPersonLimit' };
    if (gate === 'not-new') return { gate, bought, message: 'newPersonOnly' };
  }
  if (ag.type === SECOND_ORDER_TYPE) {
    const gate = secondOrderGate((await orderCounters(db, userId)).order_count);
    if (gate === 'first-order') return { gate, bought, message: 'secondOrderFirst' };
    if (gate === 'finished') return { gate, bought, message: 'secondOrderDone' };
  }
  return { gate: 'ok', bought, message: null };
}

/** Refuses (423 with the gate's prompt) an activity purchase that a gate does not let through. */
async function checkActivityGates(
  db: Executor,
  userId: number,
  ag: { id: number; type: number; limit_per_user: number },
  num: number,
  lang: Lang,
): Promise<void> {
  const { message } = await purchaseGate(db, userId, ag, num);
  if (message) throw locked(t(lang, `order.${message}`, { n: ag.limit_per_user }));
}

/**
 * Refuses (423) an activity purchase beyond the activity goods' stock cap (issue 23): units in
 * its non-closed orders plus `num` must stay within `stock_cap`. On PostgreSQL the capped row
 * is locked first so concurrent buyers count one after another (SQLite writes one at a time).
 */
async function checkActivityCap(
  db: Executor,
  ag: { id: number; stock_cap: number },
  num: number,
  lang: Lang,
): Promise<void> {
  await db
    .selectFrom('activity_goods')
    .select('id')
    .where('id', '=', ag.id)
    .$if(isPg(db), (q) => q.forUpdate())
    .executeTakeFirst();
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select(sql<number>`coalesce(sum(i.quantity), 0)`.as('n'))
    .where('o.activity_goods_id', '=', ag.id)
    .where('o.status', '!=', ORDER.CLOSED)
    .executeTakeFirst();
  const left = ag.stock_cap - Number(row?.n ?? 0);
  if (num > left) throw locked(t(lang, 'order.activityCapOut', { n: Math.max(0, left) }));
}

async function resolveLines(
  db: Executor,
  userId: number,
  input: CheckoutInput,
  now: number,
  lang: Lang,
): Promise<{ lines: Line[]; activity: { id: number; type: number; ag: number } | null }> {
  if (input.activity_goods_id) {
    const ag = await activityGoods(db, input.activity_goods_id, now, lang);
    const base = await lineOfSku(db, ag.sku_id, ag.goods_id);
    if (!base) throw invalid(t(lang, 'goodsNotFound'));
    await checkActivityGates(db, userId, ag, input.num, lang);
    if (ag.stock_cap > 0) await checkActivityCap(db, ag, input.num, lang);
    return {
      lines: [
        {
          ...base,
          price: ag.price,
          quantity: input.num,
          type: ag.type,
          free_shipping: activityShipsFree(ag.type, ag.rules),
          cart_id: 0,
        },
      ],
      activity: { id: ag.activity_id, type: ag.type, ag: ag.id },
    };
  }
  if (input.cart_ids) {
    const cart = await cartLines(db, userId, now);
    const byId = new Map(cart.lines.map((l) => [l.id, l]));
    const lines: Line[] = [];
    for (const cid of input.cart_ids) {
      const l = byId.get(cid);
      if (!l) throw forbidden(t(lang, 'cartLineForbidden'));
      if (l.invalid_reason === 'off_shelf')
        throw invalid(t(lang, 'order.goodsOff', { title: l.title }));
      if (l.invalid_reason === 'sold_out' || l.stock < l.quantity) {
        throw locked(t(lang, 'order.stockShortGoods', { title: l.title }));
      }
      const seller = cart.groups.find((g) => g.seller_id === l.seller_id);
      lines.push({
        id: 0,
        goods_id: l.goods_id,
        sku_id: l.sku_id,
        title: l.title,
        image: l.image,
        spec: l.spec,
        price: l.price,
        quantity: l.quantity,
        commented: false,
        seller_id: l.seller_id,
        seller_name: seller?.seller_name ?? '',
        isCheck: true,
        type: l.type,
        free_shipping: false,
        template: cart.templates.get(l.id) ?? null,
        cart_id: l.id,
      });
    }
    return { lines, activity: null };
  }
  const base = await lineOfSku(db, input.sku_id ?? 0, input.goods_id ?? 0);
  if (!base) throw invalid(t(lang, 'goodsNotFound'));
  const promo = (await threeForTenPrices(db, [base.sku_id], now)).get(base.sku_id);
  return {
    lines: [
      {
        ...base,
        price: promo?.price ?? base.price,
        quantity: input.num,
        type: promo ? THREE_FOR_TEN_TYPE : 0,
        free_shipping: false,
        cart_id: 0,
      },
    ],
    activity: null,
  };
}

/** When a held coupon (`cu`, its template `c`) expires: as promo/coupon.service.ts reads it. */
const COUPON_EXPIRY = sql<number>`coalesce(cu.expires_at, c.end_at)`;

/** What a coupon is weighed against (issue 23, coupons: goods scope). */
export interface CouponBasket {
  /** what the submission costs before freight and coupons (cart-totals `total`) */
  total: number;
  /** the lines other than ten-yuan-three-items, at their prices */
  lines: { goods_id: number; amount: number }[];
}

/** A coupon option with the goods it covers in this basket (null: every line). */
type CouponChoice = CouponOption & { covered_goods: number[] | null };

/**
 * The buyer's unused, unexpired coupons for this basket, usable ones first by what they take
 * off (shared/rules/coupon.ts): a coupon of some goods or categories is weighed against the
 * lines it covers (ten-yuan-three-items lines are priced as a bundle and never covered by one),
 * a coupon of all goods against the whole total.
 */
export async function couponOptions(
  db: Executor,
  userId: number,
  now: number,
  basket: CouponBasket,
): Promise<CouponChoice[]> {
  const rows = await db
    .selectFrom('coupon_users as cu')
    .innerJoin('coupons as c', 'c.id', 'cu.coupon_id')
    .select([
      'cu.id',
      'cu.coupon_id',
      'c.title',
      'c.amount',
      'c.threshold',
      COUPON_EXPIRY.as('end_at'),
      'c.kind',
      'c.rate',
      'c.scope',
      'c.scope_ids',
    ])
    .where('cu.user_id', '=', userId)
    .where('cu.status', '=', 0)
    .where('c.start_at', '<=', now)
    .where(COUPON_EXPIRY, '>', now)
    .orderBy('c.amount', 'desc')
    .orderBy(COUPON_EXPIRY)
    .orderBy('cu.id')
    .execute();
  const cats = new Map<number, { category_id: number; parent_category_id: number }>();
  if (rows.some((r) => r.scope === 'categories') && basket.lines.length > 0) {
    const found = await db
      .selectFrom('goods as g')
      .leftJoin('categories as k', 'k.id', 'g.category_id')
      .select(['g.id', 'g.category_id', 'k.parent_id'])
      .where(
        'g.id',
        'in',
        basket.lines.map((l) => l.goods_id),
      )
      .execute();
    for (const g of found) {
      cats.set(g.id, { category_id: g.category_id, parent_category_id: g.parent_id ?? 0 });
    }
  }
  const choices = rows.map((r): CouponChoice => {
    const rate = r.kind === 1 ? r.rate : 0;
    let covered = basket.total;
    let coveredGoods: number[] | null = null;
    if (r.scope !== 'all') {
      const ids = scopeIdsOf(r.scope_ids);
      const lines = basket.lines.filter((l) =>
        couponCovers(r.scope, ids, {
          goods_id: l.goods_id,
          ...(cats.get(l.goods_id) ?? { category_id: 0, parent_category_id: 0 }),
        }),
      );
      coveredGoods = lines.map((l) => l.goods_id);
      covered = Math.min(
        basket.total,
        lines.reduce((a, l) => a + l.amount, 0),
      );
    }
    const reduction = couponReduction(
      { amount: Number(r.amount), threshold: Number(r.threshold), rate },
      covered,
    );
    return {
      id: r.id,
      coupon_id: r.coupon_id,
      title: r.title,
      amount: Number(r.amount),
      threshold: Number(r.threshold),
      rate,
      end_at: Number(r.end_at),
      usable: reduction > 0,
      reduction,
      covered_goods: coveredGoods,
    };
  });
  return [
    ...choices.filter((c) => c.usable).sort((a, b) => b.reduction - a.reduction),
    ...choices.filter((c) => !c.usable),
  ];
}

export async function computeCheckout(
  db: Executor,
  userId: number,
  input: CheckoutInput,
  now: number,
  lang: Lang,
  /** the submission: the coupon list is not shown, so a buyer who chose none (0) skips it */
  opts: { submitting?: boolean } = {},
): Promise<Computed> {
  const { lines, activity } = await resolveLines(db, userId, input, now, lang);
  if (lines.length === 0) throw invalid(t(lang, 'order.nothingToBuy'));
  // business settings (console): freight and the pay deadline apply from the next order
  const [tiers, freightRules, orderRules] = await Promise.all([
    readConfig<FullTier[]>(db, 'full_discount', []),
    readSettings(db, 'freight'),
    readSettings(db, 'order'),
  ]);
  const addressRow = input.address_id
    ? await findAddress(db, userId, input.address_id)
    : await defaultAddress(db, userId);
  if (input.address_id && !addressRow) throw forbidden(t(lang, 'addressForbidden'));
  const address = addressRow ? toAddress(addressRow) : null;

  const totals = cartTotals(lines, tiers);
  // Seller groups in first-line order.
  const sellers: number[] = [];
  for (const l of lines) if (!sellers.includes(l.seller_id)) sellers.push(l.seller_id);
  const groupLines = sellers.map((s) => lines.filter((l) => l.seller_id === s));
  const amountOf = (ls: Line[], bundle: boolean) =>
    ls
      .filter((l) => (l.type === THREE_FOR_TEN_TYPE) === bundle)
      .reduce((a, l) => a + mulFen(l.price, l.quantity), 0);
  const fullShares = splitLargestRemainder(
    totals.full_cut,
    groupLines.map((ls) => amountOf(ls, false)),
  );
  const tttShares = splitLargestRemainder(
    totals.three_for_ten_saving,
    groupLines.map((ls) => amountOf(ls, true)),
  );

  const choices =
    opts.submitting && input.coupon_user_id === 0
      ? []
      : await couponOptions(db, userId, now, {
          total: totals.total,
          lines: lines
            .filter((l) => l.type !== THREE_FOR_TEN_TYPE)
            .map((l) => ({ goods_id: l.goods_id, amount: mulFen(l.price, l.quantity) })),
        });
  const coupons: CouponOption[] = choices.map(({ covered_goods: _c, ...c }) => c);
  let coupon: CouponOption | null = null;
  if (input.coupon_user_id === undefined) {
    coupon = coupons.find((c) => c.usable) ?? null;
  } else if (input.coupon_user_id !== 0) {
    coupon = coupons.find((c) => c.id === input.coupon_user_id) ?? null;
    if (!coupon?.usable) throw invalid(t(lang, 'order.couponUnusable'));
  }
  const groupGoods = groupLines.map((ls) => amountOf(ls, false) + amountOf(ls, true));
  // a coupon of some goods is split over the groups holding them (never above a group's own)
  const coveredGoods = choices.find((c) => c.id === coupon?.id)?.covered_goods ?? null;
  const couponWeights = groupGoods.map((g, i) => {
    const left = g - (fullShares[i] ?? 0) - (tttShares[i] ?? 0);
    if (coveredGoods === null) return left;
    const covered = (groupLines[i] ?? [])
      .filter((l) => l.type !== THREE_FOR_TEN_TYPE && coveredGoods.includes(l.goods_id))
      .reduce((a, l) => a + mulFen(l.price, l.quantity), 0);
    return Math.max(0, Math.min(left, covered));
  });
  const couponDiscount = coupon
    ? Math.min(
        coupon.reduction,
        totals.total,
        couponWeights.reduce((a, w) => a + w, 0),
      )
    : 0;
  const couponShares = splitLargestRemainder(couponDiscount, couponWeights);
  const freights = quoteSubmissionFreight(freightRules, address?.province ?? null, groupLines);

  const groups: OrderPreviewGroup[] = groupLines.map((ls, i) => {
    const goods = groupGoods[i] ?? 0;
    const full = fullShares[i] ?? 0;
    const ttt = tttShares[i] ?? 0;
    const cpn = couponShares[i] ?? 0;
    const freight = freights[i]?.freight ?? 0;
    const first = ls[0] as Line;
    return {
      seller_id: first.seller_id,
      seller_name: first.seller_name,
      lines: ls.map((l) => ({
        id: 0,
        goods_id: l.goods_id,
        sku_id: l.sku_id,
        title: l.title,
        image: l.image,
        spec: l.spec,
        price: l.price,
        quantity: l.quantity,
        commented: false,
      })),
      goods_amount: goods,
      three_for_ten_saving: ttt,
      full_cut: full,
      freight,
      coupon_discount: cpn,
      pay_amount: goods - ttt - full - cpn + freight,
    };
  });
  const sum = (k: keyof OrderPreviewGroup) => groups.reduce((a, g) => a + (g[k] as number), 0);
  return {
    lines,
    address,
    coupon,
    preview: {
      groups,
      address,
      coupons,
      coupon_user_id: coupon?.id ?? 0,
      goods_amount: totals.goods_amount,
      three_for_ten_saving: totals.three_for_ten_saving,
      full_cut: totals.full_cut,
      freight: sum('freight'),
      coupon_discount: couponDiscount,
      pay_amount: sum('pay_amount'),
      pay_seconds: orderRules.pay_deadline_s,
      activity_id: activity?.id ?? 0,
      activity_type: activity?.type ?? 0,
      activity_goods_id: activity?.ag ?? 0,
      integral: await exchangePoints(db, activity, input.num),
    },
  };
}

// The statements of the common checkout, one seller group of one line, compiled once
// (db/precompiled.ts); a submission of several groups or lines inserts them in one statement
// each through Kysely.
type OrderRow = Insertable<OrdersTable>;
const ORDER_COLUMNS = [
  'order_sn',
  'user_id',
  'status',
  'activity_type',
  'activity_goods_id',
  'goods_amount',
  'freight',
  'discount',
  'full_cut',
  'coupon_discount',
  'coupon_user_id',
  'pay_amount',
  'pay_deadline',
  'seller_id',
  'trade_no',
  'client_key',
  'address_json',
  'remark',
  'created_at',
] as const;
const INSERT_ORDER = precompiled((db, a: OrderRow) =>
  db.insertInto('orders').values(row(a, ORDER_COLUMNS)).returning(['id', 'order_sn']),
);
type ItemRow = Insertable<OrderItemsTable>;
const INSERT_ITEM = precompiled((db, a: ItemRow) =>
  db
    .insertInto('order_items')
    .values(
      row(a, ['order_id', 'goods_id', 'sku_id', 'title', 'image', 'price', 'quantity', 'spec']),
    ),
);
type EventRow = Insertable<OrderEventsTable>;
const INSERT_EVENT = precompiled((db, a: EventRow) =>
  db
    .insertInto('order_events')
    .values(row(a, ['order_id', 'kind', 'code', 'params', 'text', 'created_at'])),
);
const INSERT_PAYMENT = precompiled(
  (db, a: { trade_no: string; user_id: number; amount: number; created_at: number }) =>
    db.insertInto('payments').values(row(a, ['trade_no', 'user_id', 'amount', 'created_at'])),
);

/**
 * PostgreSQL (data-modifying WITH): one order, its one line, its `created` event and the trade's
 * payment row as ONE statement, where Kysely would send four (issue 21: each round trip on the
 * sustained checkout costs the server thread a socket write and read).
 */
type OrderWithRowsArgs = Required<Pick<OrderRow, (typeof ORDER_COLUMNS)[number]>> & {
  item_goods_id: number;
  item_sku_id: number;
  item_title: string;
  item_image: string;
  item_price: number;
  item_quantity: number;
  item_spec: string;
  event_kind: string;
  event_code: string;
  event_params: string;
  event_text: string;
  payment_amount: number;
};
const INSERT_ORDER_WITH_ROWS_PG = precompiled((db, a: OrderWithRowsArgs) =>
  db
    .with('o', (q) =>
      q
        .insertInto('orders')
        .values(row(a, ORDER_COLUMNS))
        .returning(['id', 'order_sn', 'status', 'seller_id']),
    )
    .with('i', (q) =>
      q
        .insertInto('order_items')
        .columns(['order_id', 'goods_id', 'sku_id', 'title', 'image', 'price', 'quantity', 'spec'])
        .expression((eb) =>
          eb
            .selectFrom('o')
            .select([
              'o.id as order_id',
              sql<number>`${a.item_goods_id}::integer`.as('goods_id'),
              sql<number>`${a.item_sku_id}::integer`.as('sku_id'),
              sql<string>`${a.item_title}::text`.as('title'),
              sql<string>`${a.item_image}::text`.as('image'),
              sql<number>`${a.item_price}::integer`.as('price'),
              sql<number>`${a.item_quantity}::integer`.as('quantity'),
              sql<string>`${a.item_spec}::text`.as('spec'),
            ]),
        ),
    )
    .with('e', (q) =>
      q
        .insertInto('order_events')
        .columns(['order_id', 'kind', 'code', 'params', 'text', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('o')
            .select([
              'o.id as order_id',
              sql<string>`${a.event_kind}::text`.as('kind'),
              sql<string>`${a.event_code}::text`.as('code'),
              sql<string>`${a.event_params}::text`.as('params'),
              sql<string>`${a.event_text}::text`.as('text'),
              sql<number>`${a.created_at}::bigint`.as('created_at'),
            ]),
        ),
    )
    .with('p', (q) =>
      q.insertInto('payments').values({
        trade_no: a.trade_no,
        user_id: a.user_id,
        amount: a.payment_amount,
        created_at: a.created_at,
      }),
    )
    // the merchant event's row too (order-events.ts queueMerchantOrderEvents `known`)
    .selectFrom('o')
    .leftJoin('sellers as s', 's.id', 'o.seller_id')
    .select(['o.id', 'o.order_sn', 'o.status', 's.merchant_id']),
);

/** 'T' + Unix seconds + 12 hex: unique, alphanumeric, sortable by time. */
export function newTradeNo(now: number): string {
  return `T${now}${randomHex(6)}`;
}
function newOrderSn(now: number): string {
  return `${now}${randomHex(5)}`.slice(0, 32);
}

/**
 * Submits: one order per seller, all under one trade. See the file comment.
 *
 * Statement order (issue 21, measured with the sustained checkout bench): the reads first, then
 * the new rows (orders, items and events each in ONE insert for all seller groups), the payment
 * row and the stored result, and only then the rows every buyer contends for (stock by
 * conditional update, its ledger rows in one insert, goods sales), so that on PostgreSQL their
 * row locks are held for three statements and the commit instead of the whole transaction. A
 * short SKU still refuses (423) and rolls everything back. tests/server/checkout-statements
 * holds the statement count of one order.
 */
export async function buy(
  app: AppContext,
  userId: number,
  input: CheckoutInput & { remark: string; client_key: string; group_id?: number },
  lang: Lang,
): Promise<BuyResult> {
  const { db } = app.database;
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  const tradeNo = newTradeNo(now);
  /** what `takeContended` takes once the result is stored */
  let stockMoves: { skuId: number; n: number; key: string; ref: string; title: string }[] = [];
  let sales = new Map<number, number>();
  // once per client_key: a repeat (or a concurrent one) answers the first result
  const created = await submitOnce(
    db,
    { user_id: userId, client_key: input.client_key, trade_no: tradeNo, now },
    async (tx): Promise<BuyResult> => {
      stockMoves = [];
      sales = new Map();
      if (input.activity_goods_id) {
        // serialises one user's activity purchases so the per-user limit holds under races
        await tx
          .updateTable('users')
          .set({ status: sql<number>`status` })
          .where('id', '=', userId)
          .execute();
      }
      const { preview, lines, address, coupon } = await computeCheckout(
        tx,
        userId,
        input,
        now,
        lang,
        { submitting: true },
      );
      if (!address) throw invalid(t(lang, 'order.addressRequired'));
      const deadline = now + preview.pay_seconds;
      const addressJson = JSON.stringify(address);
      const sns = preview.groups.map(() => newOrderSn(now));
      // one insert for the orders of every seller group; ids matched back by order_sn
      const orderRows: OrderRow[] = preview.groups.map((group, i) => ({
        order_sn: sns[i] as string,
        user_id: userId,
        status: ORDER.PENDING,
        activity_type: preview.activity_type,
        activity_goods_id: preview.activity_goods_id,
        goods_amount: group.goods_amount,
        freight: group.freight,
        discount: group.full_cut + group.three_for_ten_saving + group.coupon_discount,
        full_cut: group.full_cut,
        coupon_discount: group.coupon_discount,
        coupon_user_id: coupon?.id ?? null,
        pay_amount: group.pay_amount,
        pay_deadline: deadline,
        seller_id: group.seller_id,
        trade_no: tradeNo,
        client_key: input.client_key,
        address_json: addressJson,
        remark: input.remark,
        created_at: now,
      }));
      const itemsOf = (orderId: number, i: number): ItemRow[] =>
        (preview.groups[i]?.lines ?? []).map((l) => ({
          order_id: orderId,
          goods_id: l.goods_id,
          sku_id: l.sku_id,
          title: l.title,
          image: l.image,
          price: l.price,
          quantity: l.quantity,
          spec: JSON.stringify(l.spec),
        }));
      const created = orderEvent('created');
      const payment = {
        trade_no: tradeNo,
        user_id: userId,
        amount: preview.pay_amount,
        created_at: now,
      };
      let orderIds: number[];
      let merchantRows: MerchantOrderRow[] | undefined;
      let paid = false;
      const [onlyItem, ...moreItems] = itemsOf(0, 0);
      if (isPg(tx) && orderRows.length === 1 && onlyItem && moreItems.length === 0) {
        // PostgreSQL, one order of one line: its rows and the payment in one statement
        const r = await INSERT_ORDER_WITH_ROWS_PG.first(tx, {
          ...(orderRows[0] as OrderWithRowsArgs),
          item_goods_id: onlyItem.goods_id,
          item_sku_id: onlyItem.sku_id,
          item_title: onlyItem.title,
          item_image: onlyItem.image,
          item_price: onlyItem.price,
          item_quantity: onlyItem.quantity,
          item_spec: onlyItem.spec ?? '{}',
          event_kind: 'created',
          event_code: created.code,
          event_params: created.params,
          event_text: created.text,
          payment_amount: payment.amount,
        });
        if (!r) throw new Error('order not inserted');
        orderIds = [r.id];
        merchantRows = [{ id: r.id, status: r.status, merchant_id: r.merchant_id }];
        paid = true;
      } else {
        const inserted =
          orderRows.length === 1
            ? await INSERT_ORDER.rows(tx, orderRows[0]!)
            : await tx
                .insertInto('orders')
                .values(orderRows)
                .returning(['id', 'order_sn'])
                .execute();
        const idOf = new Map(inserted.map((r) => [r.order_sn, r.id]));
        orderIds = sns.map((sn) => {
          const id = idOf.get(sn);
          if (id === undefined) throw new Error(`order ${sn} not inserted`);
          return id;
        });
        const itemRows = orderIds.flatMap((id, i) => itemsOf(id, i));
        if (itemRows.length === 1) await INSERT_ITEM.execute(tx, itemRows[0]!);
        else await tx.insertInto('order_items').values(itemRows).execute();
        const eventRows: EventRow[] = orderIds.map((orderId) => ({
          order_id: orderId,
          kind: 'created',
          ...created,
          created_at: now,
        }));
        if (eventRows.length === 1) await INSERT_EVENT.execute(tx, eventRows[0]!);
        else await tx.insertInto('order_events').values(eventRows).execute();
      }
      // the stock per SKU of each order, taken last (takeContended)
      preview.groups.forEach((group, i) => {
        const orderId = orderIds[i] as number;
        const perSku = new Map<number, { n: number; title: string; goods_id: number }>();
        for (const l of group.lines) {
          const p = perSku.get(l.sku_id);
          if (p) p.n += l.quantity;
          else perSku.set(l.sku_id, { n: l.quantity, title: l.title, goods_id: l.goods_id });
        }
        for (const [skuId, p] of perSku) {
          stockMoves.push({
            skuId,
            n: p.n,
            key: `order:${orderId}:${skuId}`,
            ref: `order:${orderId}`,
            title: p.title,
          });
          sales.set(p.goods_id, (sales.get(p.goods_id) ?? 0) + p.n);
        }
      });
      // feature hooks in this transaction (group buying, type 4: open or join the group,
      // modules/promo; order-hooks.ts)
      await runOrderPlacedHooks(tx, {
        userId,
        orderId: orderIds[0] ?? 0,
        activityGoodsId: preview.activity_goods_id,
        activityType: preview.activity_type,
        groupId: input.group_id,
        now,
        lang,
      });
      // points exchange: its points, in this transaction (modules/activity)
      await takeExchangePoints(tx, {
        userId,
        orderId: orderIds[0] ?? 0,
        points: preview.integral ?? 0,
        now,
        lang,
      });
      if (coupon) {
        const used = await tx
          .updateTable('coupon_users')
          .set({ status: 1, used_at: now, order_id: orderIds[0] ?? null })
          .where('id', '=', coupon.id)
          .where('user_id', '=', userId)
          .where('status', '=', 0)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw invalid(t(lang, 'order.couponUnusable'));
      }
      const cartIds = lines.map((l) => l.cart_id).filter((id) => id > 0);
      if (cartIds.length > 0) {
        await tx
          .deleteFrom('cart_items')
          .where('user_id', '=', userId)
          .where('id', 'in', cartIds)
          .execute();
      }
      if (!paid) await INSERT_PAYMENT.execute(tx, payment);
      const result: BuyResult = {
        trade_no: tradeNo,
        order_ids: orderIds,
        pay_amount: preview.pay_amount,
        pay_deadline: deadline,
      };
      await queueMerchantOrderEvents(tx, orderIds, afterCommit, merchantRows);
      return result;
    },
    // the contended rows last: stock (conditional, ledger rows), then the goods' sales counters
    async (tx, _result, submission) => {
      const short = await takeStocksWithSales(
        tx,
        stockMoves,
        sales,
        { operator: `user:${userId}`, now },
        submission,
      );
      if (short !== null) {
        const title = stockMoves.find((m) => m.skuId === short)?.title ?? '';
        throw locked(t(lang, 'order.stockShortGoods', { title }));
      }
    },
  );
  runAfterCommit(app, afterCommit);
  return created;
}

export { WAREHOUSE_LOCATION_ID };
