/**
 * The console's coupons area (issue 23, coupons): templates created, edited within what taken
 * coupons allow, stopped; issued to users atomically; the consumer's centre, taking and checkout
 * seeing each change at once; sign-in and full-reduction rules edited without a restart. Every
 * write audited; refusals change nothing. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type { FormObject } from '../../src/shared/form-encoding';
import type { AuditEntry } from '../../src/shared/contract/ops';
import type { OpsCoupon, OpsCouponIssueResult } from '../../src/shared/contract/ops-coupons';
import type { CentreCoupon, UserCoupon } from '../../src/shared/contract/promo';
import type { OrderPreview } from '../../src/shared/contract/types';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { buyBody, buyer, buyOk, freshSkus } from './order-helpers';

let t: TestServer;
let ops: Actor;
let owner: Actor;

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
  owner = await opsActor(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const HOUR = 3600;
const DAY = 86400;

function template(o: FormObject = {}) {
  const now = t.clock.now();
  return {
    title: `运营券${Math.random().toString(36).slice(2, 7)}`,
    kind: 'amount',
    amount: 500,
    rate: 0,
    threshold: 3000,
    start_at: now - HOUR,
    end_at: now + 7 * DAY,
    valid_days: 0,
    total: 100,
    per_user_limit: 1,
    scope: 'all',
    scope_ids: [],
    in_centre: true,
    ...o,
  };
}

const create = (body: FormObject, as = ops) =>
  t.call<OpsCoupon>('POST', '/api/ops/coupons/create', { as, body });
const update = (body: FormObject, as = ops) =>
  t.call<OpsCoupon>('POST', '/api/ops/coupons/update', { as, body });
/** An issue; a fresh request key unless the body names one. */
const issue = (body: FormObject, as = ops) =>
  t.call<OpsCouponIssueResult>('POST', '/api/ops/coupons/issue', {
    as,
    body: { request_id: randomUUID(), ...body },
  });
const centre = (as?: Actor) =>
  t.call<ListData<CentreCoupon>>('GET', '/api/coupon/get_list', {
    ...(as ? { as } : {}),
    query: { page: 1, limit: 50 },
  });
const receive = (as: Actor, id: number) =>
  t.call('POST', '/api/coupon/receive_coupon', { as, body: { coupon_id: id } });
const detail = (id: number) =>
  t.call<OpsCoupon>('GET', '/api/ops/coupons/detail', { as: ops, query: { id } });
const countCoupons = async () =>
  Number(
    (
      await db()
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function created(o: FormObject = {}): Promise<OpsCoupon> {
  const r = await create(template(o));
  expect(r.code, r.message).toBe(200);
  return r.data;
}

async function auditOf(type: string, id: string | number): Promise<AuditEntry[]> {
  const r = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
    as: owner,
    query: { object_type: type, object_id: String(id), limit: 50 },
  });
  expect(r.code, r.message).toBe(200);
  return r.data.list;
}

