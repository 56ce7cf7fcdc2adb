/**
 * Purchase (进货 jinhuo) as the merchant sees it (docs/api-guishang.md "Trade"): supplier goods,
 * the cart, confirmation, purchase orders from the cart or one goods (idempotent by client_key),
 * list/detail/cancel; receiving (partly if need be) is purchase-receive.service.ts. Reads sweep the merchant's overdue unpaid orders first.
 */
import { parseJson } from '../../lib/json';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { invalid, notFound } from '../../lib/reply';
import { addressView, findMerchantAddress } from './address.routes';
import { num } from './cabinet.shared';
import {
  addToCart,
  cartCount,
  cartItems,
  cartRows,
  deleteCartItems,
  findPurchase,
  findSupply,
  isOwnCabinet,
  orderOfClientKey,
  purchasePage,
  setCartItem,
  supplyPage,
  supplyStatus,
} from './purchase.repository';
import {
  closePurchaseOrder,
  createPurchaseOrder,
  emitPurchaseOrder,
  priceLines,
  PURCHASE,
  purchaseViews,
  supplyView,
  sweepPurchaseOrders,
  totals,
  type PurchaseOrderView,
} from './purchase.service';

async function addressOf(
  app: AppContext,
  merchantId: number,
  addressId: number | undefined,
  lang: Lang,
) {
  const a = await findMerchantAddress(app.database.db, merchantId, addressId);
  if (addressId !== undefined && !a) throw notFound(t(lang, 'cabinet.addressNotFound'));
  return a ? addressView(a) : null;
}

/** The merchant's cart items of these ids (all of them, or 422). */
export async function ownCartItems(app: AppContext, merchantId: number, ids: number[], lang: Lang) {
  const rows = await cartItems(app.database.db, merchantId, ids);
  if (rows.length !== ids.length) throw notFound(t(lang, 'cabinet.cartItemNotFound'));
  return rows;
}

async function orderView(
  app: AppContext,
  merchantId: number,
  orderId: number,
  lang: Lang,
  suggest = false,
): Promise<PurchaseOrderView> {
  const { db } = app.database;
  const row = await findPurchase(db, merchantId, orderId);
  if (!row) throw notFound(t(lang, 'cabinet.orderNotFound'));
  const [view] = await purchaseViews(db, [row], suggest);
  return view!;
}

// --- supplier goods ---

export async function supplyList(
  app: AppContext,
  f: { keyword?: string; page: number; limit: number },
) {
  const { total, rows } = await supplyPage(app.database.db, f);
  return { total, list: rows.map(supplyView) };
}

export async function supplyDetail(app: AppContext, id: number, lang: Lang) {
  const g = await findSupply(app.database.db, id);
  if (!g) throw notFound(t(lang, 'cabinet.supplyNotFound'));
  return {
    ...supplyView(g),
    images: parseJson<string[]>(g.images, g.image ? [g.image] : []),
    description: g.description,
  };
}

// --- cart ---

export async function cartList(app: AppContext, merchantId: number) {
  const rows = await cartRows(app.database.db, merchantId);
  const list = rows.map((r) => ({
    id: r.id,
    supply_goods_id: r.supply_goods_id,
    name: r.name,
    image: r.image,
    unit: r.unit,
    price: num(r.price),
    min_qty: r.min_qty,
    quantity: r.quantity,
    is_check: r.is_check,
    invalid: r.status !== 1,
  }));
  return {
    list,
    total_checked: list
      .filter((l) => l.is_check === 1 && !l.invalid)
      .reduce((n, l) => n + l.price * l.quantity, 0),
  };
}

export async function cartAdd(
  app: AppContext,
  merchantId: number,
  input: { supply_goods_id: number; quantity: number },
  lang: Lang,
) {
  const { db } = app.database;
  const g = await supplyStatus(db, input.supply_goods_id);
  if (!g) throw notFound(t(lang, 'cabinet.supplyNotFound'));
  if (g.status !== 1) throw invalid(`${g.name}: ${t(lang, 'cabinet.supplyOff')}`);
  await addToCart(db, merchantId, g.id, input.quantity, app.clock.now());
  return { cart_count: await cartCount(db, merchantId) };
}

