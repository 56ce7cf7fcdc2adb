/**
 * Ordering at a local shop (docs/api-local-shop.md): the quote (`confirm`) and the submission
 * (`create`) run the same computation over the server's current prices, fees, stock, hours and
 * delivery range — the client's totals are never trusted. A submission is ONE transaction:
 * the idempotency claim (`submissions`, by client_key), the order (`orders.local_shop_id`), its
 * items and details, the stock of each SKU taken from the shop's own location by conditional
 * update with a ledger row, and the payment trade (kind `order`, paid through `/api/pay/pay`).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type {
  LocalCreateResult,
  LocalItemDetail,
  LocalLineInput,
  LocalMenu,
  LocalMode,
  LocalNotice,
  LocalOrderDetail,
  LocalOrderSummary,
  LocalPage,
  LocalPoint,
  LocalQuote,
  LocalQuoteLine,
  LocalAddressProblem,
  LocalShopCard,
  LocalShopDetail,
  LocalSlot,
} from '../../../shared/contract/local-shop';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { chinaDateTime } from '../../lib/china-time';
import { submitOnce } from '../../lib/submissions';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { forbidden, invalid, locked, ReplyError } from '../../lib/reply';
import { readSettings } from '../config/config.repository';
import { newTradeNo } from '../order/checkout.service';
import { ORDER, transition } from '../order/order.state';
import { closeUnpaidOrder, sweepOverdue, takeStock } from '../order/order.service';
import { runAfterCommit } from '../order/order-events';
import type { AfterCommit } from '../payment/payment-kinds';
import { findAddress } from '../user/address.repository';
import { placeAddress } from '../user/address-location'; // issue 19, brief B
import type { GeocoderProvider, GeoPoint } from '../../providers/geocoder';
import { haversineM } from './distance';
import { chinaDayAndTime, isOpenAt, nextOpening, slotAllowed, slotStarts } from './hours';
import { localOrderDetail, localOrderPage, localOrderRow } from './local.orders';
import {
  hoursOf,
  ITEM_ON_MENU,
  itemsWithSkus,
  menuItemRow,
  menuRows,
  newShopsPage,
  noticesPage,
  openShop,
  productsPage,
  publicItem,
  SHOP,
  shopLocation,
  shopsNear,
  toCard,
  toDetail,
  type ShopRow,
  type ShopSort,
} from './local.repository';
import { orderEvent } from '../order/order-event-text';

export interface OrderInput {
  shop_id: number;
  lines: LocalLineInput[];
  mode: LocalMode;
  slot_start: number;
  address_id?: number;
  lat_e6?: number;
  lng_e6?: number;
}

export interface DeliveryAddress {
  id: number;
  consignee: string;
  mobile: string;
  full_address: string;
}

interface Computed {
  quote: LocalQuote;
  shop: ShopRow;
  location: number;
  address: DeliveryAddress | null;
  /** the refusal `create` answers with (423 rule / 422 stock), null when it can order */
  refusal: ReplyError | null;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

function slotLabel(lang: Lang, now: number, at: number): string {
  const { days, hhmm } = chinaDayAndTime(now, at);
  const day =
    days === 0
      ? t(lang, 'local.today')
      : days === 1
        ? t(lang, 'local.tomorrow')
        : days === 2
          ? t(lang, 'local.dayAfter')
          : chinaDateTime(at).slice(5, 10);
  return `${day} ${hhmm}`;
}

/** Merges repeated SKUs of the input (their quantities add up), keeping first-seen order. */
export function mergeLines(lines: readonly LocalLineInput[]): LocalLineInput[] {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l.sku_id, (out.get(l.sku_id) ?? 0) + l.quantity);
  return [...out].map(([sku_id, quantity]) => ({ sku_id, quantity }));
}

/**
 * The quote of an order at a shop as of `now` (see the file comment). Throws 422 for input
 * that names something that is not there (shop, SKU of another shop), 403 for another user's
 * address; everything else that stops an order is in `quote.blocked` and `refusal`.
 */