describe('coupon templates', () => {
  it('creates a template that the coupon centre shows at once, audited', async () => {
    // the centre is read (and cached) before the write
    const before = await centre();
    expect(before.code).toBe(200);
    const c = await created({ amount: 700, threshold: 5000 });
    expect(c).toMatchObject({ kind: 'amount', state: 'running', received: 0, used: 0 });
    const after = await centre();
    const shown = after.data.list.find((x) => x.id === c.id);
    expect(shown).toMatchObject({ amount: 700, threshold: 5000, rate: 0, can_receive: true });
    const audit = await auditOf('coupon', c.id);
    expect(audit.map((a) => a.action)).toEqual(['promo.coupon_create']);
    expect(audit[0]?.after).toMatchObject({ title: c.title, amount: 700 });
    const list = await t.call<ListData<OpsCoupon>>('GET', '/api/ops/coupons', {
      as: ops,
      query: { keyword: c.title, state: 'running' },
    });
    expect(list.data.list.map((x) => x.id)).toEqual([c.id]);
  });

  it('refuses impossible templates with the reason, creating nothing', async () => {
    const n = await countCoupons();
    const cases: [FormObject, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 4000, threshold: 3000 }, 'amount'],
      [{ kind: 'discount', rate: 0 }, 'rate'],
      [{ kind: 'amount', rate: 80 }, 'rate'],
      [{ end_at: t.clock.now() - 2 * HOUR }, 'end_at'],
      [{ start_at: t.clock.now() - HOUR, end_at: t.clock.now() - 10 }, 'end_at'],
      [{ scope: 'goods', scope_ids: [] }, 'scope_ids'],
      [{ scope: 'goods', scope_ids: [999_999_999] }, 'scope_ids'],
      [{ scope: 'categories', scope_ids: [999_999_998] }, 'scope_ids'],
      [{ total: 0 }, 'total'],
    ];
    for (const [o, field] of cases) {
      const r = await create(template(o));
      expect(r.code, JSON.stringify(o)).toBe(422);
      expect(r.message, JSON.stringify(o)).toContain(field);
    }
    expect(await countCoupons()).toBe(n);
  });

  it('needs promo.write to write and promo.read to read', async () => {
    const finance = await opsActor(t, 'finance');
    expect((await create(template(), finance)).code).toBe(403);
    expect((await t.call('GET', '/api/ops/coupons', { as: finance, query: {} })).code).toBe(403);
  });

  it('once taken, freezes the terms holders rely on and allows the rest', async () => {
    const c = await created({ total: 5, per_user_limit: 2 });
    const u = await t.user();
    expect((await receive(u, c.id)).code).toBe(200);
    const base = { ...template(), ...c, id: c.id, scope_ids: [] };
    const frozen = await update({ ...base, amount: 600 });
    expect(frozen.code).toBe(422);
    expect(frozen.message).toContain('amount');
    expect((await update({ ...base, threshold: 6000 })).message).toContain('threshold');
    expect((await update({ ...base, per_user_limit: 1 })).code).toBe(422);
    expect((await update({ ...base, end_at: c.end_at - 10 })).code).toBe(422);
    const below = await update({ ...base, total: 0 });
    expect(below.code).toBe(422);
    expect(await detail(c.id)).toMatchObject({ data: { amount: 500, total: 5 } });

    const ok = await update({
      ...base,
      title: '改名后的券',
      total: 50,
      per_user_limit: 3,
      end_at: c.end_at + DAY,
      in_centre: false,
    });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data).toMatchObject({ title: '改名后的券', total: 50, per_user_limit: 3 });
    // the centre no longer lists it, and it cannot be taken there
    expect((await centre()).data.list.some((x) => x.id === c.id)).toBe(false);
    expect((await receive(await t.user(), c.id)).code).toBe(422);
    const audit = await auditOf('coupon', c.id);
    expect(audit[0]).toMatchObject({ action: 'promo.coupon_update' });
    expect(audit[0]?.before).toMatchObject({ total: 5, in_centre: true });
    expect(audit[0]?.after).toMatchObject({ total: 50, in_centre: false });
  });

  it('edits every term while none was taken', async () => {
    const c = await created();
    const r = await update({ ...template(), id: c.id, kind: 'discount', rate: 88, amount: 0 });
    expect(r.code, r.message).toBe(200);
    expect(r.data).toMatchObject({ kind: 'discount', rate: 88 });
  });

  it('stops: gone from the centre, not taken, not issued; a repeat is refused', async () => {
    const c = await created();
    const u = await t.user();
    const stop = await t.call<OpsCoupon>('POST', '/api/ops/coupons/stop', {
      as: ops,
      body: { id: c.id },
    });
    expect(stop.code, stop.message).toBe(200);
    expect(stop.data.state).toBe('stopped');
    expect((await centre()).data.list.some((x) => x.id === c.id)).toBe(false);
    expect((await receive(u, c.id)).code).toBe(423);
    expect((await issue({ id: c.id, by: 'id', targets: String(u.id) })).code).toBe(422);
    expect(
      (await t.call('POST', '/api/ops/coupons/stop', { as: ops, body: { id: c.id } })).code,
    ).toBe(422);
    expect((await auditOf('coupon', c.id)).map((a) => a.action)).toEqual([
      'promo.coupon_stop',
      'promo.coupon_create',
    ]);
  });
});

