import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/lib/crypto';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import type { CabinetSummary } from '../../src/shared/contract/cabinet';

const ACCOUNT = 'merchant';
const PASSWORD = 'demo123456';

let t: TestServer;

const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

async function login(account = ACCOUNT, password = PASSWORD) {
  return t.call('POST', '/api/admin/login', {
    body: { account, password, device_name: 'kiosk-test' },
  });
}

async function demoMerchant(): Promise<Actor> {
  const res = await login();
  expect(res.status).toBe(200);
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('account', '=', ACCOUNT)
    .executeTakeFirstOrThrow();
  return { id: row.id, token: res.data.token, account: ACCOUNT };
}

describe('merchant login', () => {
  it('logs in: HTTP 200, code 1, data.token', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    expect(typeof res.data.token).toBe('string');
    expect(res.data.token.length).toBeGreaterThan(20);
    expect(res.data.merchant.account).toBe(ACCOUNT);
    expect(res.data.merchant.cabinet_count).toBe(2);
    const row = await db()
      .selectFrom('merchant_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(res.data.token))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(res.data.token);
    expect(row.device).toBe('kiosk-test');
    expect(row.revoked_at).toBeNull();
  });

  it('a wrong password answers HTTP 422 with a message and no token', async () => {
    const before = await db().selectFrom('merchant_tokens').select('id').execute();
    const res = await login(ACCOUNT, 'wrong-pass');
    expect(res.status).toBe(422);
    expect(res.message).toBeTruthy();
    expect(res.data).toBeNull();
    const unknown = await login('nobody-here', PASSWORD);
    expect(unknown.status).toBe(422);
    expect(unknown.message).toBe(res.message);
    expect(await db().selectFrom('merchant_tokens').select('id').execute()).toHaveLength(
      before.length,
    );

    const en = await t.call('POST', '/api/admin/login', {
      body: { account: ACCOUNT, password: 'wrong-pass' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.status).toBe(422);
    expect(en.message).toMatch(/password/i);
  });

  it('a consumer account cannot log in as a merchant', async () => {
    const res = await login('13800138000', 'demo123456');
    expect(res.status).toBe(422);
  });

  it('a disabled merchant cannot log in and its sessions stop working', async () => {
    const m = await t.merchant({ password: 'secret123' });
    expect((await t.call('GET', '/api/admin/info', { as: m })).status).toBe(200);
    await db().updateTable('merchants').set({ status: 1 }).where('id', '=', m.id).execute();
    expect((await login(m.account, 'secret123')).status).toBe(422);
    expect((await t.call('GET', '/api/admin/info', { as: m })).status).toBe(401);
  });
});

describe('merchant info and sessions', () => {
  it('info without a token answers HTTP 401', async () => {
    const res = await t.call('GET', '/api/admin/info');
    expect(res.status).toBe(401);
    expect(res.code).toBe(401);
    expect(res.message).toBeTruthy();
    const bad = await t.call('GET', '/api/admin/info', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.status).toBe(401);
  });

  it('info with the merchant token answers code 1 and data.data', async () => {
    const m = await demoMerchant();
    const res = await t.call('GET', '/api/admin/info', {
      as: m,
      query: { device_name: 'kiosk-1' },
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    const row = await db()
      .selectFrom('merchants')
      .select(['id', 'name'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(res.data.data).toEqual({
      merchant_id: m.id,
      account: ACCOUNT,
      name: row.name,
      cabinet_count: 2,
      // issue 18: the session says who is at the terminal (a courier logs in with the same form)
      role: 'merchant',
      courier_id: null,
    });

    // the token from the query (spec: token and device_name) works too
    const byQuery = await t.call('GET', '/api/admin/info', {
      query: { token: m.token, device_name: 'kiosk-1' },
    });
    expect(byQuery.code).toBe(1);
    expect(byQuery.data.data.merchant_id).toBe(m.id);

    const fresh = await t.merchant();
    const theirs = await t.call('POST', '/api/admin/info', { as: fresh });
    expect(theirs.code).toBe(1);
    expect(theirs.data.data.merchant_id).toBe(fresh.id);
    expect(theirs.data.data.cabinet_count).toBe(0);
  });

  it('consumer and merchant tokens are not interchangeable', async () => {
    const u = await t.user();
    const asMerchant = await t.call('GET', '/api/admin/info', { as: u });
    expect(asMerchant.status).toBe(401);
    const m = await demoMerchant();
    const asUser = await t.call('GET', '/api/user/get_user_info', { as: m });
    expect(asUser.status).toBe(200);
    expect(asUser.code).toBe(401);
    expect(asUser.message).toBeTruthy();
    const cart = await t.call('GET', '/api/cart/cart_list', { as: m });
    expect(cart.code).toBe(401);
  });

  it('logout revokes the merchant token', async () => {
    const m = await demoMerchant();
    const other = await demoMerchant();
    const out = await t.call('POST', '/api/admin/logout', { as: m });
    expect(out.status).toBe(200);
    expect(out.code).toBe(1);
    const row = await db()
      .selectFrom('merchant_tokens')
      .select('revoked_at')
      .where('token_hash', '=', sha256(m.token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    const after = await t.call('GET', '/api/admin/info', { as: m });
    expect(after.status).toBe(401);
    expect(after.message).toBeTruthy();
    expect((await t.call('POST', '/api/admin/logout', { as: m })).status).toBe(401);
    // another session of the same merchant is still alive
    expect((await t.call('GET', '/api/admin/info', { as: other })).code).toBe(1);
  });
});

describe('cabinets', () => {
  it('lists only the merchant own cabinets', async () => {
    const m = await demoMerchant();
    const res = await t.call('GET', '/api/admin/cabinet/list', { as: m });
    expect(res.status).toBe(200);
    expect(res.code).toBe(1);
    const list = res.data.list as CabinetSummary[];
    expect(list.map((c) => c.code)).toEqual(['GZ-0001', 'GZ-0002']);
    for (const c of list) {
      // GZ-0001 is 3x3 (a third row of empty unassigned slots), GZ-0002 2x3
      expect(c.slots).toBe(c.code === 'GZ-0001' ? 9 : 6);
      expect(Number.isInteger(c.quantity)).toBe(true);
      const stock = await db()
        .selectFrom('stock')
        .innerJoin('stock_locations', 'stock_locations.id', 'stock.location_id')
        .select('stock.quantity')
        .where('stock_locations.cabinet_id', '=', c.id)
        .execute();
      expect(c.quantity).toBe(stock.reduce((a, s) => a + s.quantity, 0));
    }

    const second = await t.merchant();
    const theirs = await t.call('GET', '/api/admin/cabinet/list', { as: second });
    expect(theirs.code).toBe(1);
    expect(theirs.data.list).toHaveLength(0);

    // a cabinet of the second merchant shows only to them
    await db()
      .insertInto('cabinets')
      .values({
        merchant_id: second.id,
        code: `GZ-T${second.id}`,
        name: 'test',
        created_at: t.clock.now(),
      })
      .execute();
    const again = await t.call('GET', '/api/admin/cabinet/list', { as: second });
    expect(again.data.list.map((c: { code: string }) => c.code)).toEqual([`GZ-T${second.id}`]);
    expect((await t.call('GET', '/api/admin/cabinet/list', { as: m })).data.list).toHaveLength(2);

    const anon = await t.call('GET', '/api/admin/cabinet/list');
    expect(anon.status).toBe(401);
  });
});

describe('bad input', () => {
  it('login and info refuse bad input with HTTP 422, database unchanged', async () => {
    // A merchant of its own: the well-formed wrong passwords among the bad values are counted by
    // the per-account throttle (login_throttles), the one table they may change.
    const sweeper = await t.merchant({ password: 'secret123' });
    const loginCases = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/login',
      merchant: true,
      valid: { account: sweeper.account as string, password: 'secret123' },
      counts: ['login_throttles'],
    });
    const m = await demoMerchant();
    const infoCases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/admin/info',
      merchant: true,
      as: m,
      valid: { device_name: 'kiosk-1' },
      optional: ['device_name'],
    });
    console.log(`bad input cases: admin/login ${loginCases}, admin/info ${infoCases}`);
    expect(loginCases).toBeGreaterThanOrEqual(20);
    const huge = await t.call('GET', '/api/admin/info', {
      as: m,
      query: { device_name: 'x'.repeat(101) },
    });
    expect(huge.status).toBe(422);
    expect(huge.message).toContain('device_name');
    const missing = await t.call('POST', '/api/admin/login', { body: { password: PASSWORD } });
    expect(missing.status).toBe(422);
    expect(missing.message).toContain('account');
  });
});