export async function computeQuote(
  db: Executor,
  userId: number,
  input: OrderInput,
  now: number,
  lang: Lang,
  geocoder: GeocoderProvider,
): Promise<Computed> {
  const shop = await openShop(db, input.shop_id);
  if (!shop) throw invalid(`shop_id: ${t(lang, 'local.shopNotFound')}`);
  const location = await shopLocation(db, shop.id);
  if (location === null) throw invalid(`shop_id: ${t(lang, 'local.shopNotFound')}`);
  const lines = mergeLines(input.lines);
  const skus = await db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'k.id').on('st.location_id', '=', location),
    )
    .select([
      'k.id',
      'k.goods_id',
      'k.spec',
      'k.price',
      'k.image as sku_image',
      'g.title',
      'g.image',
      'g.status',
      'g.packing_fee',
      'g.local_shop_id',
      sql<number>`coalesce(st.quantity, 0)`.as('stock'),
    ])
    .where(
      'k.id',
      'in',
      lines.map((l) => l.sku_id),
    )
    .execute();
  const bySku = new Map(skus.map((s) => [s.id, s]));
  const quoteLines: LocalQuoteLine[] = [];
  for (const [i, l] of lines.entries()) {
    const s = bySku.get(l.sku_id);
    if (!s || s.local_shop_id !== shop.id) {
      throw invalid(`lines.${i}.sku_id: ${t(lang, 'local.skuNotOfShop')}`);
    }
    const stock = Number(s.stock);
    const problem: LocalQuoteLine['problem'] =
      s.status !== ITEM_ON_MENU
        ? 'off_menu'
        : stock <= 0
          ? 'sold_out'
          : stock < l.quantity
            ? 'not_enough'
            : null;
    const spec = Object.values(parseJson<Record<string, string>>(s.spec, {}) ?? {}).join(' / ');
    quoteLines.push({
      sku_id: s.id,
      goods_id: s.goods_id,
      name: s.title,
      spec,
      image: s.sku_image || s.image,
      price: Number(s.price),
      quantity: l.quantity,
      packing_fee: Number(s.packing_fee),
      problem,
      stock,
    });
  }
  const ok = quoteLines.filter((l) => l.problem === null);
  const goodsAmount = ok.reduce((a, l) => a + l.price * l.quantity, 0);
  const packing = ok.reduce((a, l) => a + l.packing_fee * l.quantity, 0);
  const delivery = input.mode === 'delivery';
  const deliveryFee = delivery ? Number(shop.delivery_fee) : 0;
  const minGap = delivery ? Math.max(0, Number(shop.min_order) - goodsAmount) : 0;

  let address: DeliveryAddress | null = null;
  // issue 19, brief B: delivery goes to the address, so its range is measured from the address's
  // point (picked or geocoded when saved; geocoded now for addresses saved before); null = it
  // cannot be placed, and is refused rather than assumed in range
  let addressPoint: GeoPoint | null = null;
  if (input.address_id !== undefined) {
    const a = await findAddress(db, userId, input.address_id);
    if (!a) throw forbidden(`address_id: ${t(lang, 'local.addressForbidden')}`);
    if (delivery) addressPoint = await placeAddress({ geocoder }, a);
    address = {
      id: a.id,
      consignee: a.name,
      mobile: a.mobile,
      full_address: `${a.province}${a.city}${a.district}${a.detail}`,
    };
  }
  const point: LocalPoint | null =
    input.lat_e6 !== undefined && input.lng_e6 !== undefined
      ? { lat_e6: input.lat_e6, lng_e6: input.lng_e6 }
      : null;

  const hours = hoursOf(shop);
  const openNow = shop.status === SHOP.OPEN && isOpenAt(hours, now);
  const slots: LocalSlot[] = [];
  if (shop.status === SHOP.OPEN) {
    if (openNow)
      slots.push({ start: 0, label: t(lang, delivery ? 'local.asap' : 'local.asapPickup') });
    for (const start of slotStarts(hours, now))
      slots.push({ start, label: slotLabel(lang, now, start) });
  }

  // The first rule that stops the order, as the refusal `create` gives.
  let refusal: ReplyError | null = null;
  let addressProblem: LocalAddressProblem | null = null;
  const addressKm = addressPoint ? haversineM(addressPoint, shop) : 0;
  if (shop.status !== SHOP.OPEN) {
    refusal = locked(t(lang, 'local.shopPaused'));
  } else if (input.slot_start === 0 && !openNow) {
    const next = nextOpening(hours, now);
    refusal = locked(
      next === null
        ? t(lang, 'local.shopClosed')
        : t(lang, 'local.shopClosedUntil', { time: slotLabel(lang, now, next) }),
    );
  } else if (input.slot_start !== 0 && !slotAllowed(hours, now, input.slot_start)) {
    refusal = locked(`slot_start: ${t(lang, 'local.slotInvalid')}`);
  } else if (delivery && shop.delivery !== 1) {
    refusal = locked(t(lang, 'local.noDelivery'));
  } else if (!delivery && shop.pickup !== 1) {
    refusal = locked(t(lang, 'local.noPickup'));
  } else if (delivery && address && !addressPoint) {
    // issue 19, brief B: an address that cannot be placed
    addressProblem = 'unplaced';
    refusal = locked(t(lang, 'address.unplaced'));
  } else if (delivery && address && addressKm > shop.delivery_radius_m) {
    // issue 19, brief B: an address farther than the shop delivers
    addressProblem = 'out_of_range';
    refusal = locked(
      t(lang, 'address.outOfRange', {
        km: (addressKm / 1000).toFixed(1),
        max: (shop.delivery_radius_m / 1000).toFixed(1),
      }),
    );
  } else if (delivery && !address && !point) {
    refusal = locked(t(lang, 'local.chooseLocation'));
  } else if (delivery && !address && point && haversineM(point, shop) > shop.delivery_radius_m) {
    refusal = locked(
      t(lang, 'local.outOfRange', {
        km: (haversineM(point, shop) / 1000).toFixed(1),
        max: (shop.delivery_radius_m / 1000).toFixed(1),
      }),
    );
  } else {
    const bad = quoteLines.find((l) => l.problem !== null);
    if (bad) {
      const key =
        bad.problem === 'sold_out'
          ? 'soldOut'
          : bad.problem === 'off_menu'
            ? 'offMenu'
            : 'notEnough';
      refusal = invalid(t(lang, `local.${key}`, { title: bad.name }));
    } else if (minGap > 0) {
      refusal = locked(t(lang, 'local.belowMinimum', { gap: yuan(minGap) }));
    }
  }
  return {
    shop,
    location,
    address,
    refusal,
    quote: {
      shop: toCard(shop, now, point),
      lines: quoteLines,
      goods_amount: goodsAmount,
      packing_fee: packing,
      delivery_fee: deliveryFee,
      pay_amount: goodsAmount + packing + deliveryFee,
      min_order_gap: minGap,
      slots,
      blocked: refusal?.message ?? null,
      address_problem: addressProblem,
    },
  };
}

