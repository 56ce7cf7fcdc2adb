import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';

let t: TestServer;
let demo: Actor;
let other: Actor;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.call('POST', '/api/admin/login', {
    body: { account: 'merchant', password: 'demo123456' },
  });
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('account', '=', 'merchant')
    .executeTakeFirstOrThrow();
  demo = { id: row.id, token: res.data.token };
  other = await t.merchant();
});

afterAll(async () => {
  await t?.close();
});

/** The n-th SKU that is not yet a cabinet goods of the demo merchant (the seed adds some). */
async function anySku(n = 0): Promise<number> {
  const rows = await db()
    .selectFrom('goods_skus')
    .select('id')
    .where('id', 'not in', db().selectFrom('cabinet_goods').select('sku_id'))
    .orderBy('id')
    .limit(5)
    .execute();
  return rows[n]!.id;
}

describe('cabinet detail', () => {
  it('lists slots with quantities; another merchant is refused', async () => {
    const res = await t.call('GET', '/api/admin/cabinet/detail', {
      as: demo,
      query: { cabinet_id: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    expect(res.data.slots).toHaveLength(6);
    const stock = await db()
      .selectFrom('stock')
      .select('quantity')
      .where('location_id', '=', res.data.slots[0].location_id)
      .execute();
    expect(res.data.slots[0].quantity).toBe(stock.reduce((n, s) => n + s.quantity, 0));
    const refused = await t.call('GET', '/api/admin/cabinet/detail', {
      as: other,
      query: { cabinet_id: 1 },
    });
    expect(refused.status).toBe(422);
    const anon = await t.call('GET', '/api/admin/cabinet/detail', { query: { cabinet_id: 1 } });
    expect(anon.status).toBe(401);
  });
});

describe('cabinet classes and goods', () => {
  it('adds, lists, edits and deletes classes and goods', async () => {
    const add = await t.call('POST', '/api/admin/guizi/class/add', {
      as: demo,
      body: { name: '饮料', sort: 2 },
    });
    expect(add.status).toBe(200);
    const classId = add.data.id as number;
    const dup = await t.call('POST', '/api/admin/guizi/class/add', {
      as: demo,
      body: { name: '饮料' },
    });
    expect(dup.status).toBe(422);
    // another merchant may use the same name
    const mine = await t.call('POST', '/api/admin/guizi/class/add', {
      as: other,
      body: { name: '饮料' },
    });
    expect(mine.status).toBe(200);

    const edit = await t.call('POST', '/api/admin/guizi/class/edit', {
      as: demo,
      body: { id: classId, name: '冷饮', sort: 1 },
    });
    expect(edit.status).toBe(200);
    const list = await t.call('GET', '/api/admin/guizi/class/list', { as: demo });
    // the seeded demo classes (seed-cabinet.ts) are listed beside it
    expect(list.data.list.map((c: { name: string }) => c.name)).toContain('冷饮');
    expect(list.data.list.map((c: { name: string }) => c.name)).not.toContain('饮料');

    const sku = await anySku();
    const goods = await t.call('POST', '/api/admin/guizi/goods/add', {
      as: demo,
      json: true,
      body: { class_id: classId, sku_id: sku, name: '可乐', price: 350, images: ['/a.png'] },
    });
    expect(goods.status).toBe(200);
    const glist = await t.call('GET', '/api/admin/guizi/goods/list', {
      as: demo,
      query: { class_id: classId },
    });
    expect(glist.data.total).toBe(1);
    expect(glist.data.list[0].images).toEqual(['/a.png']);
    expect(glist.data.list[0].goods_id).toBeTypeOf('number');
    const gedit = await t.call('POST', '/api/admin/guizi/goods/edit', {
      as: demo,
      body: {
        id: goods.data.id,
        class_id: classId,
        name: '可口可乐',
        price: 300,
        images: JSON.stringify(['/b.png', '/a.png']),
      },
    });
    expect(gedit.status).toBe(200);
    const row = await db()
      .selectFrom('cabinet_goods')
      .selectAll()
      .where('id', '=', goods.data.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('可口可乐');
    expect(JSON.parse(row.images)).toEqual(['/b.png', '/a.png']);

    // a class with goods is not deleted
    const busy = await t.call('POST', '/api/admin/guizi/class/del', {
      as: demo,
      body: { id: classId },
    });
    expect(busy.status).toBe(422);

    // another merchant: refused, nothing changed
    for (const [url, input] of [
      ['/api/admin/guizi/class/edit', { id: classId, name: 'x' }],
      ['/api/admin/guizi/class/del', { id: classId }],
      ['/api/admin/guizi/goods/del', { id: goods.data.id }],
      [
        '/api/admin/guizi/goods/edit',
        { id: goods.data.id, class_id: mine.data.id, name: 'x', price: 1 },
      ],
      ['/api/admin/guizi/goods/add', { class_id: classId, sku_id: sku, name: 'x', price: 1 }],
    ] as const) {
      await expectOtherUserRefused(t, { method: 'POST', url, input, other });
    }
    const otherList = await t.call('GET', '/api/admin/guizi/goods/list', { as: other });
    expect(otherList.data.total).toBe(0);

    expect(
      (
        await t.call('POST', '/api/admin/guizi/goods/del', {
          as: demo,
          body: { id: goods.data.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/admin/guizi/class/del', { as: demo, body: { id: classId } }))
        .status,
    ).toBe(200);
  });

  it('refuses bad input on every class and goods route, database unchanged', async () => {
    const cls = await t.call('POST', '/api/admin/guizi/class/add', {
      as: demo,
      body: { name: '零食' },
    });
    const sku = await anySku(1);
    const goods = await t.call('POST', '/api/admin/guizi/goods/add', {
      as: demo,
      body: { class_id: cls.data.id, sku_id: sku, name: '薯片', price: 500 },
    });
    expect(goods.status).toBe(200);
    const counts: Record<string, number> = {};
    const m = { merchant: true, as: demo } as const;
    counts['cabinet/detail'] = await expectBadInputRefused(t, {
      ...m,
      method: 'GET',
      url: '/api/admin/cabinet/detail',
      valid: { cabinet_id: 1 },
    });
    counts['class/list'] = await expectBadInputRefused(t, {
      ...m,
      method: 'GET',
      url: '/api/admin/guizi/class/list',
      valid: {},
    });
    // a duplicate name: every variation of the other fields is refused
    counts['class/add'] = await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/guizi/class/add',
      valid: { name: '零食', sort: 1 },
      fixed: ['name'],
      optional: ['sort'],
    });
    counts['class/edit'] = await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/guizi/class/edit',
      valid: { id: 999999, name: 'x', sort: 1 },
      optional: ['sort'],
    });
    counts['class/del'] = await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/guizi/class/del',
      valid: { id: 999999 },
    });
    counts['goods/list'] = await expectBadInputRefused(t, {
      ...m,
      method: 'GET',
      url: '/api/admin/guizi/goods/list',
      valid: { page: 1, limit: 10, class_id: cls.data.id, status: 1 },
      optional: ['page', 'limit', 'class_id', 'status'],
    });
    // the SKU is already a cabinet goods: every variation is refused
    counts['goods/add'] = await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/guizi/goods/add',
      valid: { class_id: cls.data.id, sku_id: sku, name: 'y', price: 1, images: '["/x.png"]' },
      fixed: ['sku_id', 'name'],
      optional: ['images'],
    });
    counts['goods/edit'] = await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/guizi/goods/edit',
      valid: { id: 999999, class_id: cls.data.id, name: 'y', price: 1, status: 1 },
      optional: ['status'],
    });
    counts['goods/del'] = await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/guizi/goods/del',
      valid: { id: 999999 },
    });
    console.log('bad input cases (guishang classes/goods):', JSON.stringify(counts));
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(1);
  });
});
