import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/shared/contract';
import { expectBadInputRefused, type Actor, type TestServer } from './harness';
import { cabinetSlot, merchantServer } from './guishang-helpers';
import { multipart, PNG, type Part } from './wallet-fixtures';
import type { StockLogRow, StockMove } from '../../src/shared/contract/cabinet-stock';

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

const slot = (n: number, cabinet = 1) => cabinetSlot(t, n, cabinet);

async function stockIn(locationId: number, skuId: number, quantity = 1) {
  const res = await t.call('POST', '/api/admin/stock/in', {
    as: demo,
    body: {
      location_id: locationId,
      sku_id: skuId,
      quantity,
      idempotency_key: randomUUID(),
      reason: 'correction',
    },
  });
  expect(res.status, res.message).toBe(200);
  return res.data as StockMove;
}

describe('stock/log catch-up', () => {
  it('pages forward with after_id: every ledger row once, ascending, with the row fields', async () => {
    const a = await slot(1);
    const b = await slot(2);
    const c = await slot(1, 2);
    for (let i = 0; i < 7; i++) {
      const s = [a, b, c][i % 3]!;
      await stockIn(s.location_id, s.sku_id);
    }
    const all = await db()
      .selectFrom('stock_ledger as s')
      .innerJoin('stock_locations as l', 'l.id', 's.location_id')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .select('s.id')
      .where('c.merchant_id', '=', demo.id)
      .orderBy('s.id')
      .execute();
    expect(all.length).toBeGreaterThanOrEqual(7);

    const seen: number[] = [];
    let after = 0;
    for (let guard = 0; guard < 100; guard++) {
      const res = await t.call('GET', '/api/admin/stock/log', {
        as: demo,
        query: { after_id: after, limit: 3 },
      });
      expect(res.status).toBe(200);
      const list = res.data.list as StockLogRow[];
      if (list.length === 0) break;
      expect(list.length).toBeLessThanOrEqual(3);
      for (const r of list) seen.push(r.ledger_id);
      after = list[list.length - 1]!.ledger_id;
    }
    expect(seen).toEqual(all.map((r) => r.id));

    // a row carries what the kiosk needs to apply it
    const last = await t.call('GET', '/api/admin/stock/log', {
      as: demo,
      query: { after_id: seen[seen.length - 2], limit: 5 },
    });
    expect(last.data.list).toHaveLength(1);
    const row = last.data.list[0];
    for (const f of [
      'ledger_id',
      'cabinet_id',
      'location_id',
      'slot_no',
      'sku_id',
      'goods_name',
      'delta',
      'before',
      'after',
      'reason',
      'ref',
      'operator',
      'idempotency_key',
      'created_at',
    ]) {
      expect(row, f).toHaveProperty(f);
    }
    expect(row.ledger_id).toBe(seen[seen.length - 1]);
    expect(row.after - row.before).toBe(row.delta);
    expect(typeof row.goods_name).toBe('string');
    expect(row.goods_name.length).toBeGreaterThan(0);

    // another merchant's catch-up sees none of it
    const theirs = await t.call('GET', '/api/admin/stock/log', {
      as: other,
      query: { after_id: 0 },
    });
    expect(theirs.data.total).toBe(0);
  });

  it('filters by start/end inclusive on created_at; newest first without after_id', async () => {
    const a = await slot(3);
    t.clock.advance(1000);
    const first = await stockIn(a.location_id, a.sku_id);
    // the row's own time: the test clock follows the wall clock, so now() may be a second on
    const { created_at: at } = await t.app.database.db
      .selectFrom('stock_ledger')
      .select('created_at')
      .where('id', '=', first.ledger_id)
      .executeTakeFirstOrThrow();
    t.clock.advance(10);
    const second = await stockIn(a.location_id, a.sku_id);
    const inRange = await t.call('GET', '/api/admin/stock/log', {
      as: demo,
      query: { start: at, end: at },
    });
    expect(inRange.data.list.map((r: { ledger_id: number }) => r.ledger_id)).toEqual([
      first.ledger_id,
    ]);
    const fromAt = await t.call('GET', '/api/admin/stock/log', {
      as: demo,
      query: { start: at },
    });
    expect(fromAt.data.list.map((r: { ledger_id: number }) => r.ledger_id)).toEqual([
      second.ledger_id,
      first.ledger_id,
    ]);
    const untilBefore = await t.call('GET', '/api/admin/stock/log', {
      as: demo,
      query: { end: at - 1, location_id: a.location_id },
    });
    expect(
      untilBefore.data.list.some((r: { ledger_id: number }) => r.ledger_id >= first.ledger_id),
    ).toBe(false);
  });

  it('refuses bad input', async () => {
    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/admin/stock/log',
      as: demo,
      merchant: true,
      valid: { after_id: 1, start: 1, end: 2 },
      optional: ['after_id', 'start', 'end'],
    });
    const res = await t.call('GET', '/api/admin/stock/log', { query: { after_id: 0 } });
    expect(res.status).toBe(401);
  });
});

