/**
 * The console's goods (issue 20 part goods, shared/contract/ops-goods.ts): operators create and
 * edit the platform's own goods (SKUs, images uploaded through /api/ops/upload, initial stock
 * with a ledger row, search terms) and put them on or off the shelf; the consumer API sees each
 * change at once; a merchant's goods and bad input are refused with the database unchanged; each
 * write leaves one audit row. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type {
  OpsGoodsDetail,
  OpsGoodsOptions,
  OpsGoodsRow,
  OpsGoodsShelfResult,
} from '../../src/shared/contract/ops-goods';
import type { AuditEntry } from '../../src/shared/contract/ops';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { PNG, upload } from './wallet-fixtures';

let t: TestServer;
let ops: Actor;
let owner: Actor;
let options: OpsGoodsOptions;
let images: string[];

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
  owner = await opsActor(t, 'owner');
  const o = await t.call<OpsGoodsOptions>('GET', '/api/ops/goods/options', { as: ops });
  expect(o.code).toBe(200);
  options = o.data;
  images = [];
  for (let i = 0; i < 3; i += 1) {
    const r = await upload(t, ops, undefined, '/api/ops/upload');
    expect(r.code, r.message).toBe(200);
    images.push(r.data.url as string);
  }
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
let seq = 0;

/** A valid create body: two SKUs 颜色 红/蓝. */
function goodsBody(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    title: `运营自营好物 opsgoods${seq}x${process.pid}`,
    category_id: options.categories[0]!.id,
    brand_id: options.brands[0]?.id ?? 0,
    seller_id: options.sellers[0]!.id,
    images: [images[0], images[1]],
    detail_images: [images[2]],
    description: '测试描述',
    spec_names: ['颜色'],
    skus: [
      { spec: { 颜色: '红' }, price: 1990, market_price: 2990, stock: 5 },
      { spec: { 颜色: '蓝' }, price: 2590, market_price: 0, stock: 0 },
    ],
    status: 1,
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}, as: Actor = ops) {
  return t.call<OpsGoodsDetail>('POST', '/api/ops/goods/create', {
    as,
    body: goodsBody(over),
    json: true,
  });
}

const search = (keyword: string) =>
  t.call<ListData<{ id: number }>>('GET', '/api/goods/search', { query: { keyword } });
const consumerDetail = (id: number) =>
  t.call<{ id: number; price: number; skus: { id: number; price: number; stock: number }[] }>(
    'GET',
    '/api/goods/goods_detail',
    { query: { goods_id: id } },
  );

async function auditOf(id: number, action: string) {
  const r = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
    as: owner,
    query: { object_type: 'goods', object_id: String(id), action, limit: 50 },
  });
  expect(r.code).toBe(200);
  return r.data.list;
}

