/**
 * The operator console's foundation (issue 20, docs/operators.md): operator sign-in with the
 * TOTP second factor, per-account throttling, the route guard (roles, permissions, TOTP
 * required for money roles, other kinds of tokens refused), session expiry, operator accounts
 * and the append-only audit log written in the transaction of each change. SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_LOCK_S, OPS_SESSION_MAX_S } from '../../src/shared/constants';
import type {
  AuditEntry,
  Operator,
  OperatorAccount,
  OperatorCreated,
  OpsLoginData,
  OpsSession,
  OpsTotpSetup,
} from '../../src/shared/contract/ops';
import type { ListData } from '../../src/shared/contract/envelope';
import { recordAudit } from '../../src/server/lib/audit';
import { totpCodeAt } from '../../src/server/lib/totp';
import { createFirstOwner } from '../../src/server/modules/ops/operators.service';
import { runAdminCreate } from '../../src/server/ops-cli';
import { DEMO_TOTP_SECRET } from '../../src/server/seed/seed-operators';
import { createSecretBox } from '../../src/server/lib/secret-box';
import { prepareDatabase } from '../../src/server/setup';
import { startTestServer, type Actor, type TestServer } from './harness';
import { emptyDatabase } from './upgrade-database';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'demo123456';

/** `/api/ops/login` as `username`. */
const login = (username: string, password = PASSWORD) =>
  t.call<OpsLoginData>('POST', '/api/ops/login', { body: { username, password } });

/** A fresh operator of `role` (created by the demo owner) and its one-time password. */
let seq = 0;
async function newOperator(
  owner: Actor,
  role: string,
): Promise<{ id: number; username: string; password: string }> {
  seq += 1;
  const username = `op${role}${seq}`;
  const r = await t.call<OperatorCreated>('POST', '/api/ops/operators', {
    as: owner,
    body: { username, name: `Test ${role} ${seq}`, role },
  });
  expect(r.code).toBe(200);
  return { id: r.data.operator.id, username, password: r.data.password };
}

/** Logs `username` in (through the TOTP step with `secret` when asked); the session token. */
async function session(username: string, password = PASSWORD, secret?: string): Promise<Actor> {
  const r = await login(username, password);
  expect(r.code, r.message).toBe(200);
  if (r.data.status === 'ok') return { id: r.data.operator.id, token: r.data.token };
  expect(secret).toBeDefined();
  // a code of a step not used yet: the demo owner logs in several times within one step
  t.clock.advance(30);
  const code = totpCodeAt(secret!, t.clock.now());
  const s = await t.call<OpsSession>('POST', '/api/ops/login/totp', {
    body: { challenge: r.data.challenge, code },
  });
  expect(s.code, s.message).toBe(200);
  return { id: s.data.operator.id, token: s.data.token };
}

/** A code that is not valid now nor one step either side. */
function wrongCode(secret: string): string {
  const now = t.clock.now();
  const valid = [-30, 0, 30].map((d) => totpCodeAt(secret, now + d));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!valid.includes(c)) return c;
  }
}

const ownerSession = () => session('admin', PASSWORD, DEMO_TOTP_SECRET);

