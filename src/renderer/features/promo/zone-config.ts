/**
 * The zone list screens of issue 8 (docs/api-promotions.md "Screens"), one configuration per
 * route: where the goods come from (an activity type code, a zone key of the zone calls, the
 * flash-sale sessions, the full-reduction tiers, the coupon list) and what each card adds
 * (points, "earn N points", free shipping, an add-to-cart button ...). `ActivityZone` renders
 * every one of them; the pages under pages/activityList are one line each.
 */
import type { ZoneKey } from './activity-api';
import './strings/zone';

/** Activity type codes of spec section 4 used by the zones. */
export const ZONE_TYPE = {
  flashSale: 1,
  integral: 3,
  newPerson: 11,
  secondOrder: 12,
  shoppingPoints: 16,
  threeForTen: 17,
  nine: 50,
  couponGet: 52,
  couponUse: 53,
} as const;

export type ZoneSource =
  /** `goods_activity_list` of one type; `brandChips` adds the brand filter (3 for ¥10),
   * `typeTabs` a tab per type code (the coupon zone's 52 / 53). */
  | {
      kind: 'activity';
      type: number;
      brandChips?: boolean;
      typeTabs?: readonly number[];
    }
  /** session tabs from `limited_sale_time`, the goods of the chosen session */
  | { kind: 'flash' }
  /** `getZoneGoodsList`; `cats` 'tabs' shows the zone's categories as tabs, 'param' reads
   * `?cat_id=` from the URL */
  | { kind: 'zone'; zone: ZoneKey; cats?: 'tabs' | 'param'; listRoute?: string }
  /** the zone's categories as a grid, each opening `listRoute?cat_id=` */
  | { kind: 'zoneCats'; zone: ZoneKey; listRoute: string }
  /** tiers and goods of `minus_price_info` */
  | { kind: 'full' }
  /** the welfare group's QR code and the coupons it gives */
  | { kind: 'groupGift' };

/** What a goods card shows beside the price. */
export type ZoneExtra =
  | 'points' // cash price + N points (points exchange)
  | 'earn' // "earn N points" (shopping earns points)
  | 'gift' // N bonus points (shopping gift)
  | 'zero' // N points, ¥0 cash (zero-price welfare)
  | 'freeShipping' // free-shipping badge (9.9 zone)
  | 'ended'; // read-only "ended" (previous periods)

export interface ZoneConfig {
  /** the hash route, also the PageFrame's `data-page` */
  route: string;
  /** strings under `promoZone.zones.<key>` (title, rules) */
  key: string;
  source: ZoneSource;
  /** the purchase gate whose prompt the rules banner shows to the logged-in user */
  gate?: 'newPerson' | 'secondOrder';
  extra?: ZoneExtra;
  /** card action: 'cart' adds the goods to the cart from the list (3 for ¥10), 'buy' opens the
   * detail to buy, disabled unless the session runs (flash sale) */
  action?: 'cart' | 'buy';
  /** 'row' for one goods per row (flash sale), else two columns */
  layout: 'grid' | 'row';
}

const P = 'pages/activityList/';

