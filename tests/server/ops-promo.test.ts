/**
 * The console's promotions (issue 23, part promotions; shared/contract/ops-promo.ts): an
 * operator creates, edits, pauses, resumes and ends activities over the rows the consumer's
 * activity server sells; the consumer sees each change at once (through the public cache),
 * checkout refuses the activity price from the end second on (237) and beyond a stock cap
 * (423); impossible settings are refused with a reason and the database unchanged; each write
 * leaves one audit row. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type { AuditEntry } from '../../src/shared/contract/ops';
import type { OpsPromoDetail, OpsPromoRow, OpsPromoSku } from '../../src/shared/contract/ops-promo';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { buyer, clientKey, freshSkus, setStock, type Sku } from './order-helpers';

let t: TestServer;
let ops: Actor;
let owner: Actor;
let skus: Sku[];
let next = 0;

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
  owner = await opsActor(t, 'owner');
  skus = await freshSkus(t, { n: 40, stock: 20, offset: 150, maxPrice: 50_000 });
  expect(skus.length).toBeGreaterThanOrEqual(30);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
/** A SKU no other test of this file uses. */
const sku = (): Sku => {
  const s = skus[next];
  next += 1;
  if (!s) throw new Error('out of test SKUs');
  return s;
};
const half = (s: Sku) => Math.floor(s.price / 2);

type Body = Record<string, unknown>;
const create = (body: Body, as: Actor = ops) =>
  t.call<{ list: OpsPromoDetail[] }>('POST', '/api/ops/promo/create', {
    as,
    body: body as never,
    json: true,
  });
const update = (body: Body) =>
  t.call<OpsPromoDetail>('POST', '/api/ops/promo/update', {
    as: ops,
    body: body as never,
    json: true,
  });
const act = (action: 'pause' | 'resume' | 'end', id: number) =>
  t.call<OpsPromoDetail>('POST', `/api/ops/promo/${action}`, { as: ops, body: { id }, json: true });
const detail = (id: number) =>
  t.call<OpsPromoDetail>('GET', '/api/ops/promo/activity', { as: ops, query: { id } });

function discountBody(goods: Sku[], over: Body = {}): Body {
  const now = t.clock.now();
  return {
    type: 18,
    title: '运营限时折扣',
    slots: [{ start_at: now - 60, end_at: now + 3600 }],
    goods: goods.map((s) => ({ sku_id: s.sku_id, price: half(s), limit_per_user: 0 })),
    ...over,
  };
}

async function createOk(body: Body): Promise<OpsPromoDetail[]> {
  const r = await create(body);
  expect(r.code, r.message).toBe(200);
  return r.data.list;
}

async function auditOf(id: number, action: string) {
  const r = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
    as: owner,
    query: { object_type: 'activity', object_id: String(id), action, limit: 50 },
  });
  expect(r.code, r.message).toBe(200);
  return r.data.list;
}

/** A consumer's activity purchase of one unit (the envelope). */
async function buy(u: Actor, agId: number, num = 1) {
  return t.call('POST', '/api/order/buy', {
    as: u,
    body: { activity_goods_id: agId, num, coupon_user_id: 0, client_key: clientKey() },
  });
}

const consumerList = (type: number, activityId?: number) =>
  t.call<{ list: { id: number; sku_id: number; price: number; stock: number }[] }>(
    'GET',
    '/api/activity/goods_activity_list',
    { query: { type, page: 1, limit: 50, ...(activityId ? { activity_id: activityId } : {}) } },
  );

async function snapshot() {
  const count = async (table: 'activities' | 'activity_goods' | 'audit_log') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    activities: await count('activities'),
    goods: await count('activity_goods'),
    audit: await count('audit_log'),
    rows: await db().selectFrom('activity_goods').selectAll().orderBy('id').execute(),
    acts: await db().selectFrom('activities').selectAll().orderBy('id').execute(),
  };
}