describe('operator login', () => {
  it('logs a non-TOTP operator in; me answers the operator; logout ends the session', async () => {
    const r = await login('service');
    expect(r.status).toBe(200);
    expect(r.code).toBe(200);
    if (r.data.status !== 'ok') throw new Error('expected a session');
    expect(r.data.expires_at - t.clock.now()).toBeGreaterThan(OPS_SESSION_MAX_S - 3);
    expect(r.data.expires_at - t.clock.now()).toBeLessThanOrEqual(OPS_SESSION_MAX_S);
    expect(r.data.operator).toMatchObject({
      username: 'service',
      role: 'service',
      totp_enabled: false,
      totp_required: false,
    });
    const as = { id: r.data.operator.id, token: r.data.token };
    const me = await t.call<Operator>('GET', '/api/ops/me', { as });
    expect(me.code).toBe(200);
    expect(me.data.permissions).toContain('service.write');
    expect(me.data.permissions).not.toContain('operators.manage');

    expect((await t.call('POST', '/api/ops/logout', { as })).code).toBe(200);
    const after = await t.call('GET', '/api/ops/me', { as });
    expect(after.status).toBe(401);
    expect(after.code).toBe(401);
  });

  it('answers the same refusal for a wrong password and an unknown username', async () => {
    const wrong = await login('service', 'not-the-password');
    const unknown = await login('nobody-here', 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(unknown.message).toBe(wrong.message);
    // and the service account is not locked by one failure
    expect((await login('service')).code).toBe(200);
  });

  it('asks the demo owner for a TOTP code, then opens a session with a valid one', async () => {
    const r = await login('admin');
    expect(r.code).toBe(200);
    if (r.data.status !== 'totp') throw new Error('expected a TOTP challenge');
    expect(r.data.expires_at - t.clock.now()).toBeGreaterThan(297);
    expect(r.data.expires_at - t.clock.now()).toBeLessThanOrEqual(300);
    expect(r.data).not.toHaveProperty('token');

    const bad = await t.call('POST', '/api/ops/login/totp', {
      body: { challenge: r.data.challenge, code: wrongCode(DEMO_TOTP_SECRET) },
    });
    expect(bad.status).toBe(422);

    t.clock.advance(30);
    const code = totpCodeAt(DEMO_TOTP_SECRET, t.clock.now());
    const ok = await t.call<OpsSession>('POST', '/api/ops/login/totp', {
      body: { challenge: r.data.challenge, code },
    });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.operator).toMatchObject({
      username: 'admin',
      role: 'owner',
      totp_enabled: true,
    });
    const me = await t.call<Operator>('GET', '/api/ops/me', {
      as: { id: 0, token: ok.data.token },
    });
    expect(me.data.permissions).toContain('operators.manage');
    // the challenge is used up
    const again = await t.call('POST', '/api/ops/login/totp', {
      body: { challenge: r.data.challenge, code },
    });
    expect(again.status).toBe(422);
  });
});

describe('throttling per account', () => {
  it('locks an account for 15 minutes at the 5th wrong password, the right one included', async () => {
    const owner = await ownerSession();
    const op = await newOperator(owner, 'service');
    for (let i = 1; i <= 4; i++) {
      const r = await login(op.username, `wrong-${i}-password`);
      expect(r.status, `try ${i}`).toBe(422);
    }
    const fifth = await login(op.username, 'wrong-5-password');
    expect(fifth.status).toBe(423);
    expect(fifth.code).toBe(423);
    expect(fifth.message).toMatch(/15/);
    const until = (fifth.data as unknown as { locked_until: number }).locked_until;
    expect(until - t.clock.now()).toBeGreaterThan(OPS_LOCK_S - 3);
    expect(until - t.clock.now()).toBeLessThanOrEqual(OPS_LOCK_S);
    // the right password is refused while locked
    const right = await login(op.username, op.password);
    expect(right.status).toBe(423);

    t.clock.advance(until - t.clock.now() - 5);
    expect((await login(op.username, op.password)).status).toBe(423);
    t.clock.advance(until - t.clock.now());
    const after = await login(op.username, op.password);
    expect(after.code, after.message).toBe(200);

    const failures = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('object_type', '=', 'operator')
      .where('object_id', '=', String(op.id))
      .where('action', '=', 'ops.login_failed')
      .orderBy('id')
      .execute();
    expect(failures).toHaveLength(5);
    expect(JSON.parse(failures[4]!.after_json!)).toMatchObject({ stage: 'password', locked: true });
  });

  it('counts wrong TOTP codes too, and re-entering the password does not reset them', async () => {
    const owner = await ownerSession();
    const op = await newOperator(owner, 'operations');
    const s = await session(op.username, op.password);
    const setup = await t.call<OpsTotpSetup>('POST', '/api/ops/totp/setup', { as: s });
    const secret = setup.data.secret;
    t.clock.advance(30);
    const en = await t.call('POST', '/api/ops/totp/enable', {
      as: s,
      body: { code: totpCodeAt(secret, t.clock.now()) },
    });
    expect(en.code, en.message).toBe(200);
    const codeTry = async () => {
      const r = await login(op.username, op.password);
      if (r.data.status !== 'totp') throw new Error(`expected a challenge: ${r.message}`);
      return t.call('POST', '/api/ops/login/totp', {
        body: { challenge: r.data.challenge, code: wrongCode(secret) },
      });
    };
    for (let i = 1; i <= 4; i++) expect((await codeTry()).status, `try ${i}`).toBe(422);
    expect((await codeTry()).status).toBe(423);
    expect((await login(op.username, op.password)).status).toBe(423);
  });
});