describe('issuing', () => {
  it('issues to users by mobile and id, N days from taking, counted and audited', async () => {
    const c = await created({ in_centre: false, valid_days: 3, total: 10 });
    const a = await t.user();
    const b = await t.user();
    const r = await issue({
      id: c.id,
      by: 'mobile',
      targets: `${a.mobile}\n${b.mobile}, ${a.mobile}`,
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.issued).toBe(2);
    expect(r.data.coupon.received).toBe(2);
    const mine = await t.call<ListData<UserCoupon>>('GET', '/api/coupon_user/get_list', { as: a });
    const held = mine.data.list.find((x) => x.coupon_id === c.id);
    expect(held?.end_at).toBe(t.clock.now() + 3 * DAY);
    const rows = await db()
      .selectFrom('coupon_users')
      .select(['user_id', 'source'])
      .where('coupon_id', '=', c.id)
      .execute();
    expect(rows.map((x) => x.source)).toEqual(['issue', 'issue']);
    const audit = await auditOf('coupon', c.id);
    expect(audit[0]).toMatchObject({ action: 'promo.coupon_issue' });
    expect(audit[0]?.after).toMatchObject({ issued: 2, received: 2 });
    // after 3 days it is overdue
    t.clock.advance(3 * DAY + 1);
    const overdue = await t.call<ListData<UserCoupon>>(
      'GET',
      '/api/coupon_user/get_overdue_coupon',
      { as: a },
    );
    expect(overdue.data.list.some((x) => x.coupon_id === c.id)).toBe(true);
  });

  it('skips users at the limit; issues nothing when one is unknown, all are at the limit, or too few are left', async () => {
    const c = await created({ total: 3, per_user_limit: 1 });
    const a = await t.user();
    const b = await t.user();
    const d = await t.user();
    const e = await t.user();
    expect((await receive(a, c.id)).code).toBe(200);
    const held = async () =>
      (await db().selectFrom('coupon_users').select('id').where('coupon_id', '=', c.id).execute())
        .length;

    const unknown = await issue({ id: c.id, by: 'id', targets: `${b.id} 2147480000` });
    expect(unknown.code).toBe(422);
    expect(unknown.message).toContain('2147480000');
    const limit = await issue({ id: c.id, by: 'id', targets: `${a.id}` });
    expect(limit.code).toBe(422);
    expect(limit.data).toMatchObject({ reason: 'user_limit', skipped: 1 });
    // 2 left: three receivers are too many, even with the one at the limit passed over
    const many = await issue({ id: c.id, by: 'id', targets: `${a.id} ${b.id} ${d.id} ${e.id}` });
    expect(many.code).toBe(422);
    expect(many.data).toMatchObject({ reason: 'not_enough', left: 2, issued: 3, skipped: 1 });
    expect(many.message).toContain('2');
    const bad = await issue({ id: c.id, by: 'mobile', targets: '123, abc' });
    expect(bad.code).toBe(422);
    expect(await held()).toBe(1);
    expect((await detail(c.id)).data.received).toBe(1);
    expect(
      (await auditOf('coupon', c.id)).filter((x) => x.action === 'promo.coupon_issue'),
    ).toEqual([]);

    const ok = await issue({ id: c.id, by: 'id', targets: `${b.id} ${a.id} ${d.id}` });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data).toMatchObject({ issued: 2, skipped: 1, duplicate: false });
    expect(ok.data.coupon.received).toBe(3);
    expect(await held()).toBe(3);
    const ofA = await db()
      .selectFrom('coupon_users')
      .select('id')
      .where('coupon_id', '=', c.id)
      .where('user_id', '=', a.id)
      .execute();
    expect(ofA).toHaveLength(1);
    const audit = (await auditOf('coupon', c.id)).find((x) => x.action === 'promo.coupon_issue');
    expect(audit?.after).toMatchObject({
      issued: 2,
      skipped: 1,
      received: 3,
      user_ids: [b.id, d.id],
      skipped_ids: [a.id],
    });
    // none left: the centre cannot give one either
    expect((await receive(e, c.id)).code).toBe(423);
  });

  it('never issues past the total under concurrent issues and takings', async () => {
    const c = await created({ total: 4, per_user_limit: 0 });
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => t.user()));
    const results = await Promise.all([
      issue({ id: c.id, by: 'id', targets: `${users[0]!.id} ${users[1]!.id}` }),
      issue({ id: c.id, by: 'id', targets: `${users[2]!.id} ${users[3]!.id}` }),
      receive(users[4]!, c.id),
      receive(users[5]!, c.id),
    ]);
    const rows = await db()
      .selectFrom('coupon_users')
      .select('id')
      .where('coupon_id', '=', c.id)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(4);
    expect((await detail(c.id)).data.received).toBe(rows.length);
    expect(results.some((r) => r.code === 200)).toBe(true);
  });
});