describe('create and read', () => {
  it('creates a discount activity with two SKUs; the consumer zone lists them at once', async () => {
    const [a, b] = [sku(), sku()];
    const [d] = await createOk(discountBody([a, b], { title: '折扣专场 A' }));
    expect(d!.state).toBe('running');
    expect(d!.goods.map((g) => [g.sku_id, g.price])).toEqual([
      [a.sku_id, half(a)],
      [b.sku_id, half(b)],
    ]);
    const list = await consumerList(18, d!.id);
    expect(list.code).toBe(200);
    expect(list.data.list.map((g) => g.price)).toEqual([half(a), half(b)]);
    const audit = await auditOf(d!.id, 'promo.activity_create');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ type: 18, title: '折扣专场 A' });

    const r = await t.call<ListData<OpsPromoRow>>('GET', '/api/ops/promo/activities', {
      as: ops,
      query: { type: 18, state: 'running', keyword: '折扣专场 A' },
    });
    expect(r.data.list.map((x) => x.id)).toEqual([d!.id]);
    expect(r.data.list[0]).toMatchObject({ goods_count: 2, sold: 0, state: 'running' });
  });

  it('lists by state with pagination; the SKU picker searches the catalogue', async () => {
    const now = t.clock.now();
    const [later] = await createOk(
      discountBody([sku()], { slots: [{ start_at: now + 7200, end_at: now + 9000 }] }),
    );
    expect(later!.state).toBe('scheduled');
    const page1 = await t.call<ListData<OpsPromoRow>>('GET', '/api/ops/promo/activities', {
      as: ops,
      query: { state: 'scheduled', limit: 1, page: 1 },
    });
    expect(page1.data.list).toHaveLength(1);
    expect(page1.data.total).toBeGreaterThan(1);
    const all: number[] = [];
    for (let p = 1; p <= page1.data.total; p += 1) {
      const r = await t.call<ListData<OpsPromoRow>>('GET', '/api/ops/promo/activities', {
        as: ops,
        query: { state: 'scheduled', limit: 1, page: p },
      });
      for (const row of r.data.list) {
        expect(row.state).toBe('scheduled');
        all.push(row.id);
      }
    }
    expect(all).toContain(later!.id);
    expect(new Set(all).size).toBe(all.length);

    const s = skus[0]!;
    const found = await t.call<ListData<OpsPromoSku>>('GET', '/api/ops/promo/skus', {
      as: ops,
      query: { goods_id: s.goods_id },
    });
    expect(found.code).toBe(200);
    expect(found.data.list.map((x) => x.sku_id)).toContain(s.sku_id);
    expect(found.data.list[0]).toMatchObject({ goods_id: s.goods_id, stock: expect.any(Number) });
  });

  it('a flash sale takes time slots; sessions may not overlap; the cached flash page shows the new session at once', async () => {
    const page = () =>
      t.call<{
        sessions: { activity_id: number; status: string }[];
        goods: { sku_id: number; price: number }[];
      }>('GET', '/api/activity/limited_sale_time');
    const before = await page(); // fills the public cache
    expect(before.code).toBe(200);
    const now = t.clock.now();
    const [a, b] = [sku(), sku()];
    const body = {
      type: 1,
      title: '运营秒杀场',
      slots: [{ start_at: now, end_at: now + 3600 }],
      goods: [a, b].map((s) => ({
        sku_id: s.sku_id,
        price: half(s),
        stock_cap: 5,
        limit_per_user: 1,
      })),
    };
    // the seeded session running now overlaps
    const running = before.data.sessions.find((s) => s.status === 'ongoing');
    if (running) {
      const refused = await create(body);
      expect(refused.code).toBe(422);
      expect(refused.message).toMatch(/slots/);
      expect((await act('end', running.activity_id)).code).toBe(200);
    }
    const two = await createOk({
      ...body,
      slots: [
        { start_at: now + 20 * 3600, end_at: now + 21 * 3600 },
        { start_at: now, end_at: now + 3600 },
      ],
    });
    expect(two).toHaveLength(2);
    const current = two.find((d) => d.start_at === now)!;
    expect(current.state).toBe('running');
    const after = await page();
    expect(after.data.sessions.find((s) => s.status === 'ongoing')?.activity_id).toBe(current.id);
    expect(after.data.goods.map((g) => [g.sku_id, g.price])).toEqual([
      [a.sku_id, half(a)],
      [b.sku_id, half(b)],
    ]);
    // an edit of the price shows at once too
    const edited = await update({
      id: current.id,
      title: current.title,
      start_at: current.start_at,
      end_at: current.end_at,
      goods: [a, b].map((s) => ({
        sku_id: s.sku_id,
        price: half(s) - 1,
        stock_cap: 5,
        limit_per_user: 1,
      })),
    });
    expect(edited.code, edited.message).toBe(200);
    expect((await page()).data.goods.map((g) => g.price)).toEqual([half(a) - 1, half(b) - 1]);
    // overlapping slots in one request
    const clash = await create({
      ...body,
      slots: [
        { start_at: now + 30 * 3600, end_at: now + 32 * 3600 },
        { start_at: now + 31 * 3600, end_at: now + 33 * 3600 },
      ],
    });
    expect(clash.code).toBe(422);
  });
});