export async function cartSet(
  app: AppContext,
  merchantId: number,
  input: { id: number; quantity?: number; is_check?: number },
  lang: Lang,
) {
  await ownCartItems(app, merchantId, [input.id], lang);
  if (input.quantity !== undefined || input.is_check !== undefined) {
    await setCartItem(app.database.db, merchantId, input.id, {
      ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
      ...(input.is_check === undefined ? {} : { is_check: input.is_check }),
    });
  }
  return { id: input.id };
}

export async function cartDelete(app: AppContext, merchantId: number, ids: number[], lang: Lang) {
  await ownCartItems(app, merchantId, ids, lang);
  await deleteCartItems(app.database.db, merchantId, ids);
  return { cart_count: await cartCount(app.database.db, merchantId) };
}

// --- confirmation and orders ---

export async function confirmPurchase(
  app: AppContext,
  merchantId: number,
  input: {
    cart_ids?: number[];
    supply_goods_id?: number;
    quantity?: number;
    address_id?: number;
  },
  lang: Lang,
) {
  const wanted = input.cart_ids
    ? await ownCartItems(app, merchantId, input.cart_ids, lang)
    : [{ supply_goods_id: input.supply_goods_id!, quantity: input.quantity! }];
  const lines = await priceLines(app.database.db, wanted, lang);
  const address = await addressOf(app, merchantId, input.address_id, lang);
  return { lines, ...totals(lines), address };
}

/** A purchase order (a client key already used answers its first order). */
export async function createPurchase(
  app: AppContext,
  merchantId: number,
  input: { address_id: number; cabinet_id: number; client_key: string; remark: string },
  wanted: () => Promise<{ supply_goods_id: number; quantity: number; id?: number }[]>,
  lang: Lang,
) {
  const { db } = app.database;
  const first = await orderOfClientKey(db, merchantId, input.client_key);
  if (first !== undefined) return orderView(app, merchantId, first, lang);
  if (!(await isOwnCabinet(db, merchantId, input.cabinet_id))) {
    throw notFound(t(lang, 'cabinet.cabinetNotFound'));
  }
  const address = await addressOf(app, merchantId, input.address_id, lang);
  const items = await wanted();
  const lines = await priceLines(db, items, lang);
  const { id: orderId } = await createPurchaseOrder(app, {
    merchantId,
    clientKey: input.client_key,
    cabinetId: input.cabinet_id,
    address: address!,
    lines,
    remark: input.remark,
    cartIds: items.flatMap((i) => (i.id === undefined ? [] : [i.id])),
    now: app.clock.now(),
  });
  return orderView(app, merchantId, orderId, lang);
}

export async function purchaseList(
  app: AppContext,
  merchantId: number,
  f: { status?: number; page: number; limit: number },
) {
  await sweepPurchaseOrders(app, merchantId);
  const { db } = app.database;
  const { rows, total } = await purchasePage(db, merchantId, f);
  return { total, list: await purchaseViews(db, rows) };
}

export async function purchaseDetail(
  app: AppContext,
  merchantId: number,
  orderId: number,
  lang: Lang,
) {
  await sweepPurchaseOrders(app, merchantId);
  return orderView(app, merchantId, orderId, lang, true);
}

export async function cancelPurchase(
  app: AppContext,
  merchantId: number,
  orderId: number,
  lang: Lang,
) {
  await orderView(app, merchantId, orderId, lang);
  const won = await app.database.db
    .transaction()
    .execute((tx) => closePurchaseOrder(tx, orderId, app.clock.now()));
  if (!won) throw invalid(t(lang, 'cabinet.notUnpaid'));
  emitPurchaseOrder(app, merchantId, orderId, PURCHASE.CANCELLED);
  return orderView(app, merchantId, orderId, lang);
}

/** Receiving (partly if need be): purchase-receive.service.ts (issue 18). */
export { receivePurchase } from './purchase-receive.service';
