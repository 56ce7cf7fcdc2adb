/**
 * Opening a shop and running it (docs/api-local-shop.md "Opening a shop"): the application
 * (one open application per user; approved at once when the console's `local_auto_approve` setting is on, which gives the
 * shop its stock location and the owner the `shop` right), the known places the location picker
 * searches, and the owner's moves — only on the owner's own shop (403 for anyone else). The SQL
 * is in local.repository.ts and local.orders.ts; the routes in local.owner.ts.
 */
import { reasonText } from '../../lib/reason-text';
import { autoApprove } from '../config/moderation-settings';
import type {
  LocalApplication,
  LocalHours,
  LocalNotice,
  LocalOrderDetail,
  LocalOrderSummary,
  LocalPage,
  LocalPlace,
  LocalShopCard,
  LocalStockResult,
} from '../../../shared/contract/local-shop';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { forbidden, invalid, locked } from '../../lib/reply';
import { notifyOps } from '../../lib/ops-events';
import { moveStock, StockError, emitStockChanged } from '../cabinet/stock.service';
import { ORDER, transition } from '../order/order.state';
import { ownUploadPath } from '../upload/upload.repository';
import { hoursProblem } from './hours';
import { localOrderDetail, localOrderPage, localOrderRow } from './local.orders';
import {
  acceptPaidOrder,
  approveShop,
  categoryExists,
  hasOpenApplication,
  insertNotice,
  insertShop,
  ITEM_OFF_MENU,
  ITEM_ON_MENU,
  latestApplication,
  localItem,
  lockUserRow,
  markDispatched,
  placesLike,
  SHOP,
  shopById,
  shopLocation,
  shopRowById,
  shopsOfOwner,
  skuById,
  setItemStatus,
  toCard,
} from './local.repository';
import { orderEvent } from '../order/order-event-text';

function toApplication(
  r: {
    id: number;
    name: string;
    category_id: number;
    phone: string;
    district: string;
    address: string;
    lat_e6: number;
    lng_e6: number;
    licence_no: string;
    licence_images: string;
    hours: string;
    status: number;
    review_code: string;
    review_reason: string;
    created_at: number;
  },
  lang: Lang,
): LocalApplication {
  return {
    id: r.id,
    name: r.name,
    category_id: r.category_id,
    phone: r.phone,
    address: `${r.district}${r.address}`,
    lat_e6: r.lat_e6,
    lng_e6: r.lng_e6,
    licence_no: r.licence_no,
    licence_images: parseJson<string[]>(r.licence_images, []),
    hours: parseJson<LocalHours[]>(r.hours, []),
    status: r.status === SHOP.PENDING ? 0 : r.status === SHOP.REJECTED ? 2 : 1,
    // issue 23: the operator's reason (a code in the reader's language, and their text)
    review_reason: reasonText(lang, r.review_code, r.review_reason),
    created_at: Number(r.created_at),
  };
}

export interface ApplyInput {
  name: string;
  category_id: number;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  lat_e6: number;
  lng_e6: number;
  licence_no: string;
  licence_images: string[];
  hours: LocalHours[];
}

/** A shop application: 423 while the user has one open (or a shop). */
export async function applyForShop(
  app: AppContext,
  userId: number,
  input: ApplyInput,
  lang: Lang,
): Promise<LocalApplication> {
  const { db } = app.database;
  if (hoursProblem(input.hours)) throw invalid(`hours: ${t(lang, 'local.slotInvalid')}`);
  if (!(await categoryExists(db, input.category_id))) {
    throw invalid(`category_id: ${t(lang, 'local.categoryNotFound')}`);
  }
  for (const url of input.licence_images) {
    if (!(await ownUploadPath(db, app.storage, userId, url))) {
      throw invalid(`licence_images: ${t(lang, 'local.imageNotOwn')}`);
    }
  }
  const now = app.clock.now();
  const shopId = await db.transaction().execute(async (tx) => {
    // serialises one user's applications: one open application (or shop) per user
    await lockUserRow(tx, userId);
    if (await hasOpenApplication(tx, userId)) throw locked(t(lang, 'local.applicationOpen'));
    const id = await insertShop(tx, {
      owner_user_id: userId,
      category_id: input.category_id,
      name: input.name,
      logo: input.licence_images[0] ?? '',
      cover: input.licence_images[0] ?? '',
      phone: input.phone,
      province: input.province,
      city: input.city,
      district: input.district,
      address: input.address,
      lat_e6: input.lat_e6,
      lng_e6: input.lng_e6,
      hours: JSON.stringify(input.hours),
      status: SHOP.PENDING,
      licence_no: input.licence_no,
      licence_images: JSON.stringify(input.licence_images),
      created_at: now,
    });
    if (await autoApprove(tx, 'local')) await approveShop(tx, id, now);
    return id;
  });
  // issue 23: the application reaches the console's moderation queue at once
  notifyOps(app, 'moderation', shopId);
  return toApplication(await shopRowById(db, shopId), lang);
}