function newOrderSn(now: number): string {
  return `L${now}${randomBytes(5).toString('hex')}`.slice(0, 32);
}

/** Creates the order (see the file comment); a repeated client_key answers the first result. */
export async function createOrder(
  app: AppContext,
  userId: number,
  input: OrderInput & { client_key: string; remark: string },
  lang: Lang,
): Promise<LocalCreateResult> {
  const { db } = app.database;
  const now = app.clock.now();
  const tradeNo = newTradeNo(now);
  // once per client_key: a repeat (or a concurrent one) answers the first result
  return submitOnce(
    db,
    { user_id: userId, client_key: input.client_key, trade_no: tradeNo, now },
    async (tx): Promise<LocalCreateResult> => {
      const c = await computeQuote(tx, userId, input, now, lang, app.geocoder);
      if (c.refusal) throw c.refusal;
      const delivery = input.mode === 'delivery';
      if (delivery && !c.address) throw invalid(`address_id: ${t(lang, 'local.addressRequired')}`);
      const q = c.quote;
      const deadline = now + (await readSettings(tx, 'order')).pay_deadline_s;
      const addressJson = JSON.stringify(delivery ? c.address : null);
      const order = await tx
        .insertInto('orders')
        .values({
          order_sn: newOrderSn(now),
          user_id: userId,
          status: ORDER.PENDING,
          goods_amount: q.goods_amount,
          freight: q.delivery_fee,
          discount: 0,
          pay_amount: q.pay_amount,
          pay_deadline: deadline,
          paid_at: null,
          seller_id: 0,
          trade_no: tradeNo,
          client_key: input.client_key,
          address_json: addressJson,
          remark: input.remark,
          local_shop_id: c.shop.id,
          created_at: now,
        })
        .returning(['id', 'order_sn'])
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('order_items')
        .values(
          q.lines.map((l) => ({
            order_id: order.id,
            goods_id: l.goods_id,
            sku_id: l.sku_id,
            title: l.name,
            image: l.image,
            price: l.price,
            quantity: l.quantity,
            spec: JSON.stringify(l.spec ? { 规格: l.spec } : {}),
          })),
        )
        .execute();
      await tx
        .insertInto('order_events')
        .values({ order_id: order.id, kind: 'created', ...orderEvent('created'), created_at: now })
        .execute();
      // stock per SKU in SKU order (a fixed lock order), from the shop's own location
      for (const l of [...q.lines].sort((a, b) => a.sku_id - b.sku_id)) {
        const took = await takeStock(
          tx,
          l.sku_id,
          l.quantity,
          {
            key: `order:${order.id}:${l.sku_id}`,
            ref: `order:${order.id}`,
            operator: `user:${userId}`,
            now,
          },
          c.location,
        );
        if (!took) throw invalid(t(lang, 'local.notEnough', { title: l.name }));
        await tx
          .updateTable('goods')
          .set({ sales: sql<number>`sales + ${l.quantity}` })
          .where('id', '=', l.goods_id)
          .execute();
      }
      await tx
        .insertInto('local_order_details')
        .values({
          order_id: order.id,
          shop_id: c.shop.id,
          mode: input.mode,
          slot_start: input.slot_start,
          address_json: addressJson,
          packing_fee: q.packing_fee,
          pickup_code: String(randomInt(0, 10000)).padStart(4, '0'),
          accepted_at: null,
          dispatched_at: null,
          created_at: now,
        })
        .execute();
      await tx
        .insertInto('payments')
        .values({ trade_no: tradeNo, user_id: userId, amount: q.pay_amount, created_at: now })
        .execute();
      const result: LocalCreateResult = {
        order_id: order.id,
        order_sn: order.order_sn,
        pay_amount: q.pay_amount,
        pay_deadline: deadline,
      };
      return result;
    },
  );
}

