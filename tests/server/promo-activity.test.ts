/**
 * The activity server (docs/api-promotions.md "Routes (activity server)"): activity goods lists
 * and details by type code with their state from server time, random goods, the full zone, the
 * home zone entries, every themed zone's data source, the agent zone and the reward claim.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import { runningActivityGoods } from './promo-helpers';
import { buyer, clientKey, setStock } from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};
const DAY = 86400;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('promo-activity bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

const runningAgs = (type: number) => runningActivityGoods(t, type);

async function firstAg(type: number) {
  const [ag] = await runningAgs(type);
  if (!ag) throw new Error(`no running activity goods of type ${type}`);
  return ag;
}

async function activityOf(where: (now: number) => { type: number; ended?: boolean }) {
  const now = t.clock.now();
  const w = where(now);
  let q = db().selectFrom('activities').selectAll().where('type', '=', w.type);
  q = w.ended ? q.where('end_at', '<=', now) : q.where('start_at', '>', now);
  return q.orderBy('id').executeTakeFirstOrThrow();
}

const buyBodyOf = (agId: number, num = 1) => ({
  activity_goods_id: agId,
  num,
  coupon_user_id: 0,
  client_key: clientKey(),
});

describe('goods_activity_list', () => {
  it('lists the running goods of every seeded type code with the activity and its state', async () => {
    const types = await db()
      .selectFrom('activities')
      .select('type')
      .distinct()
      .where('status', '=', 1)
      .where('start_at', '<=', t.clock.now())
      .where('end_at', '>', t.clock.now())
      .execute();
    expect(types.length).toBeGreaterThanOrEqual(15);
    for (const { type } of types) {
      const before = t.clock.now();
      const res = await t.call('GET', '/api/activity/goods_activity_list', {
        query: { type, limit: 50 },
      });
      expect(res.code, `type ${type}: ${res.message}`).toBe(200);
      expect(res.data.activity.type).toBe(type);
      expect(res.data.activity.state).toBe('running');
      // the server's clock during the call (a second may tick over while it runs)
      expect(res.data.activity.server_time).toBeGreaterThanOrEqual(before);
      expect(res.data.activity.server_time).toBeLessThanOrEqual(t.clock.now());
      expect(res.data.list.length, `type ${type}`).toBeGreaterThan(0);
      expect(res.data.total).toBeGreaterThanOrEqual(res.data.list.length);
      const ids = new Set((await runningAgs(type)).map((a) => a.id));
      for (const item of res.data.list) {
        expect(item.type).toBe(type);
        expect(ids.has(item.id)).toBe(true);
        expect(item.price).toBeLessThan(item.original_price);
        expect(item.sold_out).toBe(item.stock <= 0);
        expect(item.sold).toBeGreaterThanOrEqual(0);
        if (type === 3 || type === 16) expect(item.integral).toBeGreaterThan(0);
      }
    }
  });

  it('flash sale: the running session; an upcoming or ended session by id, not buyable (237)', async () => {
    const running = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 1 },
    });
    expect(running.data.activity.state).toBe('running');

    const upcoming = await activityOf(() => ({ type: 1 }));
    const res = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 1, activity_id: upcoming.id },
    });
    expect(res.code).toBe(200);
    expect(res.data.activity.id).toBe(upcoming.id);
    expect(res.data.activity.state).toBe('not_started');
    const u = await buyer(t);
    const early = await t.call('POST', '/api/order/buy', {
      as: u,
      body: buyBodyOf(res.data.list[0].id),
    });
    expect(early.code).toBe(237);

    const ended = await activityOf(() => ({ type: 1, ended: true }));
    const past = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 1, activity_id: ended.id },
    });
    expect(past.data.activity.state).toBe('ended');
    const late = await t.call('POST', '/api/order/buy', {
      as: u,
      body: buyBodyOf(past.data.list[0].id),
    });
    expect(late.code).toBe(237);

    // an activity of another type under this type
    const wrong = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 2, activity_id: upcoming.id },
    });
    expect(wrong.code).toBe(422);
  });

  it('windows move with server time: after the end nothing runs and buying answers 237', async () => {
    const ag = await firstAg(2);
    const u = await buyer(t);
    await setStock(t, ag.sku_id, 20);
    const now = t.clock.now();
    const firstPerType = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .select(['a.type', sql<number>`min(ag.id)`.as('id')])
      .where('a.start_at', '<=', now)
      .where('a.end_at', '>', now)
      .groupBy('a.type')
      .execute();
    expect(firstPerType.length).toBeGreaterThanOrEqual(15);
    t.clock.advance(40 * DAY);
    const list = await t.call('GET', '/api/activity/goods_activity_list', { query: { type: 2 } });
    expect(list.data).toEqual({ activity: null, list: [], total: 0 });
    const info = await t.call('GET', '/api/activity/goods_activity_info', {
      query: { activity_goods_id: ag.id },
    });
    expect(info.data.activity.state).toBe('ended');
    // 40 days on the session has expired (idle limit): the user logs in again
    const again = await t.relogin(u);
    const res = await t.call('POST', '/api/order/buy', { as: again, body: buyBodyOf(ag.id) });
    expect(res.code).toBe(237);
    // every type code: nothing running, its goods refused with 237
    for (const { type, id } of firstPerType) {
      const l = await t.call('GET', '/api/activity/goods_activity_list', { query: { type } });
      expect(l.data.activity, `type ${type}`).toBeNull();
      const b = await t.call('POST', '/api/order/buy', { as: again, body: buyBodyOf(id) });
      expect(b.code, `type ${type}`).toBe(237);
    }
    t.clock.reset();

    // withdrawn (status 0) is ended at once
    await db()
      .updateTable('activities')
      .set({ status: 0 })
      .where('id', '=', ag.activity_id)
      .execute();
    try {
      const off = await t.call('GET', '/api/activity/goods_activity_info', {
        query: { activity_goods_id: ag.id },
      });
      expect(off.data.activity.state).toBe('ended');
      expect((await t.call('POST', '/api/order/buy', { as: u, body: buyBodyOf(ag.id) })).code).toBe(
        237,
      );
    } finally {
      await db()
        .updateTable('activities')
        .set({ status: 1 })
        .where('id', '=', ag.activity_id)
        .execute();
    }
  });

  it('three-for-ten answers the brands of its running goods by name; other types none', async () => {
    const all = await runningAgs(17);
    const brandIds = [...new Set(all.map((a) => a.brand_id).filter((b) => b > 0))].sort(
      (a, b) => a - b,
    );
    expect(brandIds.length).toBeGreaterThan(0);
    const names = await db()
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('id', 'in', brandIds)
      .execute();
    const res = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 17, limit: 1 },
    });
    expect(res.code, res.message).toBe(200);
    // every brand of the activities, not only those of the first page
    const brands = res.data.brands as { id: number; name: string }[];
    expect(brands.map((b) => b.id).sort((a, b) => a - b)).toEqual(brandIds);
    for (const b of brands) expect(b.name).toBe(names.find((n) => n.id === b.id)?.name);
    // a brand filter does not narrow the chips
    const one = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 17, brand_id: brandIds[0]!, limit: 1 },
    });
    expect(one.data.brands).toHaveLength(brandIds.length);
    const other = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 2, limit: 1 },
    });
    expect(other.data.brands).toBeUndefined();
    // nothing running: no brands
    t.clock.advance(400 * DAY);
    const later = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 17 },
    });
    expect(later.data).toMatchObject({ activity: null, list: [], brands: [] });
  });

  it('filters three-for-ten goods by brand', async () => {
    const all = await runningAgs(17);
    const brandId = all[0]!.brand_id;
    const res = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 17, brand_id: brandId, limit: 50 },
    });
    expect(res.data.list.length).toBe(all.filter((a) => a.brand_id === brandId).length);
    expect(res.data.list.every((i: any) => i.brand_id === brandId)).toBe(true);
  });
});

describe('goods_activity_info and shopping_points detail', () => {
  it('answers the detail with images, rules, and gate login for a visitor', async () => {
    const ag = await firstAg(1);
    const res = await t.call('GET', '/api/activity/goods_activity_info', {
      query: { activity_goods_id: ag.id },
    });
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.id).toBe(ag.id);
    expect(d.activity.id).toBe(ag.activity_id);
    expect(d.activity.state).toBe('running');
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.gate).toBe('login');
    expect(d.bought).toBe(0);
    expect(d.rules_text).toContain('每人限购1件');
    expect(d.rules_text).toContain('活动进行中');
    const en = await t.call('GET', '/api/activity/goods_activity_info', {
      query: { activity_goods_id: ag.id },
      headers: { 'accept-language': 'en' },
    });
    expect(en.data.rules_text).toContain('At most 1 per person');

    const group = await firstAg(4);
    const g = await t.call('GET', '/api/activity/goods_activity_info', {
      query: { activity_goods_id: group.id },
    });
    expect(g.data.group_size).toBe(2);

    const u = await buyer(t);
    const mine = await t.call('GET', '/api/activity/goods_activity_info', {
      as: u,
      query: { activity_goods_id: ag.id },
    });
    expect(mine.data.gate).toBe('ok');

    const missing = await t.call('GET', '/api/activity/goods_activity_info', {
      query: { activity_goods_id: 999999 },
    });
    expect(missing.code).toBe(422);
  });

  it('shopping points detail adds earn_integral and refuses other types', async () => {
    const ag = await firstAg(16);
    const res = await t.call('GET', '/api/shopping_points/goods/detail', {
      query: { activity_goods_id: ag.id },
    });
    expect(res.code).toBe(200);
    expect(res.data.type).toBe(16);
    expect(res.data.earn_integral).toBe(ag.integral);
    expect(res.data.rules_text.join(' ')).toContain(String(ag.integral));
    const other = await firstAg(2);
    const bad = await t.call('GET', '/api/shopping_points/goods/detail', {
      query: { activity_goods_id: other.id },
    });
    expect(bad.code).toBe(422);
  });
});

describe('random goods, full reduction and zones', () => {
  it('random_goods: running activity goods only, at most limit, by type', async () => {
    const res = await t.call('GET', '/api/activity/random_goods', { query: { limit: 20 } });
    expect(res.code).toBe(200);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(res.data.list.length).toBeLessThanOrEqual(20);
    const now = t.clock.now();
    const running = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .select('ag.id')
      .where('a.status', '=', 1)
      .where('a.start_at', '<=', now)
      .where('a.end_at', '>', now)
      .execute();
    const ids = new Set(running.map((r) => r.id));
    expect(res.data.list.every((i: any) => ids.has(i.id))).toBe(true);
    const typed = await t.call('GET', '/api/activity/random_goods', {
      query: { type: 16, limit: 3 },
    });
    expect(typed.data.list.length).toBe(3);
    expect(typed.data.list.every((i: any) => i.type === 16)).toBe(true);
    expect((await t.call('GET', '/api/activity/random_goods', { query: { limit: 21 } })).code).toBe(
      422,
    );
  });

  it('minus_price_info: the configured tiers and the goods of the full zone', async () => {
    const res = await t.call('GET', '/api/activity/minus_price_info', { query: { limit: 5 } });
    expect(res.code).toBe(200);
    expect(res.data.tiers).toEqual([
      { full: 9900, cut: 1000 },
      { full: 19900, cut: 3000 },
    ]);
    expect(res.data.list).toHaveLength(5);
    expect(res.data.total).toBeGreaterThan(5);
  });

  it('v3/config passes the welfare group QR code and notice, and the QR image is served', async () => {
    const res = await t.call('GET', '/api/v3/config');
    expect(res.code).toBe(0);
    expect(res.data.group_notice).toBe('扫码加入福利群，每日领取专属优惠券与秒杀提醒');
    expect(res.data.group_qr).toMatch(/^\/media\/gen\/qr\/[A-Za-z0-9_-]+\.svg$/);
    const img = await t.inject({ method: 'GET', url: res.data.group_qr });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    // a value of the wrong kind reads as ''
    await db()
      .updateTable('app_config')
      .set({ value: JSON.stringify(42) })
      .where('key', '=', 'group_notice')
      .execute();
    try {
      expect((await t.call('GET', '/api/v3/config')).data.group_notice).toBe('');
    } finally {
      await db()
        .updateTable('app_config')
        .set({ value: JSON.stringify('扫码加入福利群，每日领取专属优惠券与秒杀提醒') })
        .where('key', '=', 'group_notice')
        .execute();
    }
  });

  it('zone/index: the home zone entries and the switch', async () => {
    const zones = await db().selectFrom('zones').select('id').where('status', '=', 1).execute();
    const res = await t.call('GET', '/api/zone/index');
    expect(res.code).toBe(200);
    expect(res.data.switch).toBe(true);
    expect(res.data.list).toHaveLength(zones.length);
    expect(res.data.list[0]).toMatchObject({ name: '新人专享' });
    const en = await t.call('GET', '/api/zone/index', { headers: { 'accept-language': 'en' } });
    expect(en.data.list[0].name).toBe('New user offers');
  });

  it('every zone key lists goods of its decided source', async () => {
    const now = t.clock.now();
    const topOf = async (goodsIds: number[]) => {
      const rows = await db()
        .selectFrom('goods as g')
        .innerJoin('categories as leaf', 'leaf.id', 'g.category_id')
        .innerJoin('categories as top', 'top.id', 'leaf.parent_id')
        .select('top.name')
        .where('g.id', 'in', goodsIds)
        .execute();
      return new Set(rows.map((r) => r.name));
    };
    const list = async (zone: string, extra: Record<string, unknown> = {}) => {
      const res = await t.call('GET', '/api/zone/getZoneGoodsList', {
        query: { zone, limit: 50, ...extra },
      });
      expect(res.code, `${zone}: ${res.message}`).toBe(200);
      expect(res.data.list.length, zone).toBeGreaterThan(0);
      return res.data.list as any[];
    };

    const newest = await list('new_goods');
    const created = await db()
      .selectFrom('goods')
      .select(['id', 'created_at'])
      .where(
        'id',
        'in',
        newest.map((g) => g.id),
      )
      .execute();
    const at = new Map(created.map((c) => [c.id, c.created_at]));
    for (let i = 1; i < newest.length; i++) {
      expect(at.get(newest[i - 1].id)!).toBeGreaterThanOrEqual(at.get(newest[i].id)!);
    }
    const newestAll = await db()
      .selectFrom('goods')
      .select(sql<number>`max(created_at)`.as('m'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(at.get(newest[0].id)).toBe(Number(newestAll.m));

    expect(await topOf((await list('nurse-clean')).map((g) => g.id))).toEqual(
      new Set(['个护清洁']),
    );
    expect(await topOf((await list('house-ele')).map((g) => g.id))).toEqual(new Set(['家用电器']));

    const superior = await list('is-superior');
    const scores = await db()
      .selectFrom('comments')
      .select(['goods_id', sql<number>`avg(score)`.as('s')])
      .where('status', '=', 1)
      .where(
        'goods_id',
        'in',
        superior.map((g) => g.id),
      )
      .groupBy('goods_id')
      .execute();
    expect(scores).toHaveLength(superior.length);
    for (const s of scores) expect(Number(s.s)).toBeGreaterThanOrEqual(4.5);

    const market = await t.call('GET', '/api/zone/getZoneCatGoodsList', {
      query: { zone: 'supermarket', limit: 50 },
    });
    expect(market.data.cats.map((c: any) => c.name)).toEqual([
      '生鲜果蔬',
      '休闲零食',
      '酒水饮料',
      '粮油调味',
    ]);
    const tab = market.data.cats[1];
    const snacks = await list('supermarket', { cat_id: tab.id });
    expect(await topOf(snacks.map((g) => g.id))).toEqual(new Set(['休闲零食']));
    const newer = await t.call('GET', '/api/zone/getZoneCatGoodsListNew', {
      query: { zone: 'nurse-clean' },
    });
    expect(newer.data.cats.map((c: any) => c.name)).toEqual(['洗发护发', '口腔护理', '家庭清洁']);
    expect(newer.data.total).toBeGreaterThan(0);

    for (const g of await list('shoudan')) expect(g.type).toBe(11);
    const zero = await list('zero');
    const zeroAgs = await db()
      .selectFrom('activity_goods')
      .select(['id', 'goods_id', 'integral'])
      .where(
        'id',
        'in',
        zero.map((g) => g.activity_goods_id),
      )
      .execute();
    const zeroAg = new Map(zeroAgs.map((r) => [r.id, r]));
    for (const g of zero) {
      expect(g.type).toBe(3);
      expect(g.price).toBe(0);
      expect(g.activity_goods_id).toBeGreaterThan(0);
      // the card carries the points the goods costs, from its own activity goods row
      expect(zeroAg.get(g.activity_goods_id)?.goods_id).toBe(g.goods_id);
      expect(g.integral).toBe(zeroAg.get(g.activity_goods_id)?.integral);
      expect(g.integral).toBeGreaterThan(0);
    }
    const previous = await list('previous');
    const ended = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .select('ag.id')
      .where('a.end_at', '<=', now)
      .execute();
    const endedIds = new Set(ended.map((e) => e.id));
    expect(previous.every((g) => endedIds.has(g.activity_goods_id))).toBe(true);

    // sorts apply inside a zone
    const cheap = await list('zero', { sort: 'price_desc' });
    expect(cheap.length).toBe(zero.length);
    const bySales = await list('house-ele', { sort: 'sales' });
    for (let i = 1; i < bySales.length; i++) {
      expect(bySales[i - 1].sales).toBeGreaterThanOrEqual(bySales[i].sales);
    }
  });
});

describe('agent zone', () => {
  it('needs login and the agent right; lists the recommended goods', async () => {
    const urls = [
      '/api/agent_zone/agent_zone_cat',
      '/api/agent_zone/agent_zone_goods_list',
      '/api/agent_zone/index_agent_zone_goods_list',
    ];
    const plain = await t.user();
    const agent = await t.user();
    await db()
      .insertInto('user_rights')
      .values({ user_id: agent.id, right: 'agent', granted_at: t.clock.now() })
      .execute();
    for (const url of urls) {
      expect((await t.call('GET', url)).code).toBe(401);
      expect((await t.call('GET', url, { as: plain })).code).toBe(403);
      const ok = await t.call('GET', url, { as: agent });
      expect(ok.code, url).toBe(200);
      expect(ok.data.list.length).toBeGreaterThan(0);
    }
    const goods = await t.call('GET', urls[1]!, { as: agent, query: { limit: 50 } });
    const rec = await db()
      .selectFrom('goods')
      .select('id')
      .where('is_recommend', '=', 1)
      .where('status', '=', 1)
      .execute();
    expect(goods.data.total).toBe(rec.length);
    const recIds = new Set(rec.map((r) => r.id));
    expect(goods.data.list.every((g: any) => recIds.has(g.id))).toBe(true);
    badCases.agent = 0;
    for (const url of urls) {
      badCases.agent += await expectBadInputRefused(t, {
        method: 'GET',
        url,
        as: agent,
        valid: { cat_id: 1, page: 1, limit: 10 },
        optional: ['cat_id', 'page', 'limit'],
      });
    }
  });
});

describe('task reward_add', () => {
  it('rewards a user once per task, type and activity; a repeat answers 423', async () => {
    const u = await t.user();
    const other = await t.user();
    const q = { task_id: 7, type: 1, activity_id: 0, user_id: u.id };
    const first = await t.call('GET', '/api/task/reward_add', { as: u, query: q });
    expect(first.code, first.message).toBe(200);
    expect(first.data.points).toBe(10);
    const again = await t.call('GET', '/api/task/reward_add', { as: u, query: q });
    expect(again.code).toBe(423);
    expect(again.message).toBe('您已领取过该奖励');
    const row = await db()
      .selectFrom('users')
      .select('integral')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.integral).toBe(10);
    const ledger = await db()
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ reason: 'activity_reward', delta: 10 });

    // another page (activity) is another reward; concurrent claims of one give one
    const page2 = { ...q, activity_id: 5 };
    const [a, b] = await Promise.all([
      t.call('GET', '/api/task/reward_add', { as: u, query: page2 }),
      t.call('GET', '/api/task/reward_add', { as: u, query: page2 }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 423]);

    expect((await t.call('GET', '/api/task/reward_add', { query: q })).code).toBe(401);
    const forOther = await t.call('GET', '/api/task/reward_add', { as: other, query: q });
    expect(forOther.code).toBe(403);

    badCases.reward_add = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/task/reward_add',
      as: u,
      valid: q,
      optional: ['user_id'],
    });
  });
});

describe('bad input', () => {
  it('every activity server route refuses bad input and changes nothing', async () => {
    const ag2 = await firstAg(2);
    const ag16 = await firstAg(16);
    const u: Actor = await t.user();
    const specs: {
      url: string;
      valid: Record<string, string | number>;
      optional: string[];
      as?: Actor;
    }[] = [
      {
        url: '/api/activity/goods_activity_list',
        valid: {
          type: 2,
          activity_id: ag2.activity_id,
          brand_id: ag2.brand_id,
          page: 1,
          limit: 10,
        },
        optional: ['activity_id', 'brand_id', 'page', 'limit'],
      },
      {
        url: '/api/activity/goods_activity_info',
        valid: { activity_goods_id: ag2.id },
        optional: [],
        as: u,
      },
      {
        url: '/api/shopping_points/goods/detail',
        valid: { activity_goods_id: ag16.id },
        optional: [],
      },
      {
        url: '/api/activity/random_goods',
        valid: { type: 2, limit: 5 },
        optional: ['type', 'limit'],
      },
      {
        url: '/api/activity/minus_price_info',
        valid: { page: 1, limit: 10 },
        optional: ['page', 'limit'],
      },
      { url: '/api/zone/index', valid: {}, optional: [] },
      ...[
        '/api/zone/getZoneGoodsList',
        '/api/zone/getZoneCatGoodsList',
        '/api/zone/getZoneCatGoodsListNew',
      ].map((url) => ({
        url,
        valid: { zone: 'supermarket', cat_id: 1, sort: 'sales', page: 1, limit: 10 },
        optional: ['cat_id', 'sort', 'page', 'limit'],
      })),
    ];
    for (const s of specs) {
      badCases[s.url] = await expectBadInputRefused(t, { method: 'GET', ...s });
    }
  });
});