/** The user's latest application, null when none. */
export async function myApplication(
  app: AppContext,
  userId: number,
  lang: Lang,
): Promise<LocalApplication | null> {
  const row = await latestApplication(app.database.db, userId);
  return row ? toApplication(row, lang) : null;
}

export async function searchPlaces(
  app: AppContext,
  input: { keyword: string; limit: number },
): Promise<{ list: LocalPlace[] }> {
  const rows = await placesLike(app.database.db, input.keyword, input.limit);
  const shops: LocalPlace[] = rows.map((r) => ({
    name: r.name,
    address: `${r.province}${r.city}${r.district}${r.address}`,
    lat_e6: r.lat_e6,
    lng_e6: r.lng_e6,
  }));
  // issue 19, brief B: places the geocoder knows by name (districts, cities, landmarks), their
  // address as province city district (a municipality's city not repeated)
  const places: LocalPlace[] = (await app.geocoder.search(input.keyword, input.limit)).map((p) => ({
    name: p.name,
    address: [p.province, p.city === p.province ? '' : p.city, p.district]
      .filter((x) => x && x !== p.name)
      .join(' '),
    lat_e6: p.lat_e6,
    lng_e6: p.lng_e6,
  }));
  return { list: [...places, ...shops].slice(0, input.limit) };
}

// ---- owner routes ----

/** The caller's shop: 403 for anyone else's, 422 when there is none. */
async function ownShop(db: Executor, userId: number, shopId: number, lang: Lang) {
  const shop = await shopById(db, shopId);
  if (!shop) throw invalid(`shop_id: ${t(lang, 'local.shopNotFound')}`);
  if (shop.owner_user_id !== userId) throw forbidden(t(lang, 'local.notOwner'));
  return shop;
}

/** An order of the caller's shops: 403 for anyone else's, 422 when there is none. */
async function ownerOrder(db: Executor, userId: number, orderId: number, lang: Lang) {
  const row = await localOrderRow(db, orderId, { status: null });
  if (!row) throw invalid(`id: ${t(lang, 'local.orderNotFound')}`);
  if (row.owner_user_id !== userId) throw forbidden(t(lang, 'local.notOwner'));
  return row;
}

/** A menu item (any status) of the caller's shop. */
async function ownItem(db: Executor, userId: number, goodsId: number, lang: Lang) {
  const g = await localItem(db, goodsId);
  if (!g) throw invalid(`id: ${t(lang, 'local.itemNotFound')}`);
  await ownShop(db, userId, g.local_shop_id ?? 0, lang);
  return g;
}

export async function ownerShopList(
  app: AppContext,
  userId: number,
): Promise<{ list: LocalShopCard[] }> {
  const rows = await shopsOfOwner(app.database.db, userId);
  return { list: rows.map((r) => toCard(r, app.clock.now(), null)) };
}

export async function ownerOrders(
  app: AppContext,
  userId: number,
  input: { page: number; limit: number; shop_id?: number; status: string },
  lang: Lang,
): Promise<LocalPage<LocalOrderSummary>> {
  const { db } = app.database;
  if (input.shop_id !== undefined) await ownShop(db, userId, input.shop_id, lang);
  return localOrderPage(
    db,
    {
      ownerId: userId,
      shopId: input.shop_id,
      status: input.status === 'all' ? null : Number(input.status),
    },
    input.page,
    input.limit,
  );
}

