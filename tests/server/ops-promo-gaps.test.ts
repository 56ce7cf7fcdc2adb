/**
 * Issue 23 gaps (promotions, coupons, group gift): the brand and category choices of the
 * promotions and coupons forms; a coupon issued to a segment of users (the announcements'
 * segments), all or nothing, refused when larger than what is left; the group-gift zone's QR,
 * notice and coupons edited and read by the consumer at once; a shopping-gift activity (type
 * 16 with gift points) created in the console. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type { OpsGroupGift } from '../../src/shared/contract/ops-content';
import type {
  OpsCoupon,
  OpsCouponSegmentCount,
  OpsCouponSegmentIssueResult,
} from '../../src/shared/contract/ops-coupons';
import type {
  OpsPromoBrand,
  OpsPromoCategory,
  OpsPromoDetail,
} from '../../src/shared/contract/ops-promo';
import type { CentreCoupon, UserCoupon } from '../../src/shared/contract/promo';
import type { AppConfig } from '../../src/shared/contract/types';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { freshSkus } from './order-helpers';
import { upload } from './wallet-fixtures';

let t: TestServer;
let ops: Actor;
let service: Actor;

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
  service = await opsActor(t, 'service');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const HOUR = 3600;
const DAY = 86400;

async function post<T>(url: string, body: Record<string, unknown>, as: Actor = ops) {
  return t.call<T>('POST', url, { as, body: body as never, json: true });
}
async function get<T>(url: string, query: Record<string, unknown> = {}, as: Actor = ops) {
  return t.call<T>('GET', url, { as, query: query });
}
/** A segment issue; a fresh request key unless the body names one. */
const issueSeg = (body: Record<string, unknown>, as: Actor = ops) =>
  post<OpsCouponSegmentIssueResult>(
    '/api/ops/coupons/issue-segment',
    { request_id: randomUUID(), ...body },
    as,
  );