describe('TOTP', () => {
  it('enrols with setup + enable (audited), then refuses a replayed code', async () => {
    const owner = await ownerSession();
    const op = await newOperator(owner, 'moderator');
    const s = await session(op.username, op.password);
    // enable before setup: nothing to prove
    const early = await t.call('POST', '/api/ops/totp/enable', { as: s, body: { code: '123456' } });
    expect(early.status).toBe(422);
    const first = await t.call<OpsTotpSetup>('POST', '/api/ops/totp/setup', { as: s });
    const setup = await t.call<OpsTotpSetup>('POST', '/api/ops/totp/setup', { as: s });
    expect(setup.code).toBe(200);
    expect(setup.data.secret).not.toBe(first.data.secret);
    expect(setup.data.otpauth_url).toContain(`secret=${setup.data.secret}`);
    // the secret is sealed at rest
    const row = await t.app.database.db
      .selectFrom('operators')
      .select(['totp_pending_secret', 'totp_secret', 'totp_enabled'])
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toMatch(/^v1:/);
    expect(row.totp_pending_secret).not.toContain(setup.data.secret);
    // a code of the replaced secret does not enable it
    const stale = await t.call('POST', '/api/ops/totp/enable', {
      as: s,
      body: { code: totpCodeAt(first.data.secret, t.clock.now()) },
    });
    expect(stale.status).toBe(422);

    const secret = setup.data.secret;
    const code = totpCodeAt(secret, t.clock.now());
    const en = await t.call<Operator>('POST', '/api/ops/totp/enable', { as: s, body: { code } });
    expect(en.code, en.message).toBe(200);
    expect(en.data.totp_enabled).toBe(true);
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ops.totp_enable')
      .where('object_id', '=', String(op.id))
      .executeTakeFirstOrThrow();
    expect(audit.operator_id).toBe(op.id);
    expect(JSON.parse(audit.after_json!)).toEqual({ totp_enabled: true });

    // the code that enabled TOTP cannot log in (same time step)
    const c1 = await login(op.username, op.password);
    if (c1.data.status !== 'totp') throw new Error('expected a challenge');
    const replay = await t.call('POST', '/api/ops/login/totp', {
      body: { challenge: c1.data.challenge, code },
    });
    expect(replay.status).toBe(422);
    // the next step's code logs in, once
    t.clock.advance(30);
    const next = totpCodeAt(secret, t.clock.now());
    const ok = await t.call('POST', '/api/ops/login/totp', {
      body: { challenge: c1.data.challenge, code: next },
    });
    expect(ok.code, ok.message).toBe(200);
    const c2 = await login(op.username, op.password);
    if (c2.data.status !== 'totp') throw new Error('expected a challenge');
    const again = await t.call('POST', '/api/ops/login/totp', {
      body: { challenge: c2.data.challenge, code: next },
    });
    expect(again.status).toBe(422);
  });

  it('a challenge expires after 5 minutes', async () => {
    const r = await login('admin');
    if (r.data.status !== 'totp') throw new Error('expected a challenge');
    t.clock.advance(300);
    const late = await t.call('POST', '/api/ops/login/totp', {
      body: { challenge: r.data.challenge, code: totpCodeAt(DEMO_TOTP_SECRET, t.clock.now()) },
    });
    expect(late.status).toBe(422);
  });
});

