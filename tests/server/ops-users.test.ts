/**
 * The operator console's users area (issue 20, part users): search filters and the masked
 * mobile, the detail, rights granted and taken (read by the consumer app), restriction (the
 * consumer's next logged-in request answers 237) and its lift, revoking sessions (the
 * consumer's token answers 401), anonymising a verified cancellation (refused otherwise), the
 * audit rows, role refusals, bad input refused with the database unchanged, and racing writes
 * changing once. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type { OpsUserDetail, OpsUserRow } from '../../src/shared/contract/ops-users';
import {
  expectBadInputRefused,
  nextMobile,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import { opsActor } from './ops-helpers';
import { latestCode } from './wallet-fixtures';

let t: TestServer;
let owner: Actor;
let operations: Actor;
let service: Actor;
let moderator: Actor;
let finance: Actor;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
  owner = await opsActor(t, 'owner');
  operations = await opsActor(t, 'operations');
  service = await opsActor(t, 'service');
  moderator = await opsActor(t, 'moderator');
  finance = await opsActor(t, 'finance');
});
afterAll(async () => {
  await t?.close();
});

const list = (as: Actor, query: Record<string, string | number>) =>
  t.call<ListData<OpsUserRow>>('GET', '/api/ops/users', { as, query });
const detail = (as: Actor, id: number) =>
  t.call<OpsUserDetail>('GET', '/api/ops/users/detail', { as, query: { id } });
const post = (as: Actor, path: string, body: Record<string, string | number>) =>
  t.call<OpsUserDetail>('POST', `/api/ops/users${path}`, { as, body });

async function auditRows(id: number, action: string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', 'user')
    .where('object_id', '=', String(id))
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function statusOf(id: number): Promise<number> {
  const row = await db()
    .selectFrom('users')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('search', () => {
  it('filters by mobile (exact or suffix), nickname, id, status, right and registration date; mobile masked; paged', async () => {
    const mobile = nextMobile();
    const a = await t.user({ mobile });
    const b = await t.user();
    const tag = `opsfind${Date.now() % 100000}`;
    await db()
      .updateTable('users')
      .set({ nickname: `${tag}甲` })
      .where('id', '=', a.id)
      .execute();
    await db()
      .updateTable('users')
      .set({ nickname: `${tag}乙` })
      .where('id', '=', b.id)
      .execute();

    const exact = await list(operations, { mobile });
    expect(exact.code, exact.message).toBe(200);
    expect(exact.data.list.map((r) => r.id)).toEqual([a.id]);
    expect(exact.data.list[0]!.mobile_masked).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(JSON.stringify(exact.data)).not.toContain(mobile);

    const suffix = await list(operations, { mobile: mobile.slice(-6) });
    expect(suffix.data.list.map((r) => r.id)).toContain(a.id);
    expect(suffix.data.list.map((r) => r.id)).not.toContain(b.id);

    const byName = await list(service, { nickname: tag, sort: 'oldest' });
    expect(byName.data.list.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(byName.data.total).toBe(2);
    const paged = await list(service, { nickname: tag, sort: 'oldest', page: 2, limit: 1 });
    expect(paged.data.list.map((r) => r.id)).toEqual([b.id]);
    expect(paged.data.total).toBe(2);

    expect((await list(moderator, { user_id: b.id })).data.list.map((r) => r.id)).toEqual([b.id]);

    await db().updateTable('users').set({ status: 1 }).where('id', '=', b.id).execute();
    const restricted = await list(owner, { nickname: tag, status: 'restricted' });
    expect(restricted.data.list.map((r) => r.id)).toEqual([b.id]);
    expect(restricted.data.list[0]!.status).toBe('restricted');
    expect(
      (await list(owner, { nickname: tag, status: 'active' })).data.list.map((r) => r.id),
    ).toEqual([a.id]);
    await db().updateTable('users').set({ status: 0 }).where('id', '=', b.id).execute();

    await db()
      .insertInto('user_rights')
      .values({ user_id: a.id, right: 'agent', granted_at: t.clock.now() })
      .execute();
    const agents = await list(owner, { nickname: tag, right: 'agent' });
    expect(agents.data.list.map((r) => r.id)).toEqual([a.id]);
    expect(agents.data.list[0]!.rights).toEqual(['agent']);

    const created = Number(
      (
        await db()
          .selectFrom('users')
          .select('created_at')
          .where('id', '=', a.id)
          .executeTakeFirstOrThrow()
      ).created_at,
    );
    expect((await list(owner, { nickname: tag, from: created })).data.total).toBe(2);
    expect((await list(owner, { nickname: tag, to: created })).data.total).toBe(0);
    expect((await list(owner, { nickname: tag, from: created + 1 })).data.total).toBe(0);
  });

  it('detail: profile, orders, wallet, rights, sessions; full mobile only for users.write', async () => {
    const mobile = nextMobile();
    const u = await t.user({ mobile });
    const mine = await detail(owner, u.id);
    expect(mine.code, mine.message).toBe(200);
    expect(mine.data.mobile).toBe(mobile);
    expect(mine.data.status).toBe('active');
    expect(mine.data.cancellation).toBe('none');
    expect(mine.data.sessions.length).toBeGreaterThan(0);
    expect(mine.data.sessions[0]!.revoked_at).toBeNull();
    expect(mine.data.orders).toEqual({ total: 0, list: [] });
    expect(mine.data.wallet).toEqual(expect.objectContaining({ reward_money: 0, balance: 0 }));
    const masked = await detail(operations, u.id);
    expect(masked.data.mobile).toBe(masked.data.mobile_masked);
    expect(JSON.stringify(masked.data)).not.toContain(mobile);
    const missing = await detail(owner, 2_000_000_000);
    expect(missing.code).toBe(422);
    expect(missing.message).toContain('id');
    // finance has no users.read
    expect((await detail(finance, u.id)).code).toBe(403);
    expect((await list(finance, {})).code).toBe(403);
  });
});

describe('restrict and lift', () => {
  it("restricts: the consumer's next request answers 237 (logout still works); lift: 200 again; audited", async () => {
    const u = await t.user();
    expect((await t.call('GET', '/api/user/get_user_info', { as: u })).code).toBe(200);
    const r = await post(owner, '/restrict', { id: u.id, reason: 'fraud', note: '刷单' });
    expect(r.code, r.message).toBe(200);
    expect(r.data.status).toBe('restricted');
    expect(r.data.restriction).toEqual(
      expect.objectContaining({ reason: 'fraud', note: '刷单', operator_name: 'Test owner' }),
    );
    const next = await t.call('GET', '/api/user/get_user_info', { as: u });
    expect(next.code).toBe(237);
    expect(next.message).toBeTruthy();
    expect((await t.call('GET', '/api/cart/cart_list', { as: u })).code).toBe(237);
    const rows = await auditRows(u.id, 'users.restrict');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ status: 'active' });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({
      status: 'restricted',
      reason: 'fraud',
      note: '刷单',
    });

    // restricting again: refused, nothing changes
    const before = await t.snapshot();
    const again = await post(owner, '/restrict', { id: u.id, reason: 'spam' });
    expect(again.code).toBe(422);
    expect(again.data).toEqual({ reason: 'restricted' });
    expect(await t.snapshot()).toBe(before);

    const lift = await post(owner, '/unrestrict', { id: u.id, note: '核实无误' });
    expect(lift.code, lift.message).toBe(200);
    expect(lift.data.status).toBe('active');
    expect(lift.data.restriction).toBeNull();
    expect((await t.call('GET', '/api/user/get_user_info', { as: u })).code).toBe(200);
    const lifted = await auditRows(u.id, 'users.unrestrict');
    expect(lifted).toHaveLength(1);
    expect(JSON.parse(lifted[0]!.after_json!)).toEqual({ status: 'active', note: '核实无误' });
    expect((await post(owner, '/unrestrict', { id: u.id })).code).toBe(422);

    // a restricted consumer can still log out
    await post(owner, '/restrict', { id: u.id, reason: 'abuse' });
    expect((await t.call('POST', '/api/logout', { as: u })).code).toBe(200);
    await post(owner, '/unrestrict', { id: u.id });
  });

  it('two racing restrictions: one wins, one audit row', async () => {
    const u = await t.user();
    const [a, b] = await Promise.all([
      post(owner, '/restrict', { id: u.id, reason: 'fraud' }),
      post(owner, '/restrict', { id: u.id, reason: 'spam' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 422]);
    expect(await auditRows(u.id, 'users.restrict')).toHaveLength(1);
    expect(await statusOf(u.id)).toBe(1);
  });
});

describe('rights', () => {
  it('grant and take: the consumer app reads them next time; audited; unchanged refused', async () => {
    const u = await t.user();
    const access = async () =>
      (await t.call('GET', '/api/user/get_seller_access', { as: u })).data as Record<
        string,
        boolean
      >;
    expect((await access()).live_manager).toBe(false);
    const g = await post(owner, '/right', { id: u.id, right: 'live_manager', granted: 1 });
    expect(g.code, g.message).toBe(200);
    expect(g.data.rights).toEqual(['live_manager']);
    expect((await access()).live_manager).toBe(true);
    const granted = await auditRows(u.id, 'users.right_grant');
    expect(granted).toHaveLength(1);
    expect(JSON.parse(granted[0]!.after_json!)).toEqual({ right: 'live_manager', granted: true });

    const before = await t.snapshot();
    expect(
      (await post(owner, '/right', { id: u.id, right: 'live_manager', granted: 1 })).code,
    ).toBe(422);
    expect(await t.snapshot()).toBe(before);

    const take = await post(owner, '/right', { id: u.id, right: 'live_manager', granted: 'false' });
    expect(take.code, take.message).toBe(200);
    expect(take.data.rights).toEqual([]);
    expect((await access()).live_manager).toBe(false);
    expect(await auditRows(u.id, 'users.right_revoke')).toHaveLength(1);
    expect(
      (await post(owner, '/right', { id: u.id, right: 'live_manager', granted: 0 })).code,
    ).toBe(422);
  });

  it('two racing grants: one wins, one audit row', async () => {
    const u = await t.user();
    const [a, b] = await Promise.all([
      post(owner, '/right', { id: u.id, right: 'agent', granted: 1 }),
      post(owner, '/right', { id: u.id, right: 'agent', granted: 1 }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 422]);
    expect(await auditRows(u.id, 'users.right_grant')).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('revoking all sessions logs the consumer out (401); audited with the count', async () => {
    const u = await t.user();
    const second = await t.relogin(u);
    const r = await post(owner, '/sessions/revoke', { id: u.id });
    expect(r.code, r.message).toBe(200);
    expect(r.data.sessions.every((s) => s.revoked_at !== null)).toBe(true);
    expect((await t.call('GET', '/api/user/get_user_info', { as: u })).code).toBe(401);
    expect((await t.call('GET', '/api/user/get_user_info', { as: second })).code).toBe(401);
    const rows = await auditRows(u.id, 'users.sessions_revoke');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ live_sessions: 2 });
  });
});

describe('anonymise', () => {
  async function cancelled(): Promise<Actor> {
    const mobile = nextMobile();
    const u = await t.user({ mobile, password: 'secret123' });
    const now = t.clock.now();
    await db()
      .insertInto('id_cards')
      .values({
        user_id: u.id,
        name_enc: 'sealed-name',
        id_enc: 'sealed-id',
        id_hash: `hash-${u.id}`,
        name_masked: '张*',
        id_masked: '1101**********0011',
        front_image: 'f.jpg',
        back_image: 'b.jpg',
        verified_at: now,
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('push_devices')
      .values({
        cid: `cid-ops-${u.id}`,
        user_id: u.id,
        platform: 'ios',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('bank_cards')
      .values({
        user_id: u.id,
        bank_code: 'ICBC',
        bank_name: '工商银行',
        card_enc: 'sealed-card',
        card_last4: '1234',
        card_hash: `card-${u.id}`,
        holder_name: '张三',
        created_at: now,
      })
      .execute();
    const sent = await t.call('POST', '/api/mobile/send_verification_codes', {
      body: { mobile, type: 'cancel' },
    });
    expect(sent.code, sent.message).toBe(200);
    const code = await latestCode(t, mobile);
    const done = await t.call('POST', '/api/user/cancel_account', {
      as: u,
      body: { code, confirm: '确认注销' },
    });
    expect(done.code, done.message).toBe(200);
    return u;
  }

  it('is refused without a verified cancellation (database unchanged)', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const r = await post(owner, '/anonymise', { id: u.id });
    expect(r.code).toBe(422);
    expect(r.data).toEqual({ reason: 'no_verified_cancellation' });
    expect(await t.snapshot()).toBe(before);
    expect(await auditRows(u.id, 'users.anonymise')).toHaveLength(0);
  });

  it('removes ID, bank card numbers and devices of a cancelled account; orders kept; once', async () => {
    const u = await cancelled();
    const seen = await detail(owner, u.id);
    expect(seen.data.cancellation).toBe('verified');
    expect(seen.data.devices).toHaveLength(1);
    const [a, b] = await Promise.all([
      post(owner, '/anonymise', { id: u.id }),
      post(owner, '/anonymise', { id: u.id }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 422]);
    const won = a.code === 200 ? a : b;
    expect(won.data.cancellation).toBe('anonymised');
    expect(won.data.devices).toEqual([]);
    expect(won.data.real_name.verified).toBe(false);
    const lost = a.code === 200 ? b : a;
    expect(lost.data).toEqual({ reason: 'already_anonymised' });
    expect(
      await db().selectFrom('id_cards').select('id').where('user_id', '=', u.id).execute(),
    ).toEqual([]);
    const card = await db()
      .selectFrom('bank_cards')
      .selectAll()
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(card.card_enc).toBe('');
    expect(card.holder_name).toBe('');
    expect(card.card_last4).toBe('1234');
    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.mobile).toBe(`cancelled:${u.id}`);
    expect(row.status).toBe(2);
    const rows = await auditRows(u.id, 'users.anonymise');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!)).toEqual(
      expect.objectContaining({ cancellation: 'verified', id_card: true, push_devices: 1 }),
    );
    // a cancelled account's rights cannot be granted and it cannot be restricted
    expect((await post(owner, '/right', { id: u.id, right: 'agent', granted: 1 })).code).toBe(422);
    expect((await post(owner, '/restrict', { id: u.id, reason: 'fraud' })).code).toBe(422);
  });
});

describe('refusals', () => {
  it('roles without users.write get 403 on every write; nothing changes', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    for (const as of [operations, service, moderator, finance]) {
      for (const [path, body] of [
        ['/restrict', { id: u.id, reason: 'fraud' }],
        ['/unrestrict', { id: u.id }],
        ['/right', { id: u.id, right: 'agent', granted: 1 }],
        ['/sessions/revoke', { id: u.id }],
        ['/anonymise', { id: u.id }],
      ] as const) {
        const r = await post(as, path, body);
        expect(r.code, `${path}`).toBe(403);
        expect(r.status).toBe(403);
      }
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('bad input answers 422 naming the field; database unchanged', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const r = await post(owner, '/restrict', { id: u.id, reason: 'bored' });
    expect(r.code).toBe(422);
    expect(r.message).toContain('reason');
    const g = await post(owner, '/right', { id: u.id, right: 'king', granted: 1 });
    expect(g.code).toBe(422);
    expect(g.message).toContain('right');
    const q = await list(owner, { mobile: '13x' });
    expect(q.code).toBe(422);
    expect(q.message).toContain('mobile');
    expect(await t.snapshot()).toBe(before);
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/ops/users/restrict',
      valid: { id: 2_000_000_000, reason: 'fraud', note: 'x' },
      optional: ['note'],
      as: owner,
    });
    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/ops/users',
      valid: { mobile: '8000', status: 'active', right: 'agent', sort: 'newest' },
      optional: ['mobile', 'status', 'right', 'sort'],
      as: owner,
    });
  });
});