// ---- the catalogue routes (local.routes.ts) ----

interface PageInput {
  page: number;
  limit: number;
}

interface MaybePoint {
  lat_e6?: number;
  lng_e6?: number;
}

function pointOf(i: MaybePoint): LocalPoint | null {
  return i.lat_e6 !== undefined && i.lng_e6 !== undefined
    ? { lat_e6: i.lat_e6, lng_e6: i.lng_e6 }
    : null;
}

/** Open shops within `radius_m` of the point, one page. */
export async function shopsPage(
  app: AppContext,
  input: PageInput &
    LocalPoint & { radius_m: number; category_id?: number; keyword?: string; sort: ShopSort },
): Promise<LocalPage<LocalShopCard>> {
  const from = { lat_e6: input.lat_e6, lng_e6: input.lng_e6 };
  const { rows, total } = await shopsNear(app.database.db, {
    from,
    radiusM: input.radius_m,
    categoryId: input.category_id,
    keyword: input.keyword,
    sort: input.sort,
    page: input.page,
    limit: input.limit,
  });
  const now = app.clock.now();
  return {
    list: rows.map((r) => toCard(r, now, from)),
    total,
    has_more: input.page * input.limit < total,
  };
}

/** The newest open shops, one page (distances from the point when given). */
export async function newShops(
  app: AppContext,
  input: PageInput & MaybePoint,
): Promise<LocalPage<LocalShopCard>> {
  const from = pointOf(input);
  const { rows, total } = await newShopsPage(
    app.database.db,
    input.limit,
    (input.page - 1) * input.limit,
  );
  const now = app.clock.now();
  return {
    list: rows.map((r) => toCard(r, now, from)),
    total,
    has_more: input.page * input.limit < total,
  };
}

export async function shopDetail(
  app: AppContext,
  input: { id: number } & MaybePoint,
  lang: Lang,
): Promise<LocalShopDetail> {
  const row = await openShop(app.database.db, input.id);
  if (!row) throw invalid(`id: ${t(lang, 'local.shopNotFound')}`);
  return toDetail(row, app.clock.now(), pointOf(input));
}