const auditOf = (action: string, objectId: number | string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();

async function template(o: Record<string, unknown> = {}): Promise<OpsCoupon> {
  const now = t.clock.now();
  const r = await post<OpsCoupon>('/api/ops/coupons/create', {
    title: `人群券${Math.random().toString(36).slice(2, 7)}`,
    kind: 'amount',
    amount: 300,
    threshold: 0,
    start_at: now - HOUR,
    end_at: now + 7 * DAY,
    total: 100,
    per_user_limit: 1,
    scope: 'all',
    scope_ids: [],
    in_centre: true,
    ...o,
  });
  expect(r.code, r.message).toBe(200);
  return r.data;
}

let stamp = 946_684_800;
/** `n` new users registered at one instant no other test uses; answers them and that range. */
async function cohort(n: number) {
  stamp += 1000;
  const users: Actor[] = [];
  for (let i = 0; i < n; i++) users.push(await t.user());
  await db()
    .updateTable('users')
    .set({ created_at: stamp })
    .where(
      'id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  return { users, reg_from: stamp - 10, reg_to: stamp + 10 };
}
const holders = async (couponId: number) =>
  (
    await db()
      .selectFrom('coupon_users')
      .select('user_id')
      .where('coupon_id', '=', couponId)
      .orderBy('user_id')
      .execute()
  ).map((r) => r.user_id);

describe('the forms choose brands and categories', () => {
  it('searches brands by name with logo and shelf count; the current one first', async () => {
    const now = t.clock.now();
    const made = await db()
      .insertInto('brands')
      .values([
        { name: '测搜品牌甲', logo: '/media/a.png', created_at: now },
        { name: '测搜品牌乙', logo: '', created_at: now },
      ])
      .returning('id')
      .execute();
    const r = await get<ListData<OpsPromoBrand>>('/api/ops/promo/brands', { keyword: '测搜品牌' });
    expect(r.code, r.message).toBe(200);
    expect(r.data.total).toBe(2);
    expect(r.data.list.map((b) => b.name)).toEqual(['测搜品牌乙', '测搜品牌甲'].sort());
    expect(r.data.list.find((b) => b.name === '测搜品牌甲')).toMatchObject({
      logo: '/media/a.png',
      goods_count: 0,
    });
    const first = await get<ListData<OpsPromoBrand>>('/api/ops/promo/brands', {
      id: made[1]!.id,
    });
    expect(first.data.list[0]!.id).toBe(made[1]!.id);
    // a seeded brand with goods on the shelf counts them
    const all = await get<ListData<OpsPromoBrand>>('/api/ops/promo/brands', { limit: 50 });
    expect(all.data.list.some((b) => b.goods_count > 0)).toBe(true);
    expect((await get('/api/ops/promo/brands', {}, service)).code).toBe(403);
  });

  it('answers the category tree; a brand day with an unknown brand is refused', async () => {
    const r = await get<{ list: OpsPromoCategory[] }>('/api/ops/promo/categories');
    expect(r.code, r.message).toBe(200);
    const ids = new Set(r.data.list.map((c) => c.id));
    expect(r.data.list.some((c) => c.parent_id === 0)).toBe(true);
    for (const c of r.data.list) if (c.parent_id !== 0) expect(ids.has(c.parent_id)).toBe(true);

    const [s] = await freshSkus(t, { n: 1, offset: 400 });
    const now = t.clock.now();
    const bad = await post('/api/ops/promo/create', {
      type: 17,
      title: '未知品牌日',
      rules: { brand_id: 987_654 },
      slots: [{ start_at: now, end_at: now + HOUR }],
      goods: [{ sku_id: s!.sku_id, price: 1 }],
    });
    expect(bad.code).toBe(422);
    expect(bad.message).toMatch(/^rules\.brand_id: /);
  });

  it('a coupon of some goods answers their titles', async () => {
    const [s] = await freshSkus(t, { n: 1, offset: 410 });
    const c = await template({ scope: 'goods', scope_ids: [s!.goods_id] });
    expect(c.scope_names).toEqual([s!.title]);
  });
});

describe('issuing to a segment', () => {
  it('counts a segment, then issues exactly its users in one audited issue', async () => {
    const c = await template({ total: 10 });
    const { users, reg_from, reg_to } = await cohort(3);
    const seg = { id: c.id, segment: 'registered', reg_from, reg_to };
    const count = await get<OpsCouponSegmentCount>('/api/ops/coupons/segment-count', seg);
    expect(count.code, count.message).toBe(200);
    expect(count.data).toEqual({ count: 3, skipped: 0, left: 10 });

    const key = randomUUID();
    const r = await issueSeg({ ...seg, request_id: key });
    expect(r.code, r.message).toBe(200);
    expect(r.data).toMatchObject({ issued: 3, skipped: 0, duplicate: false });
    expect(r.data.coupon.received).toBe(3);
    expect(await holders(c.id)).toEqual(users.map((u) => u.id).sort((a, b) => a - b));
    const audits = await auditOf('promo.coupon_issue_segment', c.id);
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.after_json ?? '{}')).toMatchObject({
      issued: 3,
      received: 3,
      segment: 'registered',
      reg_from,
      reg_to,
    });

    // the user sees it in "my coupons"
    const mine = await t.call<ListData<UserCoupon>>('GET', '/api/coupon_user/get_list', {
      as: users[0]!,
      query: { status: 0, page: 1, limit: 50 },
    });
    expect(mine.data.list.some((u) => u.coupon_id === c.id)).toBe(true);

    // the same request again (a retry): the first answer, nothing issued, no second audit
    const before = await t.snapshot();
    const same = await issueSeg({ ...seg, request_id: key });
    expect(same.code, same.message).toBe(200);
    expect(same.data).toMatchObject({ issued: 3, skipped: 0, duplicate: true });
    // a new request: each holds the per-user limit, refused, nothing doubled
    const again = await issueSeg(seg);
    expect(again.code).toBe(422);
    expect(again.data).toMatchObject({ reason: 'user_limit', count: 3, skipped: 3 });
    expect(await t.snapshot()).toBe(before);
    expect(await holders(c.id)).toHaveLength(3);
    expect(await auditOf('promo.coupon_issue_segment', c.id)).toHaveLength(1);
  });

  it('skips a user who took it in the centre and issues to the rest', async () => {
    const c = await template({ total: 10 });
    const { users, reg_from, reg_to } = await cohort(3);
    const took = users[1]!;
    const rec = await t.call('POST', '/api/coupon/receive_coupon', {
      as: took,
      body: { coupon_id: c.id },
    });
    expect(rec.code, rec.message).toBe(200);
    const seg = { id: c.id, segment: 'registered', reg_from, reg_to };
    const count = await get<OpsCouponSegmentCount>('/api/ops/coupons/segment-count', seg);
    expect(count.data).toEqual({ count: 3, skipped: 1, left: 9 });
    const r = await issueSeg(seg);
    expect(r.code, r.message).toBe(200);
    expect(r.data).toMatchObject({ issued: 2, skipped: 1, duplicate: false });
    expect(r.data.coupon.received).toBe(3);
    const ids = users.map((u) => u.id).sort((a, b) => a - b);
    expect(await holders(c.id)).toEqual(ids);
    const audits = await auditOf('promo.coupon_issue_segment', c.id);
    expect(JSON.parse(audits[0]!.after_json ?? '{}')).toMatchObject({
      issued: 2,
      skipped: 1,
      received: 3,
    });
  });

  it('refuses when what is left cannot cover the users who would receive, with nothing changed', async () => {
    const c = await template({ total: 3 });
    const { users, reg_from, reg_to } = await cohort(4);
    const rec = await t.call('POST', '/api/coupon/receive_coupon', {
      as: users[0]!,
      body: { coupon_id: c.id },
    });
    expect(rec.code, rec.message).toBe(200);
    const before = await t.snapshot();
    const r = await issueSeg({ id: c.id, segment: 'registered', reg_from, reg_to });
    expect(r.code).toBe(422);
    expect(r.data).toMatchObject({ reason: 'not_enough', count: 4, skipped: 1, left: 2 });
    expect(r.message).toContain('3');
    expect(await t.snapshot()).toBe(before);
  });

  it('concurrent repeats of one segment request issue once', async () => {
    const c = await template({ total: 10, per_user_limit: 0 });
    const { reg_from, reg_to } = await cohort(2);
    const body = { id: c.id, segment: 'registered', reg_from, reg_to, request_id: randomUUID() };
    const all = await Promise.all([issueSeg(body), issueSeg(body), issueSeg(body)]);
    for (const r of all) expect(r.code, r.message).toBe(200);
    expect(all.filter((r) => !r.data.duplicate)).toHaveLength(1);
    expect(await holders(c.id)).toHaveLength(2);
    expect(await auditOf('promo.coupon_issue_segment', c.id)).toHaveLength(1);
  });

  it('refuses a segment larger than what is left, naming both, with nothing changed', async () => {
    const c = await template({ total: 2 });
    const { reg_from, reg_to } = await cohort(3);
    const before = await t.snapshot();
    const r = await issueSeg({
      id: c.id,
      segment: 'registered',
      reg_from,
      reg_to,
    });
    expect(r.code).toBe(422);
    expect(r.message).toContain('3');
    expect(r.message).toContain('2');
    expect(r.data).toMatchObject({ reason: 'not_enough', count: 3, left: 2 });
    expect(await t.snapshot()).toBe(before);
  });

  it('a right segment issues to its holders only; a bad segment and a stopped coupon are refused', async () => {
    const c = await template({ total: 1000, per_user_limit: 0 });
    const holder = await t.user();
    const other = await t.user();
    await db()
      .insertInto('user_rights')
      .values({ user_id: holder.id, right: 'live_manager', granted_at: t.clock.now() })
      .execute();
    const holdersNow = Number(
      (
        await db()
          .selectFrom('user_rights')
          .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
          .where('right', '=', 'live_manager')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const r = await issueSeg({
      id: c.id,
      segment: 'right',
      right: 'live_manager',
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.issued).toBe(holdersNow);
    const to = await holders(c.id);
    expect(to).toContain(holder.id);
    expect(to).not.toContain(other.id);

    const before = await t.snapshot();
    const noRight = await issueSeg({ id: c.id, segment: 'right' });
    expect(noRight.code).toBe(422);
    expect(noRight.message).toMatch(/^right: /);
    const noRange = await get('/api/ops/coupons/segment-count', {
      id: c.id,
      segment: 'registered',
    });
    expect(noRange.code).toBe(422);
    expect((await post('/api/ops/coupons/stop', { id: c.id })).code).toBe(200);
    const after = await t.snapshot();
    const stopped = await issueSeg({ id: c.id, segment: 'all' });
    expect(stopped.code).toBe(422);
    expect(stopped.data).toMatchObject({ reason: 'stopped' });
    expect(await t.snapshot()).toBe(after);
    expect(after).not.toBe(before);
    expect((await issueSeg(seg0(c.id), service)).code).toBe(403);
  });

  it('"all users" counts every user', async () => {
    const c = await template({ total: 1 });
    const n = Number(
      (
        await db()
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const r = await get<OpsCouponSegmentCount>('/api/ops/coupons/segment-count', seg0(c.id));
    expect(r.data).toEqual({ count: n, skipped: 0, left: 1 });
  });
});
const seg0 = (id: number) => ({ id, segment: 'all' });

describe('the group-gift zone', () => {
  const cfg = async () => (await t.call<AppConfig>('GET', '/api/v3/config')).data;
  const zone = () =>
    t.call<ListData<CentreCoupon>>('GET', '/api/coupon/get_list', {
      query: { page: 1, limit: 50, zone: 'group' },
    });

  it('the operator sets the QR, notice and coupons; the consumer sees them at once', async () => {
    const a = await template();
    const b = await template();
    const was = await zone();
    expect(was.data.list.length).toBeGreaterThanOrEqual(2);
    const qr = (await upload(t, ops, undefined, '/api/ops/content/upload')).data.url as string;
    const r = await post<OpsGroupGift>('/api/ops/content/group-gift/save', {
      qr,
      notice: '新群公告：每周三发券',
      coupon_ids: [b.id, a.id],
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.coupons.map((c) => c.id)).toEqual([b.id, a.id]);
    const c = await cfg();
    expect(c.group_qr).toBe(qr);
    expect(c.group_notice).toBe('新群公告：每周三发券');
    expect((await zone()).data.list.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    // the whole centre still lists everything
    const centre = await t.call<ListData<CentreCoupon>>('GET', '/api/coupon/get_list', {
      query: { page: 1, limit: 50 },
    });
    expect(centre.data.total).toBeGreaterThan(2);
    const audits = await auditOf(
      'content.group_gift_update',
      'group_qr,group_notice,group_coupons',
    );
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(audits.at(-1)!.after_json ?? '{}')).toMatchObject({
      notice: '新群公告：每周三发券',
      coupon_ids: [b.id, a.id],
    });
    const read = await get<OpsGroupGift>('/api/ops/content/group-gift');
    expect(read.data).toMatchObject({ qr, coupon_ids: [b.id, a.id] });

    // none chosen: the whole centre again
    const cleared = await post<OpsGroupGift>('/api/ops/content/group-gift/save', {
      qr,
      notice: '',
      coupon_ids: [],
    });
    expect(cleared.code, cleared.message).toBe(200);
    expect((await zone()).data.total).toBe(centre.data.total);
    expect((await cfg()).group_notice).toBe('');
  });

  it('refuses a QR that is not an upload and a coupon the centre does not list', async () => {
    const hidden = await template({ in_centre: false });
    const before = await t.snapshot();
    const img = await post('/api/ops/content/group-gift/save', {
      qr: 'https://evil.example/qr.png',
      notice: 'x',
    });
    expect(img.code).toBe(422);
    expect(img.message).toMatch(/^qr: /);
    const cp = await post('/api/ops/content/group-gift/save', {
      qr: '',
      notice: 'x',
      coupon_ids: [hidden.id, 99_999_999],
    });
    expect(cp.code).toBe(422);
    expect(cp.message).toMatch(/^coupon_ids: /);
    expect(cp.message).toContain(String(hidden.id));
    expect(await t.snapshot()).toBe(before);
    expect((await post('/api/ops/content/group-gift/save', { notice: 'x' }, service)).code).toBe(
      403,
    );
  });
});

describe('the shopping-gift zone', () => {
  it('an activity of shopping points with gift points is created and listed to consumers', async () => {
    const [s] = await freshSkus(t, { n: 1, offset: 420 });
    const now = t.clock.now();
    const r = await post<{ list: OpsPromoDetail[] }>('/api/ops/promo/create', {
      type: 16,
      title: '购物送积分',
      slots: [{ start_at: now - 60, end_at: now + DAY }],
      goods: [{ sku_id: s!.sku_id, price: s!.price, integral: 88 }],
    });
    expect(r.code, r.message).toBe(200);
    const id = r.data.list[0]!.id;
    const list = await t.call<{ list: { sku_id: number; integral: number }[] }>(
      'GET',
      '/api/activity/goods_activity_list',
      { query: { type: 16, page: 1, limit: 50, activity_id: id } },
    );
    expect(list.code, list.message).toBe(200);
    expect(list.data.list.find((g) => g.sku_id === s!.sku_id)).toMatchObject({ integral: 88 });
  });
});
