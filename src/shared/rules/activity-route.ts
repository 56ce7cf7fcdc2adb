// Which detail page an activity goods opens (spec section 4, "Activity type codes"), and which
// goods reference fields of spec section 3 name it (issue 25, nav-exp: `activity_info.id` and
// `activityOrderType` are read here too).

type Id = number | string;

/** A goods reference as lists and the API hand it over; field names as in the spec. */
export interface GoodsRef {
  id?: Id;
  goods_id?: Id;
  sku_id?: Id;
  activity_id?: Id;
  activity_goods_id?: Id;
  theme_id?: Id;
  seller_id?: Id;
  brand_id?: Id;
  type?: Id;
  goods_subregion?: Id;
  /**
   * The goods' activity: its type, brand, SKU and activity, and `id` — the activity goods
   * (`activity_goods.id`), used when `activity_goods_id` itself is absent.
   */
  activity_info?: {
    type?: Id;
    brand_id?: Id;
    sku_id?: Id;
    activity_id?: Id;
    id?: Id;
  };
  /**
   * On an order's goods (order lines, lines to review): the activity type the order was placed
   * under (0 or absent: a plain order). Reopening the goods from the order goes to that
   * activity's detail of the order's activity goods, whatever the goods' own type is now.
   */
  activityOrderType?: Id;
  sku_list?: { id?: Id }[];
}

/** Hash paths (no leading '#/') of the detail pages. */
const DETAIL_PATHS = {
  newPerson: 'pages/subpack1/newbie/newperson_detail',
  secondOrder: 'pages/subpack1/newbie/limitedtime_detail',
  integral: 'pages/subpack/goods/integral_detail',
  shoppingPoints: 'pages/subpack/goods/shopping_detail',
  list: 'pages/subpack/goods/list_detail',
  flashSale: 'pages/subpack/flashSale/killdetail',
  liveNine: 'pages/subpack/nine/live',
  threeForTen: 'pages/subpack/sysj/detail',
  threeForTenBrand: 'pages/subpack/sysj/brand',
  discount: 'pages/subpack/goods/discounts_detail',
  nine: 'pages/subpack/nine/index',
  coupon: 'pages/subpack/goods/userCoupon_detail',
  liveRecommend: 'pages/subpack/goods/liveRecommendDetail',
  special: 'pages/subpack/goods/qdd_datail',
  normal: 'pages/subpack/goods/detail',
} as const;

/** Query keys in the order they are written. */
const QUERY_KEYS = [
  'id',
  'goods_id',
  'sku_id',
  'activity_id',
  'activity_goods_id',
  'theme_id',
  'seller_id',
  'brand_id',
  'type',
] as const;

function isPresent(v: Id | null | undefined): v is Id {
  return v !== undefined && v !== null && v !== '';
}

/** Numeric value of a code, or undefined when absent or not a number ('11' counts as 11). */
function code(v: Id | null | undefined): number | undefined {
  if (!isPresent(v)) return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : undefined;
}

function firstPresent(...values: (Id | null | undefined)[]): Id | undefined {
  return values.find(isPresent);
}

function pathFor(type: number | undefined, brandId: Id | undefined, subregion?: number): string {
  switch (type) {
    case 11:
      return DETAIL_PATHS.newPerson;
    case 12:
      return DETAIL_PATHS.secondOrder;
    case 3:
      return DETAIL_PATHS.integral;
    case 16:
      return DETAIL_PATHS.shoppingPoints;
    case 2:
      return DETAIL_PATHS.list;
    case 1:
    case 4:
      return DETAIL_PATHS.flashSale;
    case 51:
      return DETAIL_PATHS.liveNine;
    case 17: {
      // Brand variant when brand_id is non-zero; an absent or non-numeric brand_id is not a brand.
      const brand = code(brandId);
      return brand !== undefined && brand !== 0
        ? DETAIL_PATHS.threeForTenBrand
        : DETAIL_PATHS.threeForTen;
    }
    case 18:
    case 19:
      return DETAIL_PATHS.discount;
    case 50:
      return DETAIL_PATHS.nine;
    case 52:
    case 53:
      return DETAIL_PATHS.coupon;
    case 55:
      return DETAIL_PATHS.liveRecommend;
    default:
      if (type === 200 && (subregion === 0 || subregion === 1)) return DETAIL_PATHS.special;
      return DETAIL_PATHS.normal;
  }
}

/**
 * The activity type that decides the detail page of `goods`, in this order:
 * 1. `activityOrderType` when it is a non-zero code and the reference names the activity goods
 *    (`activity_goods_id` or `activity_info.id`): the goods of an activity order reopen that
 *    activity's detail (without the activity goods that detail could not load, so the rest
 *    decides);
 * 2. `activity_info.type`;
 * 3. the goods' own `type`.
 */
function typeOf(goods: GoodsRef): Id | undefined {
  const orderType = code(goods.activityOrderType);
  const activityGoods = firstPresent(goods.activity_goods_id, goods.activity_info?.id);
  if (orderType !== undefined && orderType !== 0 && activityGoods !== undefined) {
    return goods.activityOrderType;
  }
  return firstPresent(goods.activity_info?.type, goods.type);
}

/**
 * Hash path with query string of the detail page for `goods`. The type is chosen by `typeOf`
 * (`activityOrderType` of an order's goods, else `activity_info`, else the goods); brand_id,
 * sku_id and activity_id are read from the goods first, `activity_info` second (brand_id the
 * other way round); `activity_goods_id` is the goods' own, else `activity_info.id`.
 */
export function activityDetailRoute(goods: GoodsRef): string {
  const info = goods.activity_info;
  const type = typeOf(goods);
  const brandId = firstPresent(info?.brand_id, goods.brand_id);
  const subregion = code(goods.goods_subregion);
  const path = pathFor(code(type), brandId, subregion);

  const values: Record<(typeof QUERY_KEYS)[number], Id | undefined> = {
    id: goods.id,
    goods_id: goods.goods_id,
    sku_id: firstPresent(goods.sku_id, info?.sku_id, goods.sku_list?.[0]?.id),
    activity_id: firstPresent(goods.activity_id, info?.activity_id),
    activity_goods_id: firstPresent(goods.activity_goods_id, info?.id),
    theme_id: goods.theme_id,
    seller_id: goods.seller_id,
    brand_id: brandId,
    type,
  };

  const params: string[] = [];
  for (const key of QUERY_KEYS) {
    const v = values[key];
    if (isPresent(v)) params.push(`${key}=${encodeURIComponent(String(v))}`);
  }
  if (path === DETAIL_PATHS.normal) {
    if (subregion === 0 || subregion === 1) params.push('is_dl=1');
    else if (subregion === 2) params.push('is_dl=2');
  }

  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
