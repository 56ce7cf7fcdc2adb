import { describe, expect, it } from 'vitest';
import { ZONE_CONFIGS, ZONE_TYPE, zoneConfig } from './zone-config';

const P = 'pages/activityList/';

// Page files of the zone routes, found the way the router finds them (not loaded here).
const PAGE_FILES = Object.keys(import.meta.glob('/src/renderer/pages/activityList/**/*.tsx')).map(
  (f) => f.replace(/^\/src\/renderer\//, '').replace(/\.tsx$/, ''),
);

describe('zone configuration', () => {
  it.each([
    ['newbie/newperson', ZONE_TYPE.newPerson],
    ['newbie/limitedtime', ZONE_TYPE.secondOrder],
    ['goods/integral_list', ZONE_TYPE.integral],
    ['goods/shopping_list', ZONE_TYPE.shoppingPoints],
    ['specialAreaFour/specialAreaFour', ZONE_TYPE.nine],
    ['sysj/sysj', ZONE_TYPE.threeForTen],
    ['userCoupon/userCoupon', ZONE_TYPE.couponGet],
    ['shoppingGift/shoppingGift', ZONE_TYPE.shoppingPoints],
  ])('%s lists the goods of activity type %i', (route, type) => {
    const c = zoneConfig(P + route);
    expect(c.source).toMatchObject({ kind: 'activity', type });
  });

  it.each([
    ['goods/zero_list', 'zero'],
    ['shoudan/shoudan', 'shoudan'],
    ['supermarket/supermarket', 'supermarket'],
    ['supermarket/list', 'supermarket'],
    ['new_goods/new_goods', 'new_goods'],
    ['nurse-clean/nurse-clean', 'nurse-clean'],
    ['house-ele/house-ele', 'house-ele'],
    ['is-superior/is-superior', 'is-superior'],
    ['previousPeriod/previousPeriod', 'previous'],
    ['previousPeriod/list', 'previous'],
  ])('%s reads zone key %s of the zone calls', (route, zone) => {
    expect(zoneConfig(P + route).source).toMatchObject({ kind: 'zone', zone });
  });

  it('gives each zone its own extras, gates, tabs and actions', () => {
    expect(zoneConfig(P + 'newbie/newperson').gate).toBe('newPerson');
    expect(zoneConfig(P + 'newbie/limitedtime').gate).toBe('secondOrder');
    expect(zoneConfig(P + 'goods/integral_list').extra).toBe('points');
    expect(zoneConfig(P + 'goods/shopping_list').extra).toBe('earn');
    expect(zoneConfig(P + 'shoppingGift/shoppingGift').extra).toBe('gift');
    expect(zoneConfig(P + 'specialAreaFour/specialAreaFour').extra).toBe('freeShipping');
    expect(zoneConfig(P + 'previousPeriod/list').extra).toBe('ended');
    expect(zoneConfig(P + 'sysj/sysj')).toMatchObject({
      action: 'cart',
      source: { brandChips: true },
    });
    expect(zoneConfig(P + 'userCoupon/userCoupon').source).toMatchObject({
      typeTabs: [ZONE_TYPE.couponGet, ZONE_TYPE.couponUse],
    });
    expect(zoneConfig(P + 'flashSale/index')).toMatchObject({
      source: { kind: 'flash' },
      action: 'buy',
      layout: 'row',
    });
    expect(zoneConfig(P + 'full/full').source).toEqual({ kind: 'full' });
    expect(zoneConfig(P + 'groupGift/group_gift').source).toEqual({ kind: 'groupGift' });
    expect(zoneConfig(P + 'supermarket/supermarket').source).toMatchObject({ cats: 'tabs' });
    expect(zoneConfig(P + 'supermarket/list').source).toMatchObject({ cats: 'param' });
    expect(zoneConfig(P + 'supermarket/category').source).toEqual({
      kind: 'zoneCats',
      zone: 'supermarket',
      listRoute: P + 'supermarket/list',
    });
  });

  it('accepts a leading slash and a query, and refuses a route that is not a zone', () => {
    expect(zoneConfig('/' + P + 'supermarket/list?cat_id=3').key).toBe('supermarketList');
    expect(() => zoneConfig('pages/index/index')).toThrow(/not a zone route/);
  });

  it('has one page file per zone route, each with its own strings key', () => {
    const keys = new Set<string>();
    for (const c of ZONE_CONFIGS.values()) {
      expect(PAGE_FILES).toContain(c.route);
      keys.add(c.key);
    }
    expect(keys.size).toBe(ZONE_CONFIGS.size);
    expect(ZONE_CONFIGS.size).toBe(22);
  });
});