/** A shop's menu by category; items of no (or a gone) category under 其他, empty ones left out. */
export async function shopMenu(app: AppContext, shopId: number, lang: Lang): Promise<LocalMenu> {
  const { db } = app.database;
  const shop = await openShop(db, shopId);
  if (!shop) throw invalid(`shop_id: ${t(lang, 'local.shopNotFound')}`);
  const { cats, rows } = await menuRows(db, shop.id);
  const items = (await itemsWithSkus(db, rows)).map(publicItem);
  const categories = cats.map((c) => ({
    id: c.id,
    name: c.name,
    items: items.filter((i) => i.menu_category_id === c.id),
  }));
  const loose = items.filter((i) => !cats.some((c) => c.id === i.menu_category_id));
  if (loose.length > 0) categories.push({ id: 0, name: '其他', items: loose });
  return { categories: categories.filter((c) => c.items.length > 0) };
}

export async function productList(
  app: AppContext,
  input: PageInput & { shop_id?: number; category_id?: number; keyword?: string },
) {
  const { db } = app.database;
  const { rows, total } = await productsPage(db, {
    shopId: input.shop_id,
    categoryId: input.category_id,
    keyword: input.keyword,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return {
    list: (await itemsWithSkus(db, rows)).map(publicItem),
    total,
    has_more: input.page * input.limit < total,
  };
}

export async function productDetail(
  app: AppContext,
  input: { id: number } & MaybePoint,
  lang: Lang,
): Promise<LocalItemDetail> {
  const { db } = app.database;
  const row = await menuItemRow(db, input.id);
  const shop = row ? await openShop(db, row.local_shop_id ?? 0) : undefined;
  if (!row || !shop) throw invalid(`id: ${t(lang, 'local.itemNotFound')}`);
  const [item] = await itemsWithSkus(db, [row]);
  if (!item) throw invalid(`id: ${t(lang, 'local.itemNotFound')}`);
  return {
    ...publicItem(item),
    images: item.images.length > 0 ? item.images : [item.image],
    shop: toCard(shop, app.clock.now(), pointOf(input)),
  };
}

export async function noticeList(
  app: AppContext,
  input: PageInput & { shop_id?: number },
): Promise<LocalPage<LocalNotice>> {
  const { list, total } = await noticesPage(app.database.db, {
    shopId: input.shop_id,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { list, total, has_more: input.page * input.limit < total };
}

// ---- the buyer's orders ----

/** The caller's local orders, one page (overdue unpaid ones closed first). */
export async function buyerOrders(
  app: AppContext,
  userId: number,
  input: PageInput & { status: string },
): Promise<LocalPage<LocalOrderSummary>> {
  const { db } = app.database;
  await sweepOverdue(db, app.clock.now(), userId, app);
  return localOrderPage(
    db,
    { userId, status: input.status === 'all' ? null : Number(input.status) },
    input.page,
    input.limit,
  );
}

/** The caller's local order: 403 for another user's, 422 when there is none. */
async function myOrder(db: Executor, userId: number, orderId: number, lang: Lang) {
  const row = await localOrderRow(db, orderId, { status: null });
  if (!row) throw invalid(`id: ${t(lang, 'local.orderNotFound')}`);
  if (row.user_id !== userId) throw forbidden(t(lang, 'local.orderNotFound'));
  return row;
}

export async function buyerOrderDetail(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<LocalOrderDetail> {
  const { db } = app.database;
  await sweepOverdue(db, app.clock.now(), userId, app);
  return localOrderDetail(db, await myOrder(db, userId, orderId, lang), lang);
}

/** Cancels the caller's unpaid order (422 once it is paid or closed). */
export async function cancelBuyerOrder(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  await myOrder(db, userId, orderId, lang);
  const afterCommit: AfterCommit[] = [];
  const now = app.clock.now();
  const won = await db
    .transaction()
    .execute((tx) =>
      closeUnpaidOrder(tx, orderId, t('zh', 'local.cancelled'), now, `user:${userId}`, afterCommit),
    );
  if (!won) throw invalid(t(lang, 'local.cancelUnpaidOnly'));
  runAfterCommit(app, afterCommit);
  return null;
}

/** The caller confirms receipt of a dispatched order (422 unless shipped). */
export async function receiveBuyerOrder(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  await myOrder(db, userId, orderId, lang);
  const now = app.clock.now();
  const won = await db.transaction().execute((tx) =>
    transition(tx, orderId, [ORDER.SHIPPED], ORDER.RECEIVED, {
      now,
      extra: { received_at: now },
      event: { kind: 'received', ...orderEvent('receivedLocal') },
    }),
  );
  if (!won) throw invalid(t(lang, 'local.receiveShippedOnly'));
  return null;
}
