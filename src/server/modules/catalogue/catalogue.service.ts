/**
 * The catalogue's composed answers (catalogue.routes.ts, detail.routes.ts): the home data, the
 * goods list with its filters, the goods detail and the freight quote (freight.service.ts has
 * the rule).
 */
import { sql } from 'kysely';
import type {
  FreightQuote,
  GoodsDetail,
  GoodsItem,
  GoodsProp,
  IndexData,
  ListData,
  SkuItem,
} from '../../../shared/contract';
import type { CATALOGUE } from '../../../shared/contract/catalogue';
import type { RouteInput } from '../../../shared/contract/route';
import type { Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { forbidden, invalid, unauthorized } from '../../lib/reply';
import { readSettings } from '../config/config.repository';
import { defaultAddress, findAddress, type AddressRow } from '../user/address.repository';
import {
  banners,
  findBrandName,
  findCollection,
  findSellerCard,
  firstSku,
  homeNotices,
  homeZones,
} from './catalogue.repository';
import { threeForTenPrices } from '../cart/cart.repository';
import { THREE_FOR_TEN_TYPE } from '../../../shared/rules/cart-totals';
import { activityGoodsForFreight } from './freight.repository';
import {
  activityShipsFree,
  quoteSubmissionFreight,
  type Freight,
  type FreightLine,
} from './freight.service';
// issue 19 layout
import {
  categoryOfGoods,
  guaranteesOfGoods,
  runningActivityOf,
  sellerGoodsCount,
} from './detail-layout.repository';
import {
  countOf,
  findOnSale,
  goodsItemQuery,
  goodsPage,
  inCategory,
  listSkus,
  liveGoodsFigures,
  propsOf,
  sortGoods,
  toGoodsItem,
} from './goods.repository';

export async function homeData(db: Executor, lang: Lang, now: number): Promise<IndexData> {
  const zones = await homeZones(db, lang);
  const notices = await homeNotices(db);
  return { banners: await banners(db, 'home', now), zones, notices };
}

export async function goodsList(
  db: Executor,
  input: RouteInput<typeof CATALOGUE.goodsList>,
): Promise<ListData<GoodsItem>> {
  let q = goodsItemQuery(db);
  if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
  if (input.brand_id !== undefined) q = q.where('goods.brand_id', '=', input.brand_id);
  if (input.seller_id !== undefined) q = q.where('goods.seller_id', '=', input.seller_id);
  if (input.keyword) {
    const kw = `%${input.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    // ESCAPE is explicit: SQLite's LIKE has no default escape character (PostgreSQL's is \).
    q = q.where(sql<boolean>`goods.title like ${kw} escape '\\'`);
  }
  const total = await countOf(q);
  const sorted = sortGoods(q, input.sort);
  return goodsPage(sorted, total, input);
}

export async function recommendGoods(
  db: Executor,
  p: { page: number; limit: number },
): Promise<ListData<GoodsItem>> {
  const q = goodsItemQuery(db).where('goods.is_recommend', '=', 1);
  return goodsPage(q.orderBy('goods.sort', 'desc'), await countOf(q), p);
}

export async function topGoods(
  db: Executor,
  catId: number | undefined,
  limit: number,
): Promise<{ list: GoodsItem[] }> {
  let q = goodsItemQuery(db);
  if (catId !== undefined) q = await inCategory(db, q, catId);
  const page = await goodsPage(q.orderBy('goods.sales', 'desc'), 0, { page: 1, limit });
  return { list: page.list };
}

export async function goodsDetail(
  db: Executor,
  goodsId: number,
  userId: number | null,
  lang: Lang,
  now: number,
): Promise<GoodsDetail> {
  return withLiveFigures(db, await publicGoodsDetail(db, goodsId, lang, now), userId);
}

/**
 * The part of a goods detail that is the same for every user (issue 21: the public cache keeps
 * it, catalogue.routes.ts): `is_collected` false, stock and sales as read now; the caller adds
 * the live figures and the user's flag with `withLiveFigures`. Its running activity is the one
 * of `now`: an answer kept must stop at the next activity boundary (catalogue.cache.ts).
 */
export async function publicGoodsDetail(
  db: Executor,
  goodsId: number,
  lang: Lang,
  now: number,
): Promise<GoodsDetail> {
  const row = await goodsItemQuery(db)
    .select(['goods.images', 'goods.detail_images', 'goods.description'])
    .where('goods.id', '=', goodsId)
    .executeTakeFirst();
  if (!row) throw invalid(t(lang, 'goodsNotFound'));
  const skuItems = await listSkus(db, goodsId, row.image);
  const [seller, brand] = await Promise.all([
    row.seller_id ? findSellerCard(db, row.seller_id) : undefined,
    row.brand_id ? findBrandName(db, row.brand_id) : undefined,
  ]);
  // issue 19 layout: the price band's activity, the guarantees, the shop card's goods count
  const categoryId = await categoryOfGoods(db, goodsId);
  const [activity, guarantees, sellerGoods] = await Promise.all([
    runningActivityOf(db, goodsId, now),
    guaranteesOfGoods(db, categoryId),
    seller ? sellerGoodsCount(db, seller.id) : 0,
  ]);
  return {
    ...toGoodsItem(row),
    images: parseJson<string[]>(row.images, [row.image]),
    detail_images: parseJson<string[]>(row.detail_images, []),
    description: row.description,
    stock: skuItems.reduce((a, s) => a + s.stock, 0),
    skus: skuItems,
    seller: seller ? { ...seller, goods_count: sellerGoods } : null,
    brand: brand ?? null,
    is_collected: false,
    category_id: categoryId,
    activity,
    guarantees,
  };
}

/**
 * A goods detail with what must be current for this request: the warehouse stock of each SKU
 * and the sales (one indexed read: every order changes them) and the caller's collected flag.
 * `shared` is not changed (it may be the cached object).
 */
export async function withLiveFigures(
  db: Executor,
  shared: GoodsDetail,
  userId: number | null,
): Promise<GoodsDetail> {
  const [live, collected] = await Promise.all([
    liveGoodsFigures(db, shared.id),
    userId !== null ? findCollection(db, userId, shared.id) : undefined,
  ]);
  const skus = shared.skus.map((s) => ({ ...s, stock: live.stock.get(s.id) ?? 0 }));
  return {
    ...shared,
    sales: live.sales ?? shared.sales,
    stock: skus.reduce((a, s) => a + s.stock, 0),
    skus,
    is_collected: Boolean(collected),
  };
}

/** The SKU props of a goods on sale, in display order. */
export async function goodsProps(
  db: Executor,
  goodsId: number,
  lang: Lang,
): Promise<{ list: GoodsProp[] }> {
  const goods = await findOnSale(db, goodsId);
  if (!goods) throw invalid(t(lang, 'goodsNotFound'));
  return { list: propsOf(await listSkus(db, goods.id, goods.image)) };
}

/** The SKUs of a goods on sale with their warehouse stock. */
export async function goodsSkus(
  db: Executor,
  goodsId: number,
  lang: Lang,
): Promise<{ list: SkuItem[] }> {
  const goods = await findOnSale(db, goodsId);
  if (!goods) throw invalid(t(lang, 'goodsNotFound'));
  return { list: await listSkus(db, goods.id, goods.image) };
}

/**
 * The freight of `num` units of a SKU (without `sku_id`: the goods' first SKU, the one goods
 * lists link to) to the named address, else the caller's default one, else the default region.
 * Quoted by checkout's own freight function (`quoteSubmissionFreight`) for the line a buy-now
 * of the same goods would charge (issue 19): with `activity_goods_id` the activity's SKU at the
 * activity price with the activity's free-shipping promise (`sku_id` is then ignored, as the
 * activity confirmation ignores it); without it the SKU at its ten-yuan-three-items price when
 * it is in a running type-17 activity, else at the shop price; by the goods' freight template.
 */
export async function freightOf(
  db: Executor,
  input: RouteInput<typeof CATALOGUE.freight>,
  userId: number | null,
  now: number,
  lang: Lang,
): Promise<FreightQuote> {
  const goods = await findOnSale(db, input.goods_id);
  if (!goods) throw invalid(t(lang, 'goodsNotFound'));
  let line: FreightLine;
  if (input.activity_goods_id !== undefined) {
    const ag = await activityGoodsForFreight(db, input.activity_goods_id);
    if (!ag || ag.goods_id !== goods.id) {
      throw invalid(t(lang, 'activity.activityGoodsNotFound'));
    }
    line = {
      price: ag.price,
      quantity: input.num,
      type: ag.type,
      free_shipping: activityShipsFree(ag.type, ag.rules),
      template: goods.freight_template,
    };
  } else {
    const sku = await firstSku(db, goods.id, input.sku_id);
    if (!sku) throw invalid(t(lang, 'skuNotFound'));
    const promo = (await threeForTenPrices(db, [sku.id], now)).get(sku.id);
    line = {
      price: promo?.price ?? sku.price,
      quantity: input.num,
      type: promo ? THREE_FOR_TEN_TYPE : 0,
      free_shipping: false,
      template: goods.freight_template,
    };
  }

  let address: AddressRow | undefined;
  if (input.address_id !== undefined) {
    // An address is a user's object: naming one needs a login, and it must be the caller's.
    if (userId === null) throw unauthorized(t(lang, 'loginRequired'));
    address = await findAddress(db, userId, input.address_id);
    if (!address) throw forbidden(t(lang, 'addressForbidden'));
  } else if (userId !== null) {
    address = await defaultAddress(db, userId);
  }
  const rules = await readSettings(db, 'freight');
  const [quote] = quoteSubmissionFreight(rules, address?.province ?? null, [[line]]);
  return { ...(quote as Freight), address_id: address?.id ?? 0 };
}