const list: ZoneConfig[] = [
  {
    route: `${P}newbie/newperson`,
    key: 'newperson',
    source: { kind: 'activity', type: ZONE_TYPE.newPerson },
    gate: 'newPerson',
    layout: 'grid',
  },
  {
    route: `${P}newbie/limitedtime`,
    key: 'limitedtime',
    source: { kind: 'activity', type: ZONE_TYPE.secondOrder },
    gate: 'secondOrder',
    layout: 'grid',
  },
  {
    route: `${P}flashSale/index`,
    key: 'flashSale',
    source: { kind: 'flash' },
    action: 'buy',
    layout: 'row',
  },
  {
    route: `${P}goods/integral_list`,
    key: 'integral',
    source: { kind: 'activity', type: ZONE_TYPE.integral },
    extra: 'points',
    layout: 'grid',
  },
  {
    route: `${P}goods/shopping_list`,
    key: 'shopping',
    source: { kind: 'activity', type: ZONE_TYPE.shoppingPoints },
    extra: 'earn',
    layout: 'grid',
  },
  {
    route: `${P}goods/zero_list`,
    key: 'zero',
    source: { kind: 'zone', zone: 'zero' },
    extra: 'zero',
    layout: 'grid',
  },
  {
    route: `${P}specialAreaFour/specialAreaFour`,
    key: 'nine',
    source: { kind: 'activity', type: ZONE_TYPE.nine },
    extra: 'freeShipping',
    layout: 'grid',
  },
  {
    route: `${P}sysj/sysj`,
    key: 'sysj',
    source: { kind: 'activity', type: ZONE_TYPE.threeForTen, brandChips: true },
    action: 'cart',
    layout: 'grid',
  },
  { route: `${P}full/full`, key: 'full', source: { kind: 'full' }, layout: 'grid' },
  {
    route: `${P}shoudan/shoudan`,
    key: 'shoudan',
    source: { kind: 'zone', zone: 'shoudan' },
    layout: 'grid',
  },
  {
    route: `${P}supermarket/supermarket`,
    key: 'supermarket',
    source: {
      kind: 'zone',
      zone: 'supermarket',
      cats: 'tabs',
      listRoute: `${P}supermarket/category`,
    },
    layout: 'grid',
  },
  {
    route: `${P}supermarket/list`,
    key: 'supermarketList',
    source: { kind: 'zone', zone: 'supermarket', cats: 'param' },
    layout: 'grid',
  },
  {
    route: `${P}supermarket/category`,
    key: 'supermarketCategory',
    source: { kind: 'zoneCats', zone: 'supermarket', listRoute: `${P}supermarket/list` },
    layout: 'grid',
  },
  {
    route: `${P}new_goods/new_goods`,
    key: 'newGoods',
    source: { kind: 'zone', zone: 'new_goods', cats: 'tabs' },
    layout: 'grid',
  },
  {
    route: `${P}nurse-clean/nurse-clean`,
    key: 'nurseClean',
    source: { kind: 'zone', zone: 'nurse-clean', cats: 'tabs' },
    layout: 'grid',
  },
  {
    route: `${P}house-ele/house-ele`,
    key: 'houseEle',
    source: { kind: 'zone', zone: 'house-ele', cats: 'tabs' },
    layout: 'grid',
  },
  {
    route: `${P}is-superior/is-superior`,
    key: 'isSuperior',
    source: { kind: 'zone', zone: 'is-superior', cats: 'tabs' },
    layout: 'grid',
  },
  {
    route: `${P}previousPeriod/previousPeriod`,
    key: 'previous',
    // goods of the activities that ended, most recently ended first
    source: { kind: 'zone', zone: 'previous' },
    extra: 'ended',
    layout: 'grid',
  },
  {
    route: `${P}previousPeriod/list`,
    key: 'previousList',
    // the same, of one category (`?cat_id=`)
    source: { kind: 'zone', zone: 'previous', cats: 'param' },
    extra: 'ended',
    layout: 'grid',
  },
  {
    route: `${P}userCoupon/userCoupon`,
    key: 'userCoupon',
    source: {
      kind: 'activity',
      type: ZONE_TYPE.couponGet,
      typeTabs: [ZONE_TYPE.couponGet, ZONE_TYPE.couponUse],
    },
    layout: 'grid',
  },
  {
    route: `${P}shoppingGift/shoppingGift`,
    key: 'shoppingGift',
    source: { kind: 'activity', type: ZONE_TYPE.shoppingPoints },
    extra: 'gift',
    layout: 'grid',
  },
  {
    route: `${P}groupGift/group_gift`,
    key: 'groupGift',
    source: { kind: 'groupGift' },
    layout: 'grid',
  },
];

/** Every zone list route and its configuration. */
export const ZONE_CONFIGS: ReadonlyMap<string, ZoneConfig> = new Map(list.map((c) => [c.route, c]));

export type ZoneRoute = string;

/** The configuration of a zone route; throws for a route that is not a zone (a coding error). */
export function zoneConfig(route: ZoneRoute): ZoneConfig {
  const c = ZONE_CONFIGS.get(route.replace(/^\/+/, '').split('?')[0] ?? '');
  if (!c) throw new Error(`not a zone route: ${route}`);
  return c;
}