describe('console goods', () => {
  it('options hold leaf categories, brands and the platform sellers only', async () => {
    expect(options.categories.length).toBeGreaterThan(0);
    expect(options.sellers.length).toBeGreaterThan(0);
    const merchantSellers = await db()
      .selectFrom('sellers')
      .select('id')
      .where('merchant_id', 'is not', null)
      .execute();
    for (const s of merchantSellers) expect(options.sellers.map((x) => x.id)).not.toContain(s.id);
    const parents = await db().selectFrom('categories').select('parent_id').distinct().execute();
    const parentIds = new Set(parents.map((p) => p.parent_id));
    for (const c of options.categories) expect(parentIds.has(c.id)).toBe(false);
  });

  it('creates goods with two SKUs and images: consumer detail and search find it', async () => {
    const body = goodsBody();
    const r = await t.call<OpsGoodsDetail>('POST', '/api/ops/goods/create', {
      as: ops,
      body: body,
      json: true,
    });
    expect(r.code, r.message).toBe(200);
    const g = r.data;
    expect(g.platform).toBe(true);
    expect(g.price).toBe(1990);
    expect(g.market_price).toBe(2990);
    expect(g.images).toEqual([images[0], images[1]]);
    expect(g.image).toBe(images[0]);
    expect(g.detail_images).toEqual([images[2]]);
    expect(g.spec_names).toEqual(['颜色']);
    expect(g.skus.map((k) => [k.spec['颜色'], k.price, k.stock])).toEqual([
      ['红', 1990, 5],
      ['蓝', 2590, 0],
    ]);
    expect(g.stock).toBe(5);
    // initial stock through the ledger
    const ledger = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('sku_id', '=', g.skus[0]!.id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 5, before_qty: 0, after_qty: 5, reason: 'stock_in' });
    const consumer = await consumerDetail(g.id);
    expect(consumer.code).toBe(200);
    expect(consumer.data.price).toBe(1990);
    expect(consumer.data.skus.map((k) => k.stock)).toEqual([5, 0]);
    const found = await search(`opsgoods${seq}x${process.pid}`);
    expect(found.data.list.map((x) => x.id)).toContain(g.id);
    // listed in the console
    const list = await t.call<ListData<OpsGoodsRow>>('GET', '/api/ops/goods', {
      as: ops,
      query: { keyword: `opsgoods${seq}x`, status: 1 },
    });
    expect(list.data.list.map((x) => x.id)).toEqual([g.id]);
    const audit = await auditOf(g.id, 'catalogue.goods_create');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after).toMatchObject({ title: body.title, price: 1990 });
  });

  it('edits the price and title: the consumer sees the new price and search the new title', async () => {
    const g = (await create()).data;
    const title = `改名好物 opsedited${process.pid}`;
    const r = await t.call<OpsGoodsDetail>('POST', '/api/ops/goods/update', {
      as: ops,
      json: true,
      body: {
        ...goodsBody(),
        id: g.id,
        title,
        skus: [
          { id: g.skus[0]!.id, spec: { 颜色: '红' }, price: 1500, market_price: 2990, stock: 99 },
          { id: g.skus[1]!.id, spec: { 颜色: '蓝' }, price: 2590 },
          { spec: { 颜色: '绿' }, price: 3000, stock: 2 },
        ],
      },
    });
    expect(r.code, r.message).toBe(200);
    // an existing SKU's stock is not changed by the form; the new SKU gets its initial stock
    expect(r.data.skus.map((k) => [k.spec['颜色'], k.price, k.stock])).toEqual([
      ['红', 1500, 5],
      ['蓝', 2590, 0],
      ['绿', 3000, 2],
    ]);
    const consumer = await consumerDetail(g.id);
    expect(consumer.data.price).toBe(1500);
    expect(consumer.data.skus[0]!.price).toBe(1500);
    expect((await search(`opsedited${process.pid}`)).data.list.map((x) => x.id)).toContain(g.id);
    expect(
      (await search(`opsgoods${seq}x${process.pid}`)).data.list.map((x) => x.id),
    ).not.toContain(g.id);
    const audit = await auditOf(g.id, 'catalogue.goods_update');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ price: 1990 });
    expect(audit[0]!.after).toMatchObject({ price: 1500, title });
  });

  it('off the shelf: consumer detail and search no longer sell it; concurrent calls change once', async () => {
    const g = (await create()).data;
    const kw = `opsgoods${seq}x${process.pid}`;
    const [a, b] = await Promise.all([
      t.call<OpsGoodsShelfResult>('POST', '/api/ops/goods/shelf', {
        as: ops,
        body: { id: g.id, status: 0 },
      }),
      t.call<OpsGoodsShelfResult>('POST', '/api/ops/goods/shelf', {
        as: ops,
        body: { id: g.id, status: 0 },
      }),
    ]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect([a.data.changed, b.data.changed].sort()).toEqual([false, true]);
    expect((await consumerDetail(g.id)).code).not.toBe(200);
    expect((await search(kw)).data.list.map((x) => x.id)).not.toContain(g.id);
    const audit = await auditOf(g.id, 'catalogue.goods_shelf');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ status: 1 });
    expect(audit[0]!.after).toEqual({ status: 0 });
    // back on
    const on = await t.call<OpsGoodsShelfResult>('POST', '/api/ops/goods/shelf', {
      as: ops,
      body: { id: g.id, status: 1 },
    });
    expect(on.data.changed).toBe(true);
    expect((await consumerDetail(g.id)).code).toBe(200);
  });

  it('bulk shelf audits each goods; a merchant goods among them refuses all', async () => {
    const g1 = (await create({ status: 0 })).data;
    const g2 = (await create({ status: 0 })).data;
    const r = await t.call<{ list: OpsGoodsShelfResult[] }>('POST', '/api/ops/goods/bulk_shelf', {
      as: ops,
      json: true,
      body: { ids: [g1.id, g2.id], status: 1 },
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.list.map((x) => x.changed)).toEqual([true, true]);
    expect(await auditOf(g1.id, 'catalogue.goods_shelf')).toHaveLength(1);
    expect(await auditOf(g2.id, 'catalogue.goods_shelf')).toHaveLength(1);
    const merchantGoods = await db()
      .selectFrom('goods as g')
      .innerJoin('sellers as s', 's.id', 'g.seller_id')
      .select('g.id')
      .where('s.merchant_id', 'is not', null)
      .where('g.local_shop_id', 'is', null)
      .executeTakeFirstOrThrow();
    const before = await t.snapshot();
    const refused = await t.call('POST', '/api/ops/goods/bulk_shelf', {
      as: ops,
      json: true,
      body: { ids: [g1.id, merchantGoods.id], status: 0 },
    });
    expect(refused.code).toBe(422);
    expect(refused.status).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses writes to a merchant's goods (reads show it)", async () => {
    const m = await db()
      .selectFrom('goods as g')
      .innerJoin('sellers as s', 's.id', 'g.seller_id')
      .select('g.id')
      .where('s.merchant_id', 'is not', null)
      .where('g.local_shop_id', 'is', null)
      .executeTakeFirstOrThrow();
    const read = await t.call<OpsGoodsDetail>('GET', '/api/ops/goods/detail', {
      as: ops,
      query: { id: m.id },
    });
    expect(read.code).toBe(200);
    expect(read.data.platform).toBe(false);
    const before = await t.snapshot();
    const shelf = await t.call('POST', '/api/ops/goods/shelf', {
      as: ops,
      body: { id: m.id, status: read.data.status === 1 ? 0 : 1 },
    });
    expect(shelf.code).toBe(422);
    expect(shelf.message).toMatch(/^id: /);
    const upd = await t.call('POST', '/api/ops/goods/update', {
      as: ops,
      json: true,
      body: {
        ...goodsBody(),
        id: m.id,
        images: read.data.images,
        detail_images: [],
        spec_names: read.data.spec_names,
        skus: read.data.skus.map((k) => ({ id: k.id, spec: k.spec, price: k.price })),
      },
    });
    expect(upd.code).toBe(422);
    expect(upd.message).toMatch(/^id: /);
    // a merchant's seller is refused for created goods too
    const merchantSeller = await db()
      .selectFrom('sellers')
      .select('id')
      .where('merchant_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const c = await create({ seller_id: merchantSeller.id });
    expect(c.code).toBe(422);
    expect(c.message).toMatch(/^seller_id: /);
    expect(await t.snapshot()).toBe(before);
  });

  it('wrong roles are refused (403) and the database is unchanged', async () => {
    const finance = await opsActor(t, 'finance');
    const service = await opsActor(t, 'service');
    const before = await t.snapshot(['operator_sessions']);
    expect((await create({}, service)).status).toBe(403);
    expect((await create({}, finance)).status).toBe(403);
    const list = await t.call('GET', '/api/ops/goods', { as: service });
    expect(list.status).toBe(403);
    const up = await upload(t, service, undefined, '/api/ops/upload');
    expect(up.status).toBe(403);
    expect(await t.snapshot(['operator_sessions'])).toBe(before);
  });

  it('bad input: 422 naming the field, database unchanged', async () => {
    const leafless = await db()
      .selectFrom('categories as c')
      .select('c.id')
      .where((eb) =>
        eb.exists(
          eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'),
        ),
      )
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ skus: [] }, 'skus'],
      [{ images: [] }, 'images'],
      [{ images: ['/media/gen/not-an-upload.png'] }, 'images'],
      [{ images: ['https://evil.example/x.png'] }, 'images'],
      [{ detail_images: ['/somewhere/else.png'] }, 'detail_images'],
      [{ category_id: leafless.id }, 'category_id'],
      [{ brand_id: 99_999_999 }, 'brand_id'],
      [{ seller_id: 99_999_999 }, 'seller_id'],
      [{ spec_names: ['颜色', '颜色'] }, 'spec_names'],
      [
        {
          spec_names: [],
          skus: [
            { spec: {}, price: 100 },
            { spec: {}, price: 200 },
          ],
        },
        'skus',
      ],
      [
        {
          skus: [
            { spec: { 颜色: '红' }, price: 100 },
            { spec: { 颜色: '红' }, price: 200 },
          ],
        },
        'skus',
      ],
      [{ skus: [{ spec: { 尺码: 'L' }, price: 100 }] }, 'skus'],
      [{ skus: [{ spec: { 颜色: '红' }, price: 0 }] }, 'skus.0.price'],
      [{ skus: [{ spec: { 颜色: '红' }, price: 12.5 }] }, 'skus.0.price'],
      [{ skus: [{ spec: { 颜色: '红' }, price: -1 }] }, 'skus.0.price'],
      [{ skus: [{ spec: { 颜色: '红' }, price: 100, stock: -3 }] }, 'skus.0.stock'],
    ];
    const before = await t.snapshot();
    for (const [over, field] of cases) {
      const r = await create(over);
      expect(r.code, `${JSON.stringify(over)}: ${r.message}`).toBe(422);
      expect(r.status).toBe(422);
      expect(r.message.startsWith(`${field}: `), `${JSON.stringify(over)}: ${r.message}`).toBe(
        true,
      );
    }
    // an update cannot drop a SKU nor take another goods' SKU
    const g = (await create()).data;
    const other = (await create()).data;
    const mid = await t.snapshot();
    const drop = await t.call('POST', '/api/ops/goods/update', {
      as: ops,
      json: true,
      body: {
        ...goodsBody(),
        id: g.id,
        skus: [{ id: g.skus[0]!.id, spec: { 颜色: '红' }, price: 100 }],
      },
    });
    expect(drop.code).toBe(422);
    expect(drop.message).toMatch(/^skus: /);
    const steal = await t.call('POST', '/api/ops/goods/update', {
      as: ops,
      json: true,
      body: {
        ...goodsBody(),
        id: g.id,
        skus: [
          { id: g.skus[0]!.id, spec: { 颜色: '红' }, price: 100 },
          { id: other.skus[1]!.id, spec: { 颜色: '蓝' }, price: 100 },
        ],
      },
    });
    expect(steal.code).toBe(422);
    expect(await t.snapshot()).toBe(mid);
    expect(before).not.toBe(mid);
    // an upload that is not an image
    const bad = await upload(
      t,
      ops,
      [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('nope') }],
      '/api/ops/upload',
    );
    expect(bad.status).toBe(422);
    expect(PNG.length).toBeGreaterThan(0);
  });

  it('lists with server paging and sorts', async () => {
    const r = await t.call<ListData<OpsGoodsRow>>('GET', '/api/ops/goods', {
      as: ops,
      query: { page: 1, limit: 5, sort: 'price', order: 'asc' },
    });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(5);
    expect(r.data.total).toBeGreaterThan(5);
    const prices = r.data.list.map((x) => x.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const p2 = await t.call<ListData<OpsGoodsRow>>('GET', '/api/ops/goods', {
      as: ops,
      query: { page: 2, limit: 5, sort: 'price', order: 'asc' },
    });
    expect(p2.data.list[0]!.price).toBeGreaterThanOrEqual(prices[4]!);
    expect(p2.data.list.map((x) => x.id)).not.toContain(r.data.list[0]!.id);
  });
});
