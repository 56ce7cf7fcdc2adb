/**
 * The public read cache (issue 21, src/server/lib/public-cache.ts): home, banners, categories,
 * goods lists, search and the goods detail come from memory after the first read, yet every
 * write to public data shows at once (each public table written through the API or the app's
 * database, then read), per-user state never leaks between users, stock and sales stay live, an
 * answer showing activities stops at the next activity start/end second (server clock), and with
 * REDIS_URL a write through one server process drops the entry of another. SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import type { GoodsDetail, IndexData, ListData, GoodsItem } from '../../src/shared/contract';
import { freshDatabase, startTestServer, TEST_DATA_KEY, type TestServer } from './harness';
import { WAREHOUSE_LOCATION_ID } from '../../src/server/modules/catalogue/goods.repository';
import { opsActor } from './ops-helpers';
import { buyBody, buyer, buyOk, freshSkus } from './order-helpers';
import { hasRedis, startRedis } from './server-process';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const HOUR = 3600;

const detail = (goodsId: number, as?: { id: number; token: string }) =>
  t.call<GoodsDetail>('GET', '/api/goods/goods_detail', { query: { goods_id: goodsId }, as });
const list = (query: Record<string, unknown>) =>
  t.call<ListData<GoodsItem>>('GET', '/api/goods/get_goods_list', { query });
const search = (keyword: string) =>
  t.call<ListData<GoodsItem>>('GET', '/api/goods/search', { query: { keyword, limit: 50 } });

/** An on-sale goods with one SKU at least, not in any activity (fresh for each test). */
let used = new Set<number>();
async function plainGoods() {
  const rows = await db()
    .selectFrom('goods')
    .innerJoin('goods_skus', 'goods_skus.goods_id', 'goods.id')
    .select(['goods.id', 'goods.title', 'goods.category_id', 'goods_skus.id as sku_id'])
    .where('goods.status', '=', 1)
    .where('goods.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('goods_id'))
    .orderBy('goods.id')
    .execute();
  const g = rows.find((r) => !used.has(r.id));
  if (!g) throw new Error('no goods left');
  used = new Set([...used, g.id]);
  return g;
}

/** Reads twice (the second from memory) and returns the second answer. */
async function warm<T>(read: () => Promise<T>): Promise<T> {
  await read();
  const before = t.app.cache.stats().hits;
  const second = await read();
  expect(t.app.cache.stats().hits).toBeGreaterThan(before);
  return second;
}

describe('public cache', () => {
  it('serves a repeated detail, list, search and home read from memory', async () => {
    const g = await plainGoods();
    await warm(() => detail(g.id));
    await warm(() => list({ cat_id: g.category_id }));
    await warm(() => search(g.title.split(' ')[0]!));
    await warm(() => t.call<IndexData>('GET', '/api/index'));
  });

  it('never shows one user’s collected flag to another; the collector sees it at once', async () => {
    const g = await plainGoods();
    const a = await t.user();
    const b = await t.user();
    await warm(() => detail(g.id, b));
    const edit = await t.call('POST', '/api/user/edit_collection', {
      as: a,
      body: { goods_id: g.id },
    });
    expect(edit.code, edit.message).toBe(200);
    expect((await detail(g.id, a)).data.is_collected).toBe(true);
    expect((await detail(g.id, b)).data.is_collected).toBe(false);
    expect((await detail(g.id)).data.is_collected).toBe(false);
  });

  it('stock and sales are live: a stock move or an order’s sales bump shows without a refill', async () => {
    const g = await plainGoods();
    const first = await warm(() => detail(g.id));
    await db()
      .updateTable('stock')
      .set({ quantity: 7 })
      .where('sku_id', '=', g.sku_id)
      .where('location_id', '=', 1)
      .execute();
    await db()
      .updateTable('goods')
      .set({ sales: first.data.sales + 5 })
      .where('id', '=', g.id)
      .execute();
    const hits = t.app.cache.stats().hits;
    const after = await detail(g.id);
    expect(t.app.cache.stats().hits).toBe(hits + 1);
    expect(after.data.skus.find((s) => s.id === g.sku_id)?.stock).toBe(7);
    expect(after.data.sales).toBe(first.data.sales + 5);
    expect(after.data.stock).toBe(after.data.skus.reduce((n, s) => n + s.stock, 0));
  });

  it('a visitor’s detail with its stock comes from memory; an order, a console stock move and a raw stock write show on the next read', async () => {
    const [sku] = await freshSkus(t, { n: 1, stock: 50, offset: 40 });
    const s = sku!;
    const stockOf = async () => {
      const r = await detail(s.goods_id);
      expect(r.code, r.message).toBe(200);
      return r.data.skus.find((x) => x.id === s.sku_id)?.stock;
    };
    // warm: the whole visitor answer is a hit, no statement run
    expect(await warm(stockOf)).toBe(50);
    // an order takes its units
    const u = await buyer(t);
    await buyOk(t, u, buyBody(s, 2));
    expect(await stockOf()).toBe(48);
    const after = (await detail(s.goods_id)).data;
    expect(after.stock).toBe(after.skus.reduce((n, x) => n + x.stock, 0));
    // the console's stock move
    await warm(stockOf);
    const ops = await opsActor(t, 'operations');
    const moved = await t.call('POST', '/api/ops/stock/move', {
      as: ops,
      body: {
        location_id: WAREHOUSE_LOCATION_ID,
        type: 'in',
        sku_id: s.sku_id,
        quantity: 10,
        reason: 'purchase_in',
      },
    });
    expect(moved.code, moved.message).toBe(200);
    expect(await stockOf()).toBe(58);
    // raw SQL (as a restock job may write)
    await warm(stockOf);
    await sql`update stock set quantity = 3 where sku_id = ${s.sku_id} and location_id = ${WAREHOUSE_LOCATION_ID}`.execute(
      db(),
    );
    expect(await stockOf()).toBe(3);
    // a signed-in reader gets the same live figures with the own flag
    const me = await detail(s.goods_id, u);
    expect(me.data.skus.find((x) => x.id === s.sku_id)?.stock).toBe(3);
    expect(me.data.is_collected).toBe(false);
  });

  it('a cached answer is sent as the same bytes as an uncached one, brotli or gzip when accepted', async () => {
    const read = (headers: Record<string, string> = {}) =>
      t.inject({ method: 'GET', url: '/api/index', headers });
    const miss = await read();
    expect(miss.statusCode).toBe(200);
    const plain = await warm(() => read());
    expect(plain.body).toBe(miss.body);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // what the route would have sent without the cache: the envelope of the value
    const value = (JSON.parse(plain.body) as { data: unknown }).data;
    expect(plain.body).toBe(JSON.stringify({ code: 200, message: '', data: value }));
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await read({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await read({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    // a second compressed read sends the copy made once
    const again = await read({ 'accept-encoding': 'br' });
    expect(Buffer.compare(again.rawPayload, br.rawPayload)).toBe(0);
  });

  it('an operator’s shelf off and on shows at once in detail, list and search', async () => {
    const g = await plainGoods();
    const ops = await opsActor(t, 'operations');
    const word = g.title.split(' ')[0]!;
    await warm(() => detail(g.id));
    await warm(() => list({ cat_id: g.category_id, limit: 50 }));
    await warm(() => search(word));
    const shelf = (status: number) =>
      t.call('POST', '/api/ops/goods/shelf', { as: ops, body: { id: g.id, status } });
    expect((await shelf(0)).code).toBe(200);
    expect((await detail(g.id)).code).toBe(422);
    expect(
      (await list({ cat_id: g.category_id, limit: 50 })).data.list.map((x) => x.id),
    ).not.toContain(g.id);
    expect((await search(word)).data.list.map((x) => x.id)).not.toContain(g.id);
    expect((await shelf(1)).code).toBe(200);
    expect((await detail(g.id)).code).toBe(200);
  });

  it('each public table written shows at once: goods, SKU price, category, banner, zone, notices, activity', async () => {
    const g = await plainGoods();
    const now = t.clock.now();

    // goods title (the console's edit is ops-goods.test.ts's "the consumer API sees it at once")
    await warm(() => detail(g.id));
    const title = `缓存改名 cachex${process.pid}`;
    await db().updateTable('goods').set({ title }).where('id', '=', g.id).execute();
    expect((await detail(g.id)).data.title).toBe(title);

    // SKU price
    await warm(() => detail(g.id));
    await db().updateTable('goods_skus').set({ price: 4321 }).where('id', '=', g.sku_id).execute();
    expect((await detail(g.id)).data.skus.find((s) => s.id === g.sku_id)?.price).toBe(4321);

    // category hidden through the console
    const cats = await warm(() =>
      t.call<{ list: { id: number }[] }>('GET', '/api/goods/get_top_cat_list'),
    );
    const cat = cats.data.list[0]!;
    const hide = await t.call('POST', '/api/ops/categories/update', {
      as: await opsActor(t, 'owner'),
      body: { id: cat.id, hidden: 1 },
    });
    expect(hide.code, hide.message).toBe(200);
    const shown = await t.call<{ list: { id: number }[] }>('GET', '/api/goods/get_top_cat_list');
    expect(shown.data.list.map((c) => c.id)).not.toContain(cat.id);

    // banner withdrawn, zone renamed, notices changed: the home answer
    const home = await warm(() => t.call<IndexData>('GET', '/api/index'));
    const banner = home.data.banners[0]!;
    await db().updateTable('banners').set({ status: 0 }).where('id', '=', banner.id).execute();
    const zone = home.data.zones[0]!;
    await db().updateTable('zones').set({ name: '缓存新名' }).where('id', '=', zone.id).execute();
    await db()
      .updateTable('app_config')
      .set({ value: JSON.stringify(['缓存通知']) })
      .where('key', '=', 'home_notices')
      .execute();
    const home2 = await t.call<IndexData>('GET', '/api/index');
    expect(home2.data.banners.map((b) => b.id)).not.toContain(banner.id);
    expect(home2.data.zones.find((z) => z.id === zone.id)?.name).toBe('缓存新名');
    const banners = await t.call<{ list: { id: number }[] }>('GET', '/api/getBannerList', {
      query: { position: 'home' },
    });
    expect(banners.data.list.map((b) => b.id)).not.toContain(banner.id);

    // an activity ended by a write (status) drops the detail's price band at once
    const act = await db()
      .insertInto('activities')
      .values({
        type: 1,
        title: '缓存秒杀',
        start_at: now - HOUR,
        end_at: now + HOUR,
        status: 1,
        rules: '{}',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('activity_goods')
      .values({ activity_id: act.id, goods_id: g.id, sku_id: g.sku_id, price: 100 })
      .execute();
    expect((await warm(() => detail(g.id))).data.activity?.activity_id).toBe(act.id);
    await db().updateTable('activities').set({ status: 0 }).where('id', '=', act.id).execute();
    expect((await detail(g.id)).data.activity).toBeNull();
  });

  it('an answer showing activities stops at the next start or end second (server clock)', async () => {
    const g = await plainGoods();
    const now = t.clock.now();
    const act = await db()
      .insertInto('activities')
      .values({
        type: 1,
        title: '缓存边界秒杀',
        start_at: now + 100,
        end_at: now + 200,
        status: 1,
        rules: '{}',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('activity_goods')
      .values({ activity_id: act.id, goods_id: g.id, sku_id: g.sku_id, price: 100 })
      .execute();
    try {
      expect((await warm(() => detail(g.id))).data.activity).toBeNull();
      // (real seconds pass meanwhile: each step moves to a second relative to the clock's now)
      const to = (second: number) => t.clock.advance(second - t.clock.now());
      to(now + 90);
      expect((await detail(g.id)).data.activity).toBeNull();
      to(now + 100); // the start second
      expect((await warm(() => detail(g.id))).data.activity?.activity_id).toBe(act.id);
      to(now + 195);
      expect((await detail(g.id)).data.activity?.activity_id).toBe(act.id);
      to(now + 200); // the end second: no longer selling
      expect((await detail(g.id)).data.activity).toBeNull();
    } finally {
      t.clock.reset();
    }
  });
});

describe('public cache: the flash-sale sessions of the home', () => {
  it('a session enters the strip, starts, ends and leaves at its seconds, not later', async () => {
    type Flash = { sessions: { activity_id: number; status: string }[] };
    const flash = () => t.call<Flash>('GET', '/api/activity/limited_sale_time');
    const now = t.clock.now();
    const DAY = 86400;
    const start = now + DAY + 50;
    const act = await db()
      .insertInto('activities')
      .values({
        type: 1,
        title: '缓存秒杀场次',
        start_at: start,
        end_at: start + 100,
        status: 1,
        rules: '{}',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statusOf = async () =>
      (await flash()).data.sessions.find((s) => s.activity_id === act.id)?.status ?? 'absent';
    const to = (second: number) => t.clock.advance(second - t.clock.now());
    try {
      await warm(flash);
      expect(await statusOf()).toBe('absent');
      to(start - DAY); // start_at < now + DAY is not yet true
      expect(await statusOf()).toBe('absent');
      to(start - DAY + 1);
      expect(await statusOf()).toBe('upcoming');
      to(start);
      expect(await statusOf()).toBe('ongoing');
      to(start + 100);
      expect(await statusOf()).toBe('ended');
      to(start + 100 + DAY);
      expect(await statusOf()).toBe('absent');
    } finally {
      t.clock.reset();
      await db().updateTable('activities').set({ status: 0 }).where('id', '=', act.id).execute();
    }
  });
});

describe.skipIf(!hasRedis)('public cache across server processes (REDIS_URL)', () => {
  it('a write through one process drops the entry of the other at once', async () => {
    const redis = await startRedis();
    const fresh = await freshDatabase();
    // a second handle on the same database: each app wraps its own (as two processes would)
    const other = fresh.env.DATABASE_URL
      ? openDatabase({ databaseUrl: fresh.env.DATABASE_URL })
      : openDatabase({ sqliteFile: fresh.database.file });
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      authRateLimit: 0,
      dataKey: TEST_DATA_KEY,
      redisUrl: redis.url,
    };
    const a = await buildApp(config, { database: fresh.database, realtime: false });
    const b = await buildApp(config, { database: other, realtime: false });
    try {
      await a.fastify.ready();
      await b.fastify.ready();
      const g = await fresh.database.db
        .selectFrom('goods')
        .select('id')
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const read = async () =>
        (await b.fastify.inject({ url: `/api/goods/goods_detail?goods_id=${g.id}` })).json<{
          data: GoodsDetail;
        }>().data;
      await read();
      const title = `跨进程改名 ${process.pid}`;
      await a.app.database.db.updateTable('goods').set({ title }).where('id', '=', g.id).execute();
      let seen = '';
      for (let i = 0; i < 50 && seen !== title; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = (await read()).title;
      }
      expect(seen).toBe(title);
    } finally {
      await a.fastify.close();
      await b.fastify.close();
      await other.close();
      await fresh.drop();
      redis.stop();
    }
  });
});