describe('log/log2 and cabinet detail', () => {
  it('log2 answers the abnormal list with cabinet_name, slot_no and goods_name', async () => {
    const s = await slot(4);
    const created = await t.call('POST', '/api/admin/bh/create', {
      as: demo,
      json: true,
      body: {
        cabinet_id: 1,
        lines: [{ location_id: s.location_id, sku_id: s.sku_id, expected: 2 }],
      },
    });
    expect(created.status, created.message).toBe(200);
    const rec = await t.call('GET', '/api/admin/bh/list', {
      as: demo,
      query: { status: 0 },
    });
    const line = rec.data.list.find((r: { id: number }) => r.id === created.data.id).lines[0];
    const done = await t.call('POST', '/api/admin/bh/finish', {
      as: demo,
      json: true,
      body: { id: created.data.id, lines: [{ line_id: line.id, put_in: 0 }] },
    });
    expect(done.status, done.message).toBe(200);
    const log2 = await t.call('GET', '/api/admin/log/log2', { as: demo });
    const abnormal = await t.call('GET', '/api/admin/log/abnormal', { as: demo });
    expect(log2.status).toBe(200);
    expect(log2.data).toEqual(abnormal.data);
    const row = log2.data.list[0];
    expect(row.cabinet_name).toBe('阳光小区1号柜');
    expect(row.slot_no).toBe(4);
    expect(row.goods_name.length).toBeGreaterThan(0);
    expect(row.shortfall).toBe(2);
    expect((await t.call('GET', '/api/admin/log/log2', { as: other })).data.total).toBe(0);
    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/admin/log/log2',
      as: demo,
      merchant: true,
      valid: { page: 1, limit: 5, cabinet_id: 1 },
      optional: ['page', 'limit', 'cabinet_id'],
    });
  });

  it('cabinet/detail slot goods carry an image (cabinet goods first image, else the shop image)', async () => {
    const s = await slot(5);
    const before = await t.call('GET', '/api/admin/cabinet/detail', {
      as: demo,
      query: { cabinet_id: 1 },
    });
    const goodsOf = (d: typeof before) =>
      d.data.slots.find((x: { location_id: number }) => x.location_id === s.location_id).goods[0];
    const shopImage = await db()
      .selectFrom('goods_skus as k')
      .innerJoin('goods as g', 'g.id', 'k.goods_id')
      .select('g.image')
      .where('k.id', '=', s.sku_id)
      .executeTakeFirstOrThrow();
    const existing = await db()
      .selectFrom('cabinet_goods')
      .select(['id', 'images'])
      .where('merchant_id', '=', demo.id)
      .where('sku_id', '=', s.sku_id)
      .executeTakeFirst();
    if (!existing) expect(goodsOf(before).image).toBe(shopImage.image);
    const classes = await t.call('GET', '/api/admin/guizi/class/list', { as: demo });
    let classId = classes.data.list[0]?.id as number | undefined;
    if (!classId) {
      classId = (
        await t.call('POST', '/api/admin/guizi/class/add', { as: demo, body: { name: '图' } })
      ).data.id;
    }
    const images = JSON.stringify(['/uploads/2026/11/first.png', '/uploads/2026/11/second.png']);
    const res = existing
      ? await t.call('POST', '/api/admin/guizi/goods/edit', {
          as: demo,
          body: { id: existing.id, class_id: classId!, name: '图片商品', price: 100, images },
        })
      : await t.call('POST', '/api/admin/guizi/goods/add', {
          as: demo,
          body: { class_id: classId!, sku_id: s.sku_id, name: '图片商品', price: 100, images },
        });
    expect(res.status, res.message).toBe(200);
    const after = await t.call('GET', '/api/admin/cabinet/detail', {
      as: demo,
      query: { cabinet_id: 1 },
    });
    expect(goodsOf(after).image).toBe('/uploads/2026/11/first.png');
  });
});

async function merchantUpload(as: Actor | null, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/upload/image',
    headers: {
      'content-type': contentType,
      ...(as ? { authorization: `Bearer ${as.token}` } : {}),
    },
    payload,
  });
  return { status: res.statusCode, ...res.json<{ code: number; message: string; data: any }>() };
}

describe('POST /api/admin/upload/image', () => {
  it('stores a merchant image by its bytes and serves it', async () => {
    const res = await merchantUpload(demo, [
      { name: 'file', filename: 'x.jpg', contentType: 'image/jpeg', data: PNG },
    ]);
    expect(res.status, res.message).toBe(200);
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await t.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses no token, a consumer token, non-images, a wrong field and a too large file', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    expect((await merchantUpload(null, [{ name: 'file', data: PNG }])).status).toBe(401);
    expect((await merchantUpload(u, [{ name: 'file', data: PNG }])).status).toBe(401);
    const cases: Part[][] = [
      [{ name: 'file', filename: 'x.png', contentType: 'image/png', data: '<svg></svg>' }],
      [{ name: 'file', filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) }],
      [{ name: 'image', filename: 'x.png', contentType: 'image/png', data: PNG }],
      [],
      [
        {
          name: 'file',
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]),
        },
      ],
    ];
    for (const parts of cases) {
      const res = await merchantUpload(demo, parts);
      expect(res.status, JSON.stringify(parts.map((p) => p.name))).toBe(422);
      expect(res.message).toBeTruthy();
    }
    const form = await t.call('POST', '/api/admin/upload/image', {
      as: demo,
      body: { file: 'abc' },
    });
    expect(form.status).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });
});