describe('the route guard', () => {
  it('refuses a money role without TOTP everything but its own account and enrolment', async () => {
    const owner = await ownerSession();
    const op = await newOperator(owner, 'finance');
    const s = await session(op.username, op.password);
    const me = await t.call<Operator>('GET', '/api/ops/me', { as: s });
    expect(me.code).toBe(200);
    expect(me.data).toMatchObject({ role: 'finance', totp_enabled: false, totp_required: true });
    // audit.read is a finance permission, refused until TOTP is enabled
    const refused = await t.call('GET', '/api/ops/audit', { as: s });
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({ reason: 'totp_required' });
    const setup = await t.call<OpsTotpSetup>('POST', '/api/ops/totp/setup', { as: s });
    expect(setup.code).toBe(200);
    const en = await t.call('POST', '/api/ops/totp/enable', {
      as: s,
      body: { code: totpCodeAt(setup.data.secret, t.clock.now()) },
    });
    expect(en.code, en.message).toBe(200);
    expect((await t.call('GET', '/api/ops/audit', { as: s })).code).toBe(200);
    // and what finance may not do stays refused
    const ops = await t.call('GET', '/api/ops/operators', { as: s });
    expect(ops.status).toBe(403);
  });

  it('refuses a role without the permission, naming it', async () => {
    const s = await session('service');
    for (const [method, url] of [
      ['GET', '/api/ops/operators'],
      ['POST', '/api/ops/operators'],
      ['POST', '/api/ops/operators/update'],
      ['GET', '/api/ops/audit'],
    ] as const) {
      const r = await t.call(method, url, { as: s, body: method === 'POST' ? {} : undefined });
      expect(r.status, url).toBe(403);
      expect(r.code).toBe(403);
    }
    const r = await t.call('GET', '/api/ops/operators', {
      as: s,
      headers: { 'accept-language': 'en' },
    });
    expect(r.message).toContain('operators.manage');
  });

  it('refuses consumer and merchant tokens, a missing token and a token in the query', async () => {
    const user = await t.user();
    const merchant = await t.merchant();
    for (const as of [user, merchant]) {
      const r = await t.call('GET', '/api/ops/me', { as });
      expect(r.status).toBe(401);
    }
    expect((await t.call('GET', '/api/ops/me')).status).toBe(401);
    const s = await session('service');
    const q = await t.call('GET', '/api/ops/me', { query: { token: s.token } });
    expect(q.status).toBe(401);
    // an operator token is not a consumer's either
    const asUser = await t.call('GET', '/api/user/order_count', { as: s });
    expect(asUser.code).toBe(401);
  });

  it('ends a session 8 hours after login, touching last_seen_at at most once a minute', async () => {
    const s = await session('service');
    const seen = () =>
      t.app.database.db
        .selectFrom('operator_sessions')
        .select('last_seen_at')
        .where('operator_id', '=', s.id)
        .where('kind', '=', 'session')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.last_seen_at));
    const start = await seen();
    t.clock.advance(30);
    expect((await t.call('GET', '/api/ops/me', { as: s })).code).toBe(200);
    expect(await seen()).toBe(start);
    t.clock.advance(30);
    expect((await t.call('GET', '/api/ops/me', { as: s })).code).toBe(200);
    expect(await seen()).toBeGreaterThanOrEqual(start + 60);
    const { expires_at: end } = await t.app.database.db
      .selectFrom('operator_sessions')
      .select('expires_at')
      .where('token_hash', '=', createHash('sha256').update(s.token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(Number(end)).toBe(start + OPS_SESSION_MAX_S);
    t.clock.advance(Number(end) - t.clock.now() - 5);
    expect((await t.call('GET', '/api/ops/me', { as: s })).code).toBe(200);
    t.clock.advance(Number(end) - t.clock.now());
    expect((await t.call('GET', '/api/ops/me', { as: s })).status).toBe(401);
  });

  it('logout with all ends every session of the operator (audited)', async () => {
    const a = await session('service');
    const b = await session('service');
    expect((await t.call('POST', '/api/ops/logout', { as: a, body: { all: 'true' } })).code).toBe(
      200,
    );
    expect((await t.call('GET', '/api/ops/me', { as: b })).status).toBe(401);
    const row = await t.app.database.db
      .selectFrom('audit_log')
      .select(['operator_id'])
      .where('action', '=', 'ops.logout_all')
      .executeTakeFirstOrThrow();
    expect(row.operator_id).toBe(a.id);
  });
});