describe('an idempotent issue', () => {
  const issueCount = async (id: number) =>
    (await auditOf('coupon', id)).filter((x) => x.action === 'promo.coupon_issue').length;

  it('the same request twice issues once and answers the first answer', async () => {
    const c = await created({ per_user_limit: 0 });
    const u = await t.user();
    const body = { id: c.id, by: 'id', targets: String(u.id), request_id: randomUUID() };
    const first = await issue(body);
    expect(first.code, first.message).toBe(200);
    expect(first.data).toMatchObject({ issued: 1, skipped: 0, duplicate: false });
    const again = await issue(body);
    expect(again.code, again.message).toBe(200);
    expect(again.data).toMatchObject({ issued: 1, skipped: 0, duplicate: true });
    expect(again.data.coupon.received).toBe(1);
    expect((await detail(c.id)).data.received).toBe(1);
    expect(await issueCount(c.id)).toBe(1);
    // the same key for another template is refused, and issues nothing there
    const other = await created({ per_user_limit: 0 });
    const reused = await issue({ ...body, id: other.id });
    expect(reused.code).toBe(422);
    expect(reused.data).toMatchObject({ reason: 'request_reused' });
    expect((await detail(other.id)).data.received).toBe(0);
  });

  it('two different requests issue twice (no per-user limit)', async () => {
    const c = await created({ per_user_limit: 0 });
    const u = await t.user();
    for (const _ of [1, 2]) {
      const r = await issue({ id: c.id, by: 'id', targets: String(u.id) });
      expect(r.code, r.message).toBe(200);
      expect(r.data.duplicate).toBe(false);
    }
    expect((await detail(c.id)).data.received).toBe(2);
    expect(await issueCount(c.id)).toBe(2);
  });

  it('concurrent repeats issue once', async () => {
    const c = await created({ per_user_limit: 0 });
    const u = await t.user();
    const body = { id: c.id, by: 'id', targets: String(u.id), request_id: randomUUID() };
    const all = await Promise.all([issue(body), issue(body), issue(body)]);
    for (const r of all) expect(r.code, r.message).toBe(200);
    expect(all.filter((r) => !r.data.duplicate)).toHaveLength(1);
    expect(all.every((r) => r.data.issued === 1)).toBe(true);
    expect((await detail(c.id)).data.received).toBe(1);
    expect(await issueCount(c.id)).toBe(1);
  });

  it('a refused request leaves its key free: the corrected retry issues', async () => {
    const c = await created({ per_user_limit: 0 });
    const u = await t.user();
    const key = randomUUID();
    const bad = await issue({ id: c.id, by: 'id', targets: '2147480000', request_id: key });
    expect(bad.code).toBe(422);
    const ok = await issue({ id: c.id, by: 'id', targets: String(u.id), request_id: key });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data).toMatchObject({ issued: 1, duplicate: false });
  });

  it('a missing or malformed request key is refused', async () => {
    const c = await created({ per_user_limit: 0 });
    const u = await t.user();
    const none = await t.call('POST', '/api/ops/coupons/issue', {
      as: ops,
      body: { id: c.id, by: 'id', targets: String(u.id) },
    });
    expect(none.code).toBe(422);
    expect((await issue({ id: c.id, by: 'id', targets: String(u.id), request_id: 'x' })).code).toBe(
      422,
    );
    expect((await detail(c.id)).data.received).toBe(0);
  });
});

