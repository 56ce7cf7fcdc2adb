/**
 * The console's merchants and cabinets (issue 23, part merchants): a merchant created with an
 * account logs in on the kiosk API and sees its new 3x4 cabinet; duplicate accounts and cabinet
 * codes are refused; a grid change never drops a slot holding stock; disabling ends the
 * merchant's sessions; a merchant's seller shows to consumers at once; terminals bound and
 * unbound (the terminal's hello keeps an operator's binding) with their live state; couriers
 * created, assigned to own cabinets only, disabled (sessions end); every write audited; role
 * refusals; bad input refused with the database unchanged. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type {
  OpsCabinetDetail,
  OpsCabinetRow,
  OpsMerchantDetail,
  OpsMerchantRow,
} from '../../src/shared/contract/ops-merchants';
import { terminalOffline, terminalOnline } from '../../src/server/modules/cabinet/slot.repository';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';

let t: TestServer;
let owner: Actor;
let operations: Actor;
let service: Actor;
const db = () => t.app.database.db;
let seq = 0;
const uniq = (p: string) => `${p}${Date.now() % 100000}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestServer();
  owner = await opsActor(t, 'owner');
  operations = await opsActor(t, 'operations');
  service = await opsActor(t, 'service');
});
afterAll(async () => {
  await t?.close();
});

type Body = Record<string, string | number>;
const post = <T = OpsMerchantDetail>(as: Actor, path: string, body: Body) =>
  t.call<T>('POST', `/api/ops${path}`, { as, body });
const get = <T>(as: Actor, path: string, query: Body) =>
  t.call<T>('GET', `/api/ops${path}`, { as, query });

async function audits(action: string, objectId: number | string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();
}

async function kioskLogin(account: string, password: string) {
  return t.call<{ token: string }>('POST', '/api/admin/login', {
    body: { account, password, device_name: 'test' },
  });
}

async function newMerchant(as: Actor = operations) {
  const account = uniq('m');
  const res = await post(as, '/merchants/create', {
    account,
    password: 'merchant-pw1',
    name: '测试柜商',
    mobile: '13800138123',
  });
  expect(res.code, res.message).toBe(200);
  return { account, password: 'merchant-pw1', detail: res.data };
}

async function newCabinet(merchantId: number, rows = 3, cols = 4) {
  const res = await post<OpsCabinetDetail>(operations, '/cabinets/create', {
    merchant_id: merchantId,
    code: uniq('T-'),
    name: '测试柜',
    address: '杭州市西湖区文三路1号',
    lat: 30.274085,
    lng: 120.15507,
    rows,
    cols,
    capacity: 8,
  });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

describe('merchants', () => {
  it('creates a merchant whose account logs in on the kiosk and sees its 3x4 cabinet; audited', async () => {
    const m = await newMerchant();
    expect(m.detail).toMatchObject({ account: m.account, status: 'active', cabinet_count: 0 });
    const [row] = await audits('merchants.merchant_create', m.detail.id);
    expect(row!.after_json).not.toContain('hash');
    expect(JSON.parse(row!.after_json!)).toMatchObject({ account: m.account, name: '测试柜商' });

    const cab = await newCabinet(m.detail.id);
    expect(cab).toMatchObject({ grid_rows: 3, grid_cols: 4, slots: 12, lat: 30.274085 });
    expect(cab.slot_list.map((s) => [s.grid_row, s.grid_col])).toHaveLength(12);
    expect(cab.slot_list.every((s) => s.capacity === 8 && s.state === 'unassigned')).toBe(true);
    expect(await audits('merchants.cabinet_create', cab.id)).toHaveLength(1);

    const login = await kioskLogin(m.account, m.password);
    expect(login.status, login.message).toBe(200);
    const list = await t.call<{ list: { id: number; slots: number }[] }>(
      'GET',
      '/api/admin/cabinet/list',
      { as: { id: 0, token: login.data.token } },
    );
    expect(list.data.list).toEqual([expect.objectContaining({ id: cab.id, slots: 12 })]);
    const grid = await t.call<{ slots: unknown[] }>('GET', '/api/admin/slots/grid', {
      as: { id: 0, token: login.data.token },
      query: { cabinet_id: cab.id },
    });
    expect(grid.data.slots).toHaveLength(12);

    const found = await get<ListData<OpsMerchantRow>>(operations, '/merchants', {
      q: m.account,
    });
    expect(found.data.list.map((r) => r.id)).toEqual([m.detail.id]);
    expect(found.data.list[0]!.cabinet_count).toBe(1);
  });

  it('refuses an account already taken by a merchant or a courier, database unchanged', async () => {
    const before = await t.snapshot();
    for (const account of ['merchant', 'courier1']) {
      const res = await post(operations, '/merchants/create', {
        account,
        password: 'merchant-pw1',
        name: 'x',
      });
      expect(res.code).toBe(422);
      expect(res.message).toMatch(/^account: /);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('disabling ends the sessions and refuses the login; enabling lets it log in again', async () => {
    const m = await newMerchant();
    const login = await kioskLogin(m.account, m.password);
    const as = { id: 0, token: login.data.token };
    expect((await t.call('GET', '/api/admin/cabinet/list', { as })).status).toBe(200);

    const off = await post(operations, '/merchants/status', { id: m.detail.id, enabled: 0 });
    expect(off.data.status).toBe('disabled');
    expect((await t.call('GET', '/api/admin/cabinet/list', { as })).status).toBe(401);
    expect((await kioskLogin(m.account, m.password)).status).toBe(422);
    const [a] = await audits('merchants.merchant_disable', m.detail.id);
    expect(JSON.parse(a!.after_json!)).toMatchObject({ status: 'disabled', sessions_ended: 1 });

    const on = await post(operations, '/merchants/status', { id: m.detail.id, enabled: 1 });
    expect(on.data.status).toBe('active');
    expect((await kioskLogin(m.account, m.password)).status).toBe(200);
    expect(await audits('merchants.merchant_enable', m.detail.id)).toHaveLength(1);
  });

  it('a new password replaces the old one and ends the sessions', async () => {
    const m = await newMerchant();
    const as = { id: 0, token: (await kioskLogin(m.account, m.password)).data.token };
    const res = await post(operations, '/merchants/password', {
      id: m.detail.id,
      password: 'another-pw2',
    });
    expect(res.code, res.message).toBe(200);
    expect((await t.call('GET', '/api/admin/cabinet/list', { as })).status).toBe(401);
    expect((await kioskLogin(m.account, m.password)).status).toBe(422);
    expect((await kioskLogin(m.account, 'another-pw2')).status).toBe(200);
    const [a] = await audits('merchants.merchant_password', m.detail.id);
    expect(a!.after_json).not.toContain('another-pw2');
  });

  it("a merchant's new seller shows to consumers at once", async () => {
    const m = await newMerchant();
    const res = await post(operations, '/merchants/sellers/create', {
      merchant_id: m.detail.id,
      name: '文三路便利店',
      description: '社区便利店',
    });
    expect(res.code, res.message).toBe(200);
    const seller = res.data.sellers[0]!;
    const shown = await t.call<{ name: string }>('GET', '/api/seller/index', {
      query: { seller_id: seller.id },
    });
    expect(shown.data.name).toBe('文三路便利店');
    expect(await audits('merchants.seller_create', seller.id)).toHaveLength(1);
  });
});

describe('cabinets', () => {
  it('refuses a cabinet code already taken, database unchanged', async () => {
    const m = await newMerchant();
    const before = await t.snapshot();
    const res = await post(operations, '/cabinets/create', {
      merchant_id: m.detail.id,
      code: 'GZ-0001',
      name: 'x',
      rows: 1,
      cols: 1,
    });
    expect(res.code).toBe(422);
    expect(res.message).toContain('GZ-0001');
    const lonely = await post(operations, '/cabinets/create', {
      merchant_id: m.detail.id,
      code: 'ZZ-1',
      name: 'x',
      rows: 1,
      cols: 1,
      lat: 30,
    });
    expect(lonely.code).toBe(422);
    expect(await t.snapshot()).toEqual(before);
  });

  it('grows and shrinks the grid; refuses to drop a slot that holds stock, naming it', async () => {
    const m = await newMerchant();
    const cab = await newCabinet(m.detail.id, 2, 2);
    const grown = await post<OpsCabinetDetail>(operations, '/cabinets/grid', {
      id: cab.id,
      rows: 3,
      cols: 2,
      capacity: 5,
    });
    expect(grown.data).toMatchObject({ grid_rows: 3, slots: 6 });
    const corner = grown.data.slot_list.find((s) => s.grid_row === 3 && s.grid_col === 2)!;
    expect(corner.capacity).toBe(5);
    // stock in the corner slot (as a restock would leave it)
    await db()
      .insertInto('stock')
      .values({ location_id: corner.location_id, sku_id: 1, quantity: 2 })
      .execute();
    const before = await t.snapshot();
    const refused = await post(operations, '/cabinets/grid', {
      id: cab.id,
      rows: 2,
      cols: 2,
    });
    expect(refused.code).toBe(422);
    expect(refused.message).toContain(corner.name);
    expect(await t.snapshot()).toEqual(before);

    const capLow = await post(operations, '/cabinets/slot-capacity', {
      location_id: corner.location_id,
      capacity: 1,
    });
    expect(capLow.code).toBe(422);
    const cap = await post<OpsCabinetDetail>(operations, '/cabinets/slot-capacity', {
      location_id: corner.location_id,
      capacity: 20,
    });
    expect(cap.data.slot_list.find((s) => s.location_id === corner.location_id)).toMatchObject({
      capacity: 20,
      quantity: 2,
    });

    const narrower = await post<OpsCabinetDetail>(operations, '/cabinets/grid', {
      id: cab.id,
      rows: 3,
      cols: 2,
    });
    expect(narrower.data.slots).toBe(6);
    const shrunk = await post<OpsCabinetDetail>(operations, '/cabinets/grid', {
      id: cab.id,
      rows: 3,
      cols: 1,
    });
    // (3,2) holds stock: refused; (1,2),(2,2) are empty but the held one blocks the change
    expect(shrunk.code).toBe(422);
    expect(await audits('merchants.cabinet_grid', cab.id)).toHaveLength(2);
    expect(await audits('merchants.slot_capacity', corner.location_id)).toHaveLength(1);
  });

  it('edits name, address and location; audited with before and after', async () => {
    const m = await newMerchant();
    const cab = await newCabinet(m.detail.id, 1, 1);
    const res = await post<OpsCabinetDetail>(operations, '/cabinets/update', {
      id: cab.id,
      name: '新名字',
      address: '新地址',
    });
    expect(res.data).toMatchObject({ name: '新名字', address: '新地址', lat: null, lng: null });
    const [a] = await audits('merchants.cabinet_update', cab.id);
    expect(JSON.parse(a!.before_json!)).toMatchObject({ name: '测试柜' });
    expect(JSON.parse(a!.after_json!)).toMatchObject({ name: '新名字', lat_e6: null });
    const list = await get<ListData<OpsCabinetRow>>(operations, '/cabinets', {
      merchant_id: m.detail.id,
    });
    expect(list.data.list.map((c) => c.name)).toEqual(['新名字']);
  });
});

describe('terminals', () => {
  it('binds a terminal (kept against its own hello), shows its live state, unbinds it', async () => {
    const m = await newMerchant();
    const a = await newCabinet(m.detail.id, 1, 2);
    const b = await newCabinet(m.detail.id, 1, 2);
    const terminal = uniq('term-');
    const bound = await post<OpsCabinetDetail>(operations, '/cabinets/terminals/bind', {
      cabinet_id: a.id,
      terminal_id: terminal,
    });
    expect(bound.data.terminal_list).toEqual([
      expect.objectContaining({
        terminal_id: terminal,
        bound: true,
        online: false,
        last_contact_at: null,
      }),
    ]);
    const row = bound.data.terminal_list[0]!;
    // the terminal says hello naming another cabinet: the operator's binding stays
    const now = t.clock.now();
    await terminalOnline(db(), {
      merchant_id: m.detail.id,
      terminal_id: terminal,
      cabinet_id: b.id,
      app_version: '1.0.1',
      now,
    });
    const live = await get<OpsCabinetDetail>(operations, '/cabinets/detail', { id: a.id });
    expect(live.data.terminal_list[0]).toMatchObject({ online: true, app_version: '1.0.1' });
    expect(live.data.online).toBe(1);
    await terminalOffline(db(), m.detail.id, terminal, now + 5);
    const off = await get<OpsCabinetDetail>(operations, '/cabinets/detail', { id: a.id });
    expect(off.data.terminal_list[0]).toMatchObject({
      online: false,
      last_contact_at: now + 5,
      offline_since: now + 5,
    });

    // bound here: binding it to another cabinet is refused
    const other = await newMerchant();
    const c = await newCabinet(other.detail.id, 1, 1);
    const refused = await post(operations, '/cabinets/terminals/bind', {
      cabinet_id: c.id,
      terminal_id: terminal,
    });
    expect(refused.code).toBe(422);
    expect(refused.message).toContain(a.code);

    const unbound = await post<OpsCabinetDetail>(operations, '/cabinets/terminals/unbind', {
      id: row.id,
    });
    expect(unbound.data.terminal_list).toEqual([]);
    expect(await audits('merchants.terminal_bind', row.id)).toHaveLength(1);
    expect(await audits('merchants.terminal_unbind', row.id)).toHaveLength(1);
    // unbound: its hello sets the cabinet again
    await terminalOnline(db(), {
      merchant_id: m.detail.id,
      terminal_id: terminal,
      cabinet_id: b.id,
      app_version: '1.0.1',
      now,
    });
    const onB = await get<OpsCabinetDetail>(operations, '/cabinets/detail', { id: b.id });
    expect(onB.data.terminal_list.map((x) => x.terminal_id)).toEqual([terminal]);
  });
});

describe('couriers', () => {
  it('creates a courier, assigns own cabinets only, disabling ends its sessions', async () => {
    const m = await newMerchant();
    const cab = await newCabinet(m.detail.id, 1, 1);
    const account = uniq('c');
    const created = await post(operations, '/merchants/couriers/create', {
      merchant_id: m.detail.id,
      account,
      name: '李师傅',
      password: 'courier-pw1',
    });
    expect(created.code, created.message).toBe(200);
    const courier = created.data.couriers[0]!;
    expect(courier).toMatchObject({ account, status: 'active', cabinet_ids: [] });
    expect(await audits('merchants.courier_create', courier.id)).toHaveLength(1);

    const before = await t.snapshot();
    const foreign = await post(operations, '/merchants/couriers/cabinets', {
      id: courier.id,
      cabinet_ids: '1',
    });
    expect(foreign.code).toBe(422);
    expect(await t.snapshot()).toEqual(before);
    const assigned = await post(operations, '/merchants/couriers/cabinets', {
      id: courier.id,
      cabinet_ids: String(cab.id),
    });
    expect(assigned.data.couriers[0]!.cabinet_ids).toEqual([cab.id]);
    const detail = await get<OpsCabinetDetail>(operations, '/cabinets/detail', { id: cab.id });
    expect(detail.data.courier_list.map((x) => x.id)).toEqual([courier.id]);

    const login = await kioskLogin(account, 'courier-pw1');
    expect(login.status, login.message).toBe(200);
    const as = { id: 0, token: login.data.token };
    const off = await post(operations, '/merchants/couriers/status', {
      id: courier.id,
      enabled: 0,
    });
    expect(off.data.couriers[0]!.status).toBe('disabled');
    expect((await t.call('GET', '/api/admin/info', { as })).status).toBe(401);
    expect((await kioskLogin(account, 'courier-pw1')).status).toBe(422);
    expect(await audits('merchants.courier_disable', courier.id)).toHaveLength(1);
    expect(await audits('merchants.courier_assign', courier.id)).toHaveLength(1);
  });
});

describe('guard and input', () => {
  it('reads need merchants.read and writes merchants.write', async () => {
    expect((await get(service, '/merchants', {})).code).toBe(403);
    const finance = await opsActor(t, 'finance');
    expect((await get(finance, '/cabinets', {})).code).toBe(403);
    const res = await post(service, '/merchants/create', {
      account: uniq('x'),
      password: 'merchant-pw1',
      name: 'x',
    });
    expect(res.code).toBe(403);
    expect((await get(owner, '/merchants', {})).code).toBe(200);
  });

  it('refuses bad input with the database unchanged', async () => {
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/ops/cabinets/create',
      // the merchant does not exist: even the valid input is refused
      valid: {
        merchant_id: 2_000_000_000,
        code: 'BAD-1',
        name: 'x',
        address: 'y',
        rows: 2,
        cols: 2,
        capacity: 3,
      },
      optional: ['address', 'capacity'],
      as: operations,
    });
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/ops/merchants/create',
      valid: { account: 'merchant', password: 'merchant-pw1', name: 'x', mobile: '' },
      optional: ['mobile'],
      // 'merchant' is taken: every otherwise valid variant is refused too
      fixed: ['account'],
      as: operations,
    });
  });
});