export async function ownerOrderDetail(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<LocalOrderDetail> {
  const { db } = app.database;
  return localOrderDetail(db, await ownerOrder(db, userId, orderId, lang), lang);
}

/** Accepts a paid order once (422 otherwise). */
export async function acceptOrder(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  await ownerOrder(db, userId, orderId, lang);
  const now = app.clock.now();
  const won = await db.transaction().execute((tx) => acceptPaidOrder(tx, orderId, now));
  if (!won) throw invalid(t(lang, 'local.orderStateWrong'));
  return null;
}

/** Paid → shipped: out for delivery, or ready for pick-up (422 otherwise). */
export async function dispatchOrder(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  const row = await ownerOrder(db, userId, orderId, lang);
  const now = app.clock.now();
  const won = await db.transaction().execute(async (tx) => {
    const ok = await transition(tx, orderId, [ORDER.PAID], ORDER.SHIPPED, {
      now,
      extra: { shipped_at: now },
      event: {
        kind: 'shipped',
        ...orderEvent(row.mode === 'pickup' ? 'localReady' : 'localDelivering'),
      },
    });
    if (ok) await markDispatched(tx, orderId, now);
    return ok;
  });
  if (!won) throw invalid(t(lang, 'local.orderStateWrong'));
  return null;
}

/** Shipped → received (422 otherwise). */
export async function completeOrder(
  app: AppContext,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  await ownerOrder(db, userId, orderId, lang);
  const now = app.clock.now();
  const won = await db.transaction().execute((tx) =>
    transition(tx, orderId, [ORDER.SHIPPED], ORDER.RECEIVED, {
      now,
      extra: { received_at: now },
      event: { kind: 'received', ...orderEvent('completed') },
    }),
  );
  if (!won) throw invalid(t(lang, 'local.orderStateWrong'));
  return null;
}

export async function addNotice(
  app: AppContext,
  userId: number,
  input: { shop_id: number; title: string; body: string },
  lang: Lang,
): Promise<LocalNotice> {
  const { db } = app.database;
  const shop = await ownShop(db, userId, input.shop_id, lang);
  const now = app.clock.now();
  const id = await insertNotice(db, {
    shop_id: shop.id,
    title: input.title,
    body: input.body,
    created_at: now,
  });
  return {
    id,
    shop_id: shop.id,
    shop_name: shop.name,
    title: input.title,
    body: input.body,
    created_at: now,
  };
}

/** Moves the stock of a SKU of the caller's shop at its location (idempotent by key). */
export async function moveItemStock(
  app: AppContext,
  userId: number,
  input: { sku_id: number; delta: number; key: string },
  lang: Lang,
): Promise<LocalStockResult> {
  const { db } = app.database;
  const sku = await skuById(db, input.sku_id);
  if (!sku) throw invalid(`sku_id: ${t(lang, 'local.itemNotFound')}`);
  const item = await ownItem(db, userId, sku.goods_id, lang);
  const location = await shopLocation(db, item.local_shop_id ?? 0);
  if (location === null) throw invalid(`sku_id: ${t(lang, 'local.shopNotFound')}`);
  try {
    const result = await db.transaction().execute((tx) =>
      moveStock(tx, {
        locationId: location,
        skuId: sku.id,
        delta: input.delta,
        reason: input.delta > 0 ? 'stock_in' : 'stock_out',
        ref: `local:${item.local_shop_id}`,
        operator: `user:${userId}`,
        idempotencyKey: `local:${userId}:${input.key}`,
        now: app.clock.now(),
      }),
    );
    emitStockChanged(app, [result]);
    return { sku_id: sku.id, stock: result.after };
  } catch (err) {
    if (err instanceof StockError) {
      throw invalid(`delta: ${t(lang, 'local.notEnough', { title: String(sku.id) })}`);
    }
    throw err;
  }
}

/** Puts an item of the caller's shop on the menu (on 1) or takes it off (0). */
export async function setItemOnMenu(
  app: AppContext,
  userId: number,
  input: { id: number; on: number },
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  const item = await ownItem(db, userId, input.id, lang);
  await setItemStatus(db, item.id, input.on === 1 ? ITEM_ON_MENU : ITEM_OFF_MENU);
  return null;
}
