/**
 * The console's categories, brands, sellers and warehouse stock (issue 20, part stock):
 * the tree's moves and deletes, brands and the platform's sellers, stock in / out / count with
 * their ledger and audit rows, refusals (403 for a role without the permission, 422 bad input
 * with the database unchanged, out below zero) and two concurrent outs of the last units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OpsBrand,
  OpsCategory,
  OpsSeller,
  OpsStockLedgerRow,
  OpsStockMoveResult,
  OpsStockSku,
} from '../../src/shared/contract/ops-stock';
import type { ListData } from '../../src/shared/contract/envelope';
import type { GoodsDetail } from '../../src/shared/contract/types';
import { WAREHOUSE_LOCATION_ID } from '../../src/server/modules/catalogue/goods.repository';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';

let t: TestServer;
let ops: Actor;

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;

const auditOf = (action: string, objectId: number | string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();

const tree = async (): Promise<OpsCategory[]> => {
  const r = await t.call<{ list: OpsCategory[] }>('GET', '/api/ops/categories', { as: ops });
  expect(r.code, r.message).toBe(200);
  return r.data.list;
};
const childrenOf = (list: OpsCategory[], parentId: number) =>
  list
    .filter((c) => c.parent_id === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => c.id);

async function createCategory(name: string, parentId = 0): Promise<OpsCategory> {
  const r = await t.call<OpsCategory>('POST', '/api/ops/categories/create', {
    as: ops,
    body: { name, parent_id: parentId, name_en: `${name} en` },
  });
  expect(r.code, r.message).toBe(200);
  return r.data;
}

/** A SKU of a demo mall goods (not a local shop's menu item). */
async function someSku(offset = 0): Promise<number> {
  const row = await db()
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .select('k.id')
    .where('g.local_shop_id', 'is', null)
    .orderBy('k.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

const quantityOf = async (skuId: number): Promise<number> => {
  const row = await db()
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
};

const move = (body: Record<string, string | number>, as: Actor = ops) =>
  t.call<OpsStockMoveResult>('POST', '/api/ops/stock/move', {
    as,
    body: { location_id: WAREHOUSE_LOCATION_ID, ...body },
  });

describe('categories', () => {
  it('creates top and child categories at the end of their siblings, audited', async () => {
    const top = await createCategory('运营测试分类');
    const list = await tree();
    const tops = childrenOf(list, 0);
    expect(tops.at(-1)).toBe(top.id);
    const child = await createCategory('子分类一', top.id);
    expect(child.parent_id).toBe(top.id);
    const [row] = await auditOf('catalogue.category_create', child.id);
    expect(JSON.parse(row!.after_json!)).toMatchObject({ name: '子分类一', parent_id: top.id });
  });

  it('moves among siblings and to another parent; refuses itself, a child and two levels deep', async () => {
    const a = await createCategory('移动A');
    const c1 = await createCategory('c1', a.id);
    const c2 = await createCategory('c2', a.id);
    const c3 = await createCategory('c3', a.id);
    expect(childrenOf(await tree(), a.id)).toEqual([c1.id, c2.id, c3.id]);

    // c3 up to the first place
    const r = await t.call<{ list: OpsCategory[] }>('POST', '/api/ops/categories/move', {
      as: ops,
      body: { id: c3.id, parent_id: a.id, position: 0 },
    });
    expect(r.code, r.message).toBe(200);
    expect(childrenOf(r.data.list, a.id)).toEqual([c3.id, c1.id, c2.id]);
    const [audit] = await auditOf('catalogue.category_move', c3.id);
    expect(JSON.parse(audit!.before_json!)).toEqual({ parent_id: a.id, sort: 2 });
    expect(JSON.parse(audit!.after_json!)).toEqual({ parent_id: a.id, sort: 0 });

    // c1 to another top category, second place there
    const b = await createCategory('移动B');
    const b1 = await createCategory('b1', b.id);
    const b2 = await createCategory('b2', b.id);
    const moved = await t.call<{ list: OpsCategory[] }>('POST', '/api/ops/categories/move', {
      as: ops,
      body: { id: c1.id, parent_id: b.id, position: 1 },
    });
    expect(moved.code, moved.message).toBe(200);
    expect(childrenOf(moved.data.list, b.id)).toEqual([b1.id, c1.id, b2.id]);
    expect(childrenOf(moved.data.list, a.id)).toEqual([c3.id, c2.id]);
    // the old siblings are renumbered 0..n-1
    expect(moved.data.list.filter((c) => c.parent_id === a.id).map((c) => c.sort)).toEqual([0, 1]);

    const before = await t.snapshot();
    for (const body of [
      { id: a.id, parent_id: a.id, position: 0 },
      // a category with children cannot go under another one
      { id: a.id, parent_id: b.id, position: 0 },
      // nor under a child (two levels at most)
      { id: c2.id, parent_id: b1.id, position: 0 },
      { id: c2.id, parent_id: 999_999, position: 0 },
    ]) {
      const bad = await t.call('POST', '/api/ops/categories/move', { as: ops, body });
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.message).toMatch(/^parent_id: /);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('renames, sets the icon and hides; the consumer category tab follows at once', async () => {
    const top = await createCategory('隐藏测试');
    const shop = async () =>
      (await t.call<{ list: { id: number; name: string }[] }>('GET', '/api/goods/get_top_cat_list'))
        .data.list;
    expect((await shop()).map((c) => c.id)).toContain(top.id);
    const r = await t.call<OpsCategory>('POST', '/api/ops/categories/update', {
      as: ops,
      body: { id: top.id, name: '改名了', image: 'https://x.test/i.png' },
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data).toMatchObject({ name: '改名了', image: 'https://x.test/i.png', hidden: false });
    expect((await shop()).find((c) => c.id === top.id)?.name).toBe('改名了');

    const hide = await t.call<OpsCategory>('POST', '/api/ops/categories/update', {
      as: ops,
      body: { id: top.id, hidden: 1 },
    });
    expect(hide.data.hidden).toBe(true);
    expect((await shop()).map((c) => c.id)).not.toContain(top.id);
    const rows = await auditOf('catalogue.category_update', top.id);
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[1]!.before_json!)).toMatchObject({ hidden: false });
    expect(JSON.parse(rows[1]!.after_json!)).toMatchObject({ hidden: true });
  });

  it('deletes an empty category only: refused with the count of goods otherwise', async () => {
    const withGoods = await db()
      .selectFrom('goods')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .orderBy('category_id')
      .executeTakeFirstOrThrow();
    const before = await t.snapshot();
    const refused = await t.call('POST', '/api/ops/categories/delete', {
      as: ops,
      body: { id: withGoods.category_id },
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toContain(String(Number(withGoods.n)));
    const parent = await createCategory('有子分类');
    const child = await createCategory('子', parent.id);
    const snap = await t.snapshot();
    const hasChild = await t.call('POST', '/api/ops/categories/delete', {
      as: ops,
      body: { id: parent.id },
    });
    expect(hasChild.status).toBe(422);
    expect(await t.snapshot()).toBe(snap);
    expect(before).not.toBe(snap);

    const ok = await t.call('POST', '/api/ops/categories/delete', {
      as: ops,
      body: { id: child.id },
    });
    expect(ok.code, ok.message).toBe(200);
    expect((await tree()).map((c) => c.id)).not.toContain(child.id);
    const [audit] = await auditOf('catalogue.category_delete', child.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name: '子', parent_id: parent.id });
  });

  it('refuses bad input with the database unchanged', async () => {
    await expectBadInputRefused(t, {
      as: ops,
      method: 'POST',
      url: '/api/ops/categories/create',
      valid: { parent_id: 999_999, name: '坏输入' },
      fixed: ['parent_id'],
      optional: ['parent_id'],
    });
    await expectBadInputRefused(t, {
      as: ops,
      method: 'POST',
      url: '/api/ops/categories/move',
      valid: { id: 999_999, parent_id: 0, position: 0 },
    });
  });
});

describe('brands and sellers', () => {
  it('creates, searches, edits and hides a brand, audited', async () => {
    const created = await t.call<OpsBrand>('POST', '/api/ops/brands/create', {
      as: ops,
      body: { name: '运营品牌', logo: 'https://x.test/l.png', description: '简介' },
    });
    expect(created.code, created.message).toBe(200);
    const found = await t.call<ListData<OpsBrand>>('GET', '/api/ops/brands', {
      as: ops,
      query: { q: '运营品' },
    });
    expect(found.data.list.map((b) => b.id)).toEqual([created.data.id]);
    const upd = await t.call<OpsBrand>('POST', '/api/ops/brands/update', {
      as: ops,
      body: { id: created.data.id, name: '运营品牌2', hidden: 'true' },
    });
    expect(upd.data).toMatchObject({ name: '运营品牌2', hidden: true, description: '简介' });
    const [audit] = await auditOf('catalogue.brand_update', created.data.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name: '运营品牌', hidden: false });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ name: '运营品牌2', hidden: true });
    // a percent sign is text, not a wildcard
    const pct = await t.call<ListData<OpsBrand>>('GET', '/api/ops/brands', {
      as: ops,
      query: { q: '%' },
    });
    expect(pct.data.total).toBe(0);
  });

  it('creates and edits a platform seller; a merchant seller is read-only', async () => {
    const created = await t.call<OpsSeller>('POST', '/api/ops/sellers/create', {
      as: ops,
      body: { name: '平台自营二店', description: '自营' },
    });
    expect(created.code, created.message).toBe(200);
    expect(created.data.merchant_id).toBeNull();
    const upd = await t.call<OpsSeller>('POST', '/api/ops/sellers/update', {
      as: ops,
      body: { id: created.data.id, logo: 'https://x.test/s.png' },
    });
    expect(upd.data).toMatchObject({ name: '平台自营二店', logo: 'https://x.test/s.png' });
    expect(await auditOf('catalogue.seller_update', created.data.id)).toHaveLength(1);

    const platform = await t.call<ListData<OpsSeller>>('GET', '/api/ops/sellers', {
      as: ops,
      query: { owner: 'platform', limit: 50 },
    });
    expect(platform.data.list.every((s) => s.merchant_id === null)).toBe(true);
    const merchants = await t.call<ListData<OpsSeller>>('GET', '/api/ops/sellers', {
      as: ops,
      query: { owner: 'merchant' },
    });
    const theirs = merchants.data.list[0];
    expect(theirs).toBeDefined();
    const before = await t.snapshot();
    const refused = await t.call('POST', '/api/ops/sellers/update', {
      as: ops,
      body: { id: theirs!.id, name: '改商户店' },
    });
    expect(refused.status).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('warehouse stock', () => {
  it('stock in, out and count: ledger rows with the reason and note, audit rows, never below zero', async () => {
    const sku = await someSku(0);
    const start = await quantityOf(sku);
    const inn = await move({ type: 'in', sku_id: sku, quantity: 20, reason: 'purchase_in' });
    expect(inn.code, inn.message).toBe(200);
    expect(inn.data).toMatchObject({ before: start, after: start + 20, delta: 20 });
    expect(await quantityOf(sku)).toBe(start + 20);

    const out = await move({
      type: 'out',
      sku_id: sku,
      quantity: 3,
      reason: 'damage_out',
      note: '破损',
    });
    expect(out.data).toMatchObject({ before: start + 20, after: start + 17, delta: -3 });

    const count = await move({ type: 'count', sku_id: sku, quantity: 5, reason: 'count_adjust' });
    expect(count.data).toMatchObject({ before: start + 17, after: 5, delta: 5 - start - 17 });
    // a count that finds what is booked moves nothing (no ledger row) but is audited
    const same = await move({ type: 'count', sku_id: sku, quantity: 5, reason: 'count_adjust' });
    expect(same.data).toMatchObject({ before: 5, after: 5, delta: 0, ledger_id: null });

    const ledger = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('sku_id', '=', sku)
      .where('location_id', '=', WAREHOUSE_LOCATION_ID)
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(ledger.map((l) => [l.reason, l.delta, l.after_qty, l.ref])).toEqual([
      ['count_adjust', 5 - start - 17, 5, ''],
      ['damage_out', -3, start + 17, '破损'],
      ['purchase_in', 20, start + 20, ''],
    ]);
    expect(ledger[0]!.operator).toBe(`op:${ops.id}`);

    const [auditIn] = await auditOf('catalogue.stock_in', sku);
    expect(JSON.parse(auditIn!.before_json!)).toEqual({
      location_id: WAREHOUSE_LOCATION_ID,
      quantity: start,
    });
    expect(JSON.parse(auditIn!.after_json!)).toMatchObject({
      quantity: start + 20,
      delta: 20,
      reason: 'purchase_in',
      ledger_id: ledger[2]!.id,
    });
    expect(await auditOf('catalogue.stock_out', sku)).toHaveLength(1);
    expect(await auditOf('catalogue.stock_count', sku)).toHaveLength(2);

    // out below zero: refused, nothing written
    const before = await t.snapshot();
    const tooMany = await move({ type: 'out', sku_id: sku, quantity: 6, reason: 'loss_out' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.message).toMatch(/^quantity: .*5/);
    expect(await t.snapshot()).toBe(before);

    // the consumer's goods detail shows the warehouse stock
    const goods = await db()
      .selectFrom('goods_skus')
      .select('goods_id')
      .where('id', '=', sku)
      .executeTakeFirstOrThrow();
    const skus = await t.call<ListData<OpsStockSku>>('GET', '/api/ops/stock/skus', {
      as: ops,
      query: { q: String(goods.goods_id) },
    });
    const mine = skus.data.list.find((s) => s.sku_id === sku);
    expect(mine?.stock.find((s) => s.location_id === WAREHOUSE_LOCATION_ID)?.quantity).toBe(5);
    const detail = await t.call<GoodsDetail>('GET', '/api/goods/goods_detail', {
      query: { goods_id: goods.goods_id },
    });
    expect(detail.code, detail.message).toBe(200);
    expect(detail.data.skus.find((k) => k.id === sku)?.stock).toBe(5);
  });

  it('two concurrent outs of the last units: one wins, never below zero', async () => {
    const sku = await someSku(1);
    const start = await quantityOf(sku);
    await move({ type: 'count', sku_id: sku, quantity: 4, reason: 'count_adjust' });
    expect(start === 4 || (await quantityOf(sku)) === 4).toBe(true);
    const results = await Promise.all([
      move({ type: 'out', sku_id: sku, quantity: 3, reason: 'loss_out' }),
      move({ type: 'out', sku_id: sku, quantity: 3, reason: 'loss_out' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await quantityOf(sku)).toBe(1);
    expect(await auditOf('catalogue.stock_out', sku)).toHaveLength(1);
  });

  it('searches the ledger by goods, SKU, reason, operator and date, paged', async () => {
    const sku = await someSku(2);
    const other = await opsActor(t, 'owner');
    await move({ type: 'in', sku_id: sku, quantity: 7, reason: 'return_in' });
    await move({ type: 'in', sku_id: sku, quantity: 2, reason: 'other', note: '调拨' }, other);
    const search = (query: Record<string, string | number>) =>
      t.call<ListData<OpsStockLedgerRow>>('GET', '/api/ops/stock/ledger', { as: ops, query });
    const bySku = await search({ sku_id: sku, reason: 'return_in' });
    expect(bySku.code, bySku.message).toBe(200);
    expect(bySku.data.list).toHaveLength(1);
    expect(bySku.data.list[0]).toMatchObject({
      delta: 7,
      reason: 'return_in',
      operator_id: ops.id,
      operator_name: 'Test operations',
      location_id: WAREHOUSE_LOCATION_ID,
    });
    const byOperator = await search({ sku_id: sku, operator_id: other.id });
    expect(byOperator.data.list.map((r) => [r.delta, r.ref])).toEqual([[2, '调拨']]);
    const goodsId = bySku.data.list[0]!.goods_id;
    const byGoods = await search({ goods_id: goodsId, limit: 1 });
    expect(byGoods.data.total).toBeGreaterThanOrEqual(2);
    expect(byGoods.data.list).toHaveLength(1);
    const now = t.clock.now();
    expect((await search({ sku_id: sku, from: now + 1 })).data.total).toBe(0);
    expect((await search({ sku_id: sku, from: now - 60, to: now + 1 })).data.total).toBe(2);
  });

  it('refuses a wrong reason, a missing note for other, an unknown SKU or location, bad input', async () => {
    const sku = await someSku(0);
    const before = await t.snapshot();
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'in', sku_id: sku, quantity: 1, reason: 'damage_out' }, 'reason'],
      [{ type: 'out', sku_id: sku, quantity: 1, reason: 'purchase_in' }, 'reason'],
      [{ type: 'in', sku_id: sku, quantity: 1, reason: 'other' }, 'note'],
      [{ type: 'in', sku_id: sku, quantity: 0, reason: 'purchase_in' }, 'quantity'],
      [{ type: 'in', sku_id: 999_999, quantity: 1, reason: 'purchase_in' }, 'sku_id'],
      [
        { type: 'in', sku_id: sku, quantity: 1, reason: 'purchase_in', location_id: 999_999 },
        'location_id',
      ],
    ];
    for (const [body, field] of cases) {
      const r = await move(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await t.snapshot()).toBe(before);
    await expectBadInputRefused(t, {
      as: ops,
      method: 'POST',
      url: '/api/ops/stock/move',
      // refused by the rules whatever one field becomes: more than is there
      valid: {
        type: 'out',
        sku_id: sku,
        location_id: WAREHOUSE_LOCATION_ID,
        quantity: 900_000,
        reason: 'loss_out',
        note: 'x',
      },
      optional: ['note'],
    });
  });

  it('answers 403 to a role without the catalogue permissions, database unchanged', async () => {
    const service = await opsActor(t, 'service');
    const sku = await someSku(0);
    const before = await t.snapshot();
    for (const [method, url, body] of [
      ['GET', '/api/ops/categories', undefined],
      ['GET', '/api/ops/stock/ledger', undefined],
      [
        'POST',
        '/api/ops/stock/move',
        { type: 'in', sku_id: sku, location_id: 1, quantity: 5, reason: 'purchase_in' },
      ],
      ['POST', '/api/ops/categories/create', { name: 'x' }],
      ['POST', '/api/ops/brands/create', { name: 'x' }],
      ['POST', '/api/ops/sellers/create', { name: 'x' }],
    ] as const) {
      const r = await t.call(method, url, { as: service, body });
      expect(r.status, url).toBe(403);
      expect(r.data).toMatchObject({ reason: 'permission' });
    }
    expect(await t.snapshot()).toBe(before);
  });
});
