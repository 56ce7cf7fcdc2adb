import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  type Actor,
  type TestServer,
} from './harness';
import { merchantServer } from './guishang-helpers';

let t: TestServer;
let demo: Actor;
let other: Actor;
const db = () => t.app.database.db;

beforeAll(async () => {
  ({ t, demo, other } = await merchantServer());
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
    expect(res.data.slots).toHaveLength(9);
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

describe('cabinet goods detail and SKU change', () => {
  it('answers the goods with its SKU and its stock per slot; another merchant is refused', async () => {
    // a seeded cabinet goods whose SKU sits in a slot of the demo cabinets
    const seeded = await db()
      .selectFrom('cabinet_goods as cg')
      .innerJoin('stock as s', 's.sku_id', 'cg.sku_id')
      .innerJoin('stock_locations as l', 'l.id', 's.location_id')
      .select(['cg.id', 'cg.sku_id'])
      .where('cg.merchant_id', '=', demo.id)
      .where('l.kind', '=', 'cabinet_slot')
      .orderBy('cg.id')
      .executeTakeFirstOrThrow();
    // one more slot of another cabinet of the merchant holding the same SKU
    const extra = await db()
      .selectFrom('stock_locations as l')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .select(['l.id', 'l.slot_no', 'c.id as cabinet_id', 'c.name'])
      .where('c.merchant_id', '=', demo.id)
      .where('l.kind', '=', 'cabinet_slot')
      .where('l.id', 'not in', (eb) =>
        eb.selectFrom('stock').select('location_id').where('sku_id', '=', seeded.sku_id),
      )
      .orderBy('c.id', 'desc')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('stock')
      .values({ location_id: extra.id, sku_id: seeded.sku_id, quantity: 3 })
      .execute();
    // a slot of another merchant's cabinet holding it is not shown
    const theirCabinet = await db()
      .insertInto('cabinets')
      .values({ merchant_id: other.id, code: `GZ-D${other.id}`, name: '别家', created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirSlot = await db()
      .insertInto('stock_locations')
      .values({
        kind: 'cabinet_slot',
        name: 'A1',
        cabinet_id: theirCabinet.id,
        slot_no: 1,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('stock')
      .values({ location_id: theirSlot.id, sku_id: seeded.sku_id, quantity: 7 })
      .execute();

    const res = await t.call('GET', '/api/admin/guizi/goods/detail', {
      as: demo,
      query: { id: seeded.id },
    });
    expect(res.status, res.message).toBe(200);
    const row = await db()
      .selectFrom('cabinet_goods')
      .selectAll()
      .where('id', '=', seeded.id)
      .executeTakeFirstOrThrow();
    expect(res.data).toMatchObject({
      id: row.id,
      class_id: row.class_id,
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      name: row.name,
      price: row.price,
      status: row.status,
      images: JSON.parse(row.images),
    });
    expect(Array.isArray(res.data.images)).toBe(true);
    // the same row shape as the list
    const list = await t.call('GET', '/api/admin/guizi/goods/list', {
      as: demo,
      query: { limit: 50 },
    });
    const inList = list.data.list.find((g: { id: number }) => g.id === seeded.id);
    expect(inList).toBeTruthy();
    for (const [k, v] of Object.entries(inList)) expect(res.data[k], k).toEqual(v);
    const expected = await db()
      .selectFrom('stock as s')
      .innerJoin('stock_locations as l', 'l.id', 's.location_id')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .select(['c.id as cabinet_id', 'c.name as cabinet_name', 's.location_id', 'l.slot_no'])
      .select('s.quantity')
      .where('s.sku_id', '=', seeded.sku_id)
      .where('c.merchant_id', '=', demo.id)
      .orderBy('c.id')
      .orderBy('l.slot_no')
      .execute();
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(res.data.slots).toEqual(expected.map((e) => ({ ...e, quantity: Number(e.quantity) })));
    expect(res.data.slots.map((s: { location_id: number }) => s.location_id)).toContain(extra.id);
    expect(res.data.slots.map((s: { location_id: number }) => s.location_id)).not.toContain(
      theirSlot.id,
    );
    expect(res.data.stock).toBe(expected.reduce((n, e) => n + Number(e.quantity), 0));
    expect(res.data.sku).toMatchObject({ goods_id: row.goods_id });
    expect(res.data.sku.title).toBeTruthy();

    // another merchant: 422 "not found"; no token: 401
    const refused = await t.call('GET', '/api/admin/guizi/goods/detail', {
      as: other,
      query: { id: seeded.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('商品不存在');
    await expectOtherUserRefused(t, {
      method: 'GET',
      url: '/api/admin/guizi/goods/detail',
      input: { id: seeded.id },
      other,
    });
    const anon = await t.call('GET', '/api/admin/guizi/goods/detail', { query: { id: seeded.id } });
    expect(anon.status).toBe(401);
  });

  it('edit moves the goods to another SKU (goods_id follows); a taken or unknown SKU is refused', async () => {
    const cls = await t.call('POST', '/api/admin/guizi/class/add', {
      as: demo,
      body: { name: '换规格' },
    });
    const [skuA, skuB] = [await anySku(2), await anySku(3)];
    const a = await t.call('POST', '/api/admin/guizi/goods/add', {
      as: demo,
      body: { class_id: cls.data.id, sku_id: skuA, name: '甲', price: 100 },
    });
    expect(a.status, a.message).toBe(200);
    const taken = await db()
      .selectFrom('cabinet_goods')
      .select(['id', 'sku_id'])
      .where('merchant_id', '=', demo.id)
      .where('id', '!=', a.data.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const moved = await t.call('POST', '/api/admin/guizi/goods/edit', {
      as: demo,
      body: { id: a.data.id, class_id: cls.data.id, sku_id: skuB, name: '甲', price: 120 },
    });
    expect(moved.status, moved.message).toBe(200);
    const skuBRow = await db()
      .selectFrom('goods_skus')
      .select('goods_id')
      .where('id', '=', skuB)
      .executeTakeFirstOrThrow();
    let row = await db()
      .selectFrom('cabinet_goods')
      .selectAll()
      .where('id', '=', a.data.id)
      .executeTakeFirstOrThrow();
    expect(row.sku_id).toBe(skuB);
    expect(row.goods_id).toBe(skuBRow.goods_id);
    expect(row.price).toBe(120);
    const detail = await t.call('GET', '/api/admin/guizi/goods/detail', {
      as: demo,
      query: { id: a.data.id },
    });
    expect(detail.data.sku_id).toBe(skuB);
    expect(detail.data.sku.goods_id).toBe(skuBRow.goods_id);

    // without sku_id, or with its own SKU, the SKU stays
    for (const body of [
      { id: a.data.id, class_id: cls.data.id, name: '乙', price: 130 },
      { id: a.data.id, class_id: cls.data.id, sku_id: skuB, name: '乙', price: 130 },
    ]) {
      const res = await t.call('POST', '/api/admin/guizi/goods/edit', { as: demo, body });
      expect(res.status, res.message).toBe(200);
    }
    row = await db()
      .selectFrom('cabinet_goods')
      .selectAll()
      .where('id', '=', a.data.id)
      .executeTakeFirstOrThrow();
    expect(row.sku_id).toBe(skuB);

    // a SKU that is another cabinet goods of the merchant, or no SKU at all: 422, unchanged
    for (const [skuId, message] of [
      [taken.sku_id, '该规格已添加为柜子商品'],
      [999999, '商品规格不存在'],
    ] as const) {
      const before = await t.snapshot();
      const res = await t.call('POST', '/api/admin/guizi/goods/edit', {
        as: demo,
        body: { id: a.data.id, class_id: cls.data.id, sku_id: skuId, name: '丙', price: 1 },
      });
      expect(res.status).toBe(422);
      expect(res.message).toBe(message);
      expect(await t.snapshot()).toBe(before);
    }

    // another merchant may sell that SKU in its own cabinet goods, but not move ours
    const theirCls = await t.call('POST', '/api/admin/guizi/class/add', {
      as: other,
      body: { name: '换规格' },
    });
    const theirs = await t.call('POST', '/api/admin/guizi/goods/add', {
      as: other,
      body: { class_id: theirCls.data.id, sku_id: skuB, name: '丁', price: 1 },
    });
    expect(theirs.status, theirs.message).toBe(200);
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/admin/guizi/goods/edit',
      input: {
        id: a.data.id,
        class_id: theirCls.data.id,
        sku_id: await anySku(0),
        name: 'x',
        price: 1,
      },
      other,
    });

    // bad input on detail, and on edit with a taken SKU (every variation refused), unchanged
    const m = { merchant: true, as: demo } as const;
    const counts = {
      detail: await expectBadInputRefused(t, {
        ...m,
        method: 'GET',
        url: '/api/admin/guizi/goods/detail',
        valid: { id: a.data.id },
      }),
      edit: await expectBadInputRefused(t, {
        ...m,
        method: 'POST',
        url: '/api/admin/guizi/goods/edit',
        valid: {
          id: a.data.id,
          class_id: cls.data.id,
          sku_id: taken.sku_id,
          name: 'y',
          price: 1,
          status: 1,
        },
        fixed: ['sku_id'],
        optional: ['status'],
      }),
      editSku: await expectBadInputRefused(t, {
        ...m,
        method: 'POST',
        url: '/api/admin/guizi/goods/edit',
        valid: { id: 999999, class_id: cls.data.id, sku_id: skuA, name: 'y', price: 1 },
        optional: ['sku_id'],
      }),
    };
    console.log('bad input cases (cabinet goods detail/edit):', JSON.stringify(counts));
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(1);
  });
});