describe('flash-sale slots and pausing', () => {
  it('a paused session frees its slot; it resumes only once the slot is free again', async () => {
    const now = t.clock.now();
    const slot = { start_at: now + 40 * 3600, end_at: now + 41 * 3600 };
    const body = (s: Sku) => ({
      type: 1,
      title: '替换场次',
      slots: [slot],
      goods: [{ sku_id: s.sku_id, price: half(s) }],
    });
    const [first] = await createOk(body(sku()));
    expect((await create(body(sku()))).code).toBe(422);
    expect((await act('pause', first!.id)).code).toBe(200);
    const [second] = await createOk(body(sku()));
    const blocked = await act('resume', first!.id);
    expect(blocked.code).toBe(422);
    expect(blocked.message).toMatch(/slots/);
    expect((await act('end', second!.id)).data).toMatchObject({ state: 'ended', status: 0 });
    expect((await act('resume', first!.id)).data.state).toBe('scheduled');
  });
});

describe('impossible settings are refused with a reason, nothing written', () => {
  it('refuses each and leaves the database unchanged', async () => {
    const s = sku();
    const taken = sku();
    const [existing] = await createOk(discountBody([taken]));
    expect(existing).toBeDefined();
    await setStock(t, s.sku_id, 3);
    const now = t.clock.now();
    const good = { sku_id: s.sku_id, price: half(s) };
    const cases: [string, Body, RegExp][] = [
      [
        'end before start',
        discountBody([s], { slots: [{ start_at: now + 100, end_at: now + 50 }] }),
        /end_at/,
      ],
      [
        'end passed',
        discountBody([s], { slots: [{ start_at: now - 100, end_at: now - 1 }] }),
        /end_at/,
      ],
      [
        'price above the SKU price',
        discountBody([s], { goods: [{ ...good, price: s.price + 1 }] }),
        /goods\.0\.price/,
      ],
      ['negative price', discountBody([s], { goods: [{ ...good, price: -1 }] }), /price/],
      [
        'price 0 without points',
        discountBody([s], { goods: [{ ...good, price: 0 }] }),
        /goods\.0\.price/,
      ],
      [
        'points on a discount',
        discountBody([s], { goods: [{ ...good, integral: 10 }] }),
        /integral/,
      ],
      ['no points on an exchange', discountBody([s], { type: 3 }), /integral/],
      ['SKU twice', discountBody([s], { goods: [good, good] }), /goods\.1\.sku_id/],
      [
        'SKU in an overlapping activity of the same type',
        discountBody([s], { goods: [good, { sku_id: taken.sku_id, price: half(taken) }] }),
        /goods\.1\.sku_id/,
      ],
      ['cap above stock', discountBody([s], { goods: [{ ...good, stock_cap: 4 }] }), /stock_cap/],
      ['group of one', discountBody([s], { type: 4, rules: { group_size: 1 } }), /group_size/],
      ['unknown type', discountBody([s], { type: 77 }), /type/],
      [
        'several slots outside a flash sale',
        discountBody([s], {
          slots: [
            { start_at: now, end_at: now + 10 },
            { start_at: now + 20, end_at: now + 30 },
          ],
        }),
        /slots/,
      ],
      ['unknown SKU', discountBody([s], { goods: [{ sku_id: 2 ** 31 - 2, price: 1 }] }), /sku_id/],
    ];
    const before = await snapshot();
    for (const [name, body, field] of cases) {
      const r = await create(body);
      expect(r.code, name).toBe(422);
      expect(r.message, name).toMatch(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the same SKU may join an activity of the same type that does not overlap, or another type', async () => {
    const s = sku();
    const now = t.clock.now();
    await createOk(discountBody([s]));
    await createOk(discountBody([s], { slots: [{ start_at: now + 3600, end_at: now + 7200 }] }));
    await createOk(discountBody([s], { type: 19 }));
  });

  it('a role without promo.write (moderator) is refused', async () => {
    const moderator = await opsActor(t, 'moderator');
    const r = await create(discountBody([sku()]), moderator);
    expect(r.code).toBe(403);
  });
});

describe('selling: pause, resume, end, stock cap, edits after sales', () => {
  it('pause stops checkout, resume lets it sell again, end stops it for good', async () => {
    const s = sku();
    const [d] = await createOk(discountBody([s]));
    const agId = d!.goods[0]!.id;
    const u = await buyer(t);
    expect((await act('pause', d!.id)).data.state).toBe('paused');
    expect((await buy(u, agId)).code).toBe(237);
    expect((await consumerList(18)).data.list.map((g) => g.id)).not.toContain(agId);
    expect((await act('pause', d!.id)).code).toBe(422);
    expect((await act('resume', d!.id)).data.state).toBe('running');
    const ok = await buy(u, agId);
    expect(ok.code, ok.message).toBe(200);
    const ended = await act('end', d!.id);
    expect(ended.data.state).toBe('ended');
    expect((await buy(u, agId)).code).toBe(237);
    expect((await act('resume', d!.id)).code).toBe(422);
    const edit = await update({
      id: d!.id,
      title: 'x-edited',
      start_at: d!.start_at,
      end_at: t.clock.now() + 999,
      goods: [{ sku_id: s.sku_id, price: half(s) }],
    });
    expect(edit.code).toBe(422);
    for (const action of ['pause', 'resume', 'end'] as const) {
      expect(await auditOf(d!.id, `promo.activity_${action}`)).toHaveLength(1);
    }
  });

  it('the activity price stops at the end second (test clock)', async () => {
    const s = sku();
    const now = t.clock.now();
    const [d] = await createOk(
      discountBody([s], { slots: [{ start_at: now - 10, end_at: now + 100 }] }),
    );
    const agId = d!.goods[0]!.id;
    const end = d!.end_at;
    const u = await buyer(t);
    try {
      // a few seconds before the end (the machine may be slow between two calls)
      t.clock.advance(end - 5 - t.clock.now());
      const last = await buy(u, agId);
      expect(last.code, last.message).toBe(200);
      // the end second itself: time only moves on, so now ≥ end_at
      t.clock.advance(end - t.clock.now());
      const late = await buy(u, agId);
      expect(late.code).toBe(237);
      expect((await detail(d!.id)).data.state).toBe('ended');
    } finally {
      t.clock.reset();
    }
  });

  it('a stock cap stops sales at the cap; the zone shows what is left', async () => {
    const s = sku();
    const [d] = await createOk(
      discountBody([s], { goods: [{ sku_id: s.sku_id, price: half(s), stock_cap: 2 }] }),
    );
    const agId = d!.goods[0]!.id;
    const [u1, u2] = [await buyer(t), await buyer(t)];
    expect((await buy(u1, agId, 2)).code).toBe(200);
    const over = await buy(u2, agId);
    expect(over.code).toBe(423);
    expect(over.message).toMatch(/0/);
    const listed = (await consumerList(18, d!.id)).data.list.find((g) => g.id === agId);
    expect(listed?.stock).toBe(0);
  });

  it('after sales: a sold SKU keeps its price and stays; the cap not below sold; the start stays', async () => {
    const [a, b] = [sku(), sku()];
    const [d] = await createOk(discountBody([a, b]));
    const [ga, gb] = d!.goods;
    const u = await buyer(t);
    expect((await buy(u, ga!.id, 2)).code).toBe(200);
    const base = {
      id: d!.id,
      title: d!.title,
      start_at: d!.start_at,
      end_at: d!.end_at,
    };
    const line = (s: Sku, over: Body = {}) => ({ sku_id: s.sku_id, price: half(s), ...over });
    const before = await snapshot();
    const refused: [Body, RegExp][] = [
      [{ ...base, goods: [line(a, { price: half(a) - 1 }), line(b)] }, /goods\.0\.price/],
      [{ ...base, goods: [line(b)] }, /goods/],
      [{ ...base, goods: [line(a, { stock_cap: 1 }), line(b)] }, /stock_cap/],
      [{ ...base, start_at: d!.start_at + 1, goods: [line(a), line(b)] }, /start_at/],
    ];
    for (const [body, msg] of refused) {
      const r = await update(body);
      expect(r.code).toBe(422);
      expect(r.message).toMatch(msg);
    }
    expect(await snapshot()).toEqual(before);
    // allowed: the unsold SKU's price, a limit, a later end; the sold row keeps its id
    const ok = await update({
      ...base,
      title: '改名后的折扣',
      end_at: d!.end_at + 3600,
      goods: [line(a, { limit_per_user: 5, stock_cap: 3 }), line(b, { price: half(b) - 1 })],
    });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.goods.map((g) => [g.id, g.price, g.sold])).toEqual([
      [ga!.id, half(a), 2],
      [gb!.id, half(b) - 1, 0],
    ]);
    const audit = await auditOf(d!.id, 'promo.activity_update');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ title: d!.title });
    expect(audit[0]!.after).toMatchObject({ title: '改名后的折扣' });
  });

  it('group buying keeps its group size and time limit in the rules the detail page reads', async () => {
    const s = sku();
    const [d] = await createOk(
      discountBody([s], { type: 4, rules: { group_size: 3, expire_hours: 12 } }),
    );
    expect(d!.rules).toMatchObject({ group_size: 3, expire_hours: 12 });
    const info = await t.call<{ group_size: number; rules_text: string[] }>(
      'GET',
      '/api/activity/goods_activity_info',
      { query: { activity_goods_id: d!.goods[0]!.id } },
    );
    expect(info.code, info.message).toBe(200);
    expect(info.data.group_size).toBe(3);
  });
});