describe('use at checkout', () => {
  it('a discount coupon of some goods takes its rate off those goods only; used counts', async () => {
    const [s, other] = await freshSkus(t, { n: 2, stock: 20, offset: 40, maxPrice: 50_000 });
    const c = await created({
      kind: 'discount',
      rate: 80,
      amount: 0,
      threshold: 0,
      scope: 'goods',
      scope_ids: [s!.goods_id],
    });
    const u = await buyer(t);
    const cu = (await receive(u, c.id)).data.coupon_user_id as number;
    const preview = await t.call<OrderPreview>('POST', '/api/order/confirm_order', {
      as: u,
      body: { goods_id: s!.goods_id, sku_id: s!.sku_id, num: 2 },
    });
    expect(preview.code, preview.message).toBe(200);
    // the covered goods after the full reduction (seeded tiers), 20% off
    const off = Math.floor(((s!.price * 2 - preview.data.full_cut) * 20) / 100);
    expect(off).toBeGreaterThan(0);
    expect(preview.data.coupon_user_id).toBe(cu);
    expect(preview.data.coupon_discount).toBe(off);
    expect(preview.data.coupons.find((x) => x.id === cu)).toMatchObject({
      rate: 80,
      reduction: off,
    });
    // another goods is not covered
    const otherPreview = await t.call<OrderPreview>('POST', '/api/order/confirm_order', {
      as: u,
      body: { goods_id: other!.goods_id, sku_id: other!.sku_id, num: 1 },
    });
    expect(otherPreview.data.coupon_discount).toBe(0);
    expect(otherPreview.data.coupons.find((x) => x.id === cu)?.usable).toBe(false);

    const r = await buyOk(t, u, { ...buyBody(s!, 2), coupon_user_id: cu });
    expect(r.pay_amount).toBe(preview.data.pay_amount);
    expect((await detail(c.id)).data.used).toBe(1);
  });
});

describe('sign-in and full-reduction rules', () => {
  it('changes the sign-in points at once, audited; refuses duplicate streak days', async () => {
    const u = await t.user();
    const before = await t.call('GET', '/api/task/get_sign_info', { as: u });
    expect(before.data.today_points).toBe(10);
    const r = await t.call('POST', '/api/ops/coupons/sign-rules/update', {
      as: ops,
      body: {
        base: 25,
        streak_bonus: [
          { days: 5, points: 50 },
          { days: 2, points: 5 },
        ],
      },
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.streak_bonus.map((b: { days: number }) => b.days)).toEqual([2, 5]);
    const after = await t.call('GET', '/api/task/get_sign_info', { as: u });
    expect(after.data.today_points).toBe(25);
    const signed = await t.call('POST', '/api/task/complete_task', {
      as: u,
      body: { task_id: 'sign' },
    });
    expect(signed.code, signed.message).toBe(200);
    const dup = await t.call('POST', '/api/ops/coupons/sign-rules/update', {
      as: ops,
      body: {
        base: 1,
        streak_bonus: [
          { days: 2, points: 5 },
          { days: 2, points: 6 },
        ],
      },
    });
    expect(dup.code).toBe(422);
    const read = await t.call('GET', '/api/ops/coupons/sign-rules', { as: ops });
    expect(read.data.base).toBe(25);
    const audit = await auditOf('sign_rules', 'sign_rules');
    expect(audit.map((a) => a.action)).toEqual(['promo.sign_rules_update']);
    expect(audit[0]?.before).toMatchObject({ base: 10 });
  });

  it('changes the checkout full reduction at once, audited; refuses bad tiers', async () => {
    const [s] = await freshSkus(t, { n: 1, stock: 20, offset: 44, maxPrice: 50_000 });
    const u = await buyer(t);
    const confirm = () =>
      t.call<OrderPreview>('POST', '/api/order/confirm_order', {
        as: u,
        body: { goods_id: s!.goods_id, sku_id: s!.sku_id, num: 1, coupon_user_id: 0 },
      });
    await confirm();
    const r = await t.call('POST', '/api/ops/coupons/full-reduction/update', {
      as: ops,
      body: {
        tiers: [
          { full: s!.price, cut: 1 },
          { full: 1, cut: 0 },
        ].slice(0, 1),
      },
    });
    expect(r.code, r.message).toBe(200);
    expect((await confirm()).data.full_cut).toBe(1);
    for (const tiers of [
      [{ full: 100, cut: 100 }],
      [{ full: 100, cut: 0 }],
      [
        { full: 100, cut: 10 },
        { full: 100, cut: 20 },
      ],
      [
        { full: 100, cut: 10 },
        { full: 200, cut: 5 },
      ],
    ]) {
      expect(
        (
          await t.call('POST', '/api/ops/coupons/full-reduction/update', {
            as: ops,
            body: { tiers },
          })
        ).code,
      ).toBe(422);
    }
    expect((await confirm()).data.full_cut).toBe(1);
    const audit = await auditOf('full_reduction', 'full_discount');
    expect(audit.map((a) => a.action)).toEqual(['promo.full_reduction_update']);
  });
});