describe('operator accounts', () => {
  it('creates an operator whose one-time password logs in; role changes and disabling are audited and end sessions', async () => {
    const owner = await ownerSession();
    const created = await t.call<OperatorCreated>('POST', '/api/ops/operators', {
      as: owner,
      body: { username: 'newop1', name: '新运营', role: 'operations' },
    });
    expect(created.code).toBe(200);
    expect(created.data.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(created.data.operator).toMatchObject({
      username: 'newop1',
      role: 'operations',
      disabled: false,
    });
    const dup = await t.call('POST', '/api/ops/operators', {
      as: owner,
      body: { username: 'newop1', name: 'x', role: 'service' },
    });
    expect(dup.status).toBe(422);
    expect(dup.message).toMatch(/^username/);

    const s = await session('newop1', created.data.password);
    const id = created.data.operator.id;
    const upd = await t.call<OperatorAccount>('POST', '/api/ops/operators/update', {
      as: owner,
      body: { id, role: 'service', disabled: '1' },
    });
    expect(upd.code, upd.message).toBe(200);
    expect(upd.data).toMatchObject({ role: 'service', disabled: true });
    expect((await t.call('GET', '/api/ops/me', { as: s })).status).toBe(401);
    expect((await login('newop1', created.data.password)).status).toBe(422);

    const rows = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_type', '=', 'operator')
      .where('object_id', '=', String(id))
      .where('action', 'in', ['ops.operator_create', 'ops.operator_update'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['ops.operator_create', 'ops.operator_update']);
    expect(rows[1]!.operator_id).toBe(owner.id);
    expect(JSON.parse(rows[1]!.before_json!)).toMatchObject({
      role: 'operations',
      disabled: false,
    });
    expect(JSON.parse(rows[1]!.after_json!)).toMatchObject({ role: 'service', disabled: true });
    expect(rows[1]!.after_json).not.toContain('password');

    const list = await t.call<ListData<OperatorAccount>>('GET', '/api/ops/operators', {
      as: owner,
    });
    expect(list.data.list.map((o) => o.username)).toEqual(
      expect.arrayContaining(['admin', 'finance', 'service', 'newop1']),
    );
  });

  it('refuses to disable yourself or change an unknown operator; a refused change writes no audit row', async () => {
    const owner = await ownerSession();
    const count = () =>
      t.app.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const before = await count();
    const self = await t.call('POST', '/api/ops/operators/update', {
      as: owner,
      body: { id: owner.id, disabled: 'true' },
    });
    expect(self.status).toBe(422);
    const second = await newOperator(owner, 'owner');
    const afterCreate = await count();
    expect(afterCreate).toBe(before + 1);
    // the other owner can be demoted while admin remains
    const ok = await t.call('POST', '/api/ops/operators/update', {
      as: owner,
      body: { id: second.id, role: 'finance' },
    });
    expect(ok.code, ok.message).toBe(200);
    expect(await count()).toBe(afterCreate + 1);
    const missing = await t.call('POST', '/api/ops/operators/update', {
      as: owner,
      body: { id: 999999, disabled: 'true' },
    });
    expect(missing.status).toBe(422);
    expect(await count()).toBe(afterCreate + 1);
  });
});

describe('the audit log', () => {
  it('is written in the transaction of the change: a failed change leaves no row', async () => {
    const db = t.app.database.db;
    await expect(
      db.transaction().execute(async (tx) => {
        await recordAudit(
          tx,
          { operatorId: 1, ip: '127.0.0.1', at: t.clock.now() },
          { action: 'test.rolled_back', object_type: 'goods', object_id: 1, after: { x: 1 } },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'test.rolled_back')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses UPDATE and DELETE of its rows', async () => {
    const db = t.app.database.db;
    await recordAudit(
      db,
      { operatorId: null, ip: '', at: t.clock.now() },
      { action: 'test.kept', object_type: 'x', object_id: 'k' },
    );
    await expect(
      sql`update audit_log set action = 'test.changed' where action = 'test.kept'`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where action = 'test.kept'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    const kept = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'test.kept')
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('searches by operator, action, object, text and time, newest first, in pages', async () => {
    const owner = await ownerSession();
    const from = t.clock.now() + 1; // after the owner's login
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(10);
      made.push((await newOperator(owner, 'moderator')).id);
    }
    const to = t.clock.now() + 1;
    const search = (query: Record<string, unknown>) =>
      t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', { as: owner, query });

    const created = await search({ action: 'ops.operator_create', from, to, limit: 2 });
    expect(created.code, created.message).toBe(200);
    expect(created.data.total).toBe(3);
    expect(created.data.list.map((e) => Number(e.object_id))).toEqual([made[2], made[1]]);
    expect(created.data.list[0]).toMatchObject({
      operator_id: owner.id,
      operator_name: '演示管理员',
      action: 'ops.operator_create',
      object_type: 'operator',
      before: null,
    });
    expect(created.data.list[0]!.after).toMatchObject({ role: 'moderator' });
    const page2 = await search({ action: 'ops.operator_create', from, to, limit: 2, page: 2 });
    expect(page2.data.list.map((e) => Number(e.object_id))).toEqual([made[0]]);

    const one = await search({ object_type: 'operator', object_id: String(made[1]) });
    expect(one.data.list.map((e) => e.action)).toEqual(['ops.operator_create']);
    const byOperator = await search({ operator_id: owner.id, from, to });
    expect(byOperator.data.total).toBe(3);
    const byText = await search({ q: '演示管理', from, to });
    expect(byText.data.total).toBe(3);
    const none = await search({ q: 'zz%_none', from, to });
    expect(none.data.total).toBe(0);
    const logins = await search({ action: 'ops.login', operator_id: owner.id });
    expect(logins.data.total).toBeGreaterThan(0);
    expect(logins.data.list[0]!.after).toEqual({ method: 'totp' });
  });
});

describe('the first owner (npm run admin:create)', () => {
  const io = (stdin = '') => {
    const lines: string[] = [];
    return {
      lines,
      io: { readStdin: () => Promise.resolve(stdin), print: (l: string) => lines.push(l) },
    };
  };

  it('creates an owner with a generated password printed once, who must enrol TOTP', async () => {
    const out = io();
    const r = await runAdminCreate(
      t.app.database.db,
      ['--username', 'boss', '--name', 'The Boss'],
      out.io,
      t.clock.now(),
    );
    const printed = out.lines.join('\n');
    const password = /Password \(shown once, store it now\): (\S+)/.exec(printed)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(printed).toMatch(/TOTP/);
    const s = await session('boss', password);
    expect(s.id).toBe(r.id);
    const me = await t.call<Operator>('GET', '/api/ops/me', { as: s });
    expect(me.data).toMatchObject({ role: 'owner', name: 'The Boss', totp_required: true });
    expect((await t.call('GET', '/api/ops/operators', { as: s })).status).toBe(403);
  });

  it('reads the password from stdin, and refuses an existing username or a short password', async () => {
    const out = io('a-long-enough-secret\n');
    await runAdminCreate(
      t.app.database.db,
      ['--username=boss2', '--name=Boss Two', '--password-stdin'],
      out.io,
      t.clock.now(),
    );
    expect(out.lines.join('\n')).not.toContain('a-long-enough-secret');
    expect((await login('boss2', 'a-long-enough-secret')).code).toBe(200);
    await expect(
      runAdminCreate(t.app.database.db, ['--username', 'boss2'], io().io, t.clock.now()),
    ).rejects.toThrow(/already exists/);
    await expect(
      createFirstOwner(t.app.database.db, { username: 'admin', name: 'x' }, t.clock.now()),
    ).rejects.toThrow(/already exists/);
    await expect(
      runAdminCreate(
        t.app.database.db,
        ['--username', 'boss3', '--password-stdin'],
        io('short').io,
        t.clock.now(),
      ),
    ).rejects.toThrow(/10 to 128/);
    await expect(runAdminCreate(t.app.database.db, [], io().io, t.clock.now())).rejects.toThrow(
      /--username/,
    );
  });
});

describe('OPS_BASE', () => {
  it('reaches the web apps as opsBase in /runtime-config.js (default the same origin)', async () => {
    const res = await t.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.body).toContain('"opsBase":""');
    const { loadConfig } = await import('../../src/server/config');
    expect(loadConfig({ NODE_ENV: 'test', OPS_BASE: 'https://ops.example.com' }).opsBase).toBe(
      'https://ops.example.com',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', OPS_BASE: 'ftp://x' })).toThrow(/OPS_BASE/);
  });
});

describe('demo operators', () => {
  it('demo mode seeds admin (TOTP on, secret sealed), finance and service; production none', async () => {
    const box = createSecretBox(Buffer.alloc(32, 9));
    const demo = await emptyDatabase('shop-ops-demo');
    const prod = await emptyDatabase('shop-ops-prod');
    try {
      const now = t.clock.now();
      await prepareDatabase(demo.database, { seedDemo: true }, now, box);
      const rows = await demo.database.db
        .selectFrom('operators')
        .select(['username', 'role', 'totp_enabled', 'totp_secret'])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.username, r.role, r.totp_enabled])).toEqual([
        ['admin', 'owner', 1],
        ['finance', 'finance', 0],
        ['service', 'service', 0],
      ]);
      expect(rows[0]!.totp_secret).not.toContain(DEMO_TOTP_SECRET);
      expect(box.open(rows[0]!.totp_secret!, 'operators.totp_secret')).toBe(DEMO_TOTP_SECRET);
      // a second start adds nobody
      await prepareDatabase(demo.database, { seedDemo: true }, now, box);
      expect(await demo.database.db.selectFrom('operators').select('id').execute()).toHaveLength(3);

      await prepareDatabase(prod.database, { seedDemo: false }, now, box);
      expect(await prod.database.db.selectFrom('operators').select('id').execute()).toEqual([]);
    } finally {
      await demo.cleanup();
      await prod.cleanup();
    }
  }, 120_000);
});

describe('per-address limit', () => {
  it('refuses the login routes from one address past AUTH_RATE_LIMIT a minute (423)', async () => {
    const limited = await startTestServer({ authRateLimit: 2 });
    try {
      const call = () =>
        limited.call('POST', '/api/ops/login', {
          body: { username: 'nobody-here', password: 'whatever-1' },
        });
      expect((await call()).status).toBe(422);
      expect((await call()).status).toBe(422);
      const third = await call();
      expect(third.status).toBe(423);
      const totp = await limited.call('POST', '/api/ops/login/totp', {
        body: { challenge: 'abc', code: '123456' },
      });
      expect(totp.status).toBe(423);
      limited.clock.advance(60);
      expect((await call()).status).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
