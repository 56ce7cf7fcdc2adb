/**
 * Issue 19, brief B: addresses cover all of China and local delivery keeps to its range.
 * - regions are checked against China's region list (src/shared/regions.ts): a province, city
 *   or district that does not exist (or a district of another city) is refused naming the field,
 *   the database unchanged; cities the old built-in list lacked (深圳) are taken.
 * - addresses get a point: the one picked on choose-location, else the geocoder's (the sandbox
 *   places an address at its district's centre; one it does not know has none).
 * - local delivery measures its range from the address: out of range or not placed is refused
 *   with the reason, nothing written; in range is taken.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalQuote } from '../../src/shared/contract/local-shop';
import type { AddressView } from '../../src/shared/contract/user';
import { startTestServer, type Actor, type TestServer } from './harness';
import {
  createOk,
  L,
  orderBody,
  POINT,
  setAddressPoint,
  setChinaTime,
  shopByName,
  skuOf,
  ZHIWEIGUAN,
} from './local-helpers';
import { addAddress } from './order-helpers';

const SHENZHEN = {
  name: '李四',
  mobile: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区 1 栋 101',
};

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const saveAddress = (as: Actor, body: Record<string, string | number>, lang?: string) =>
  t.call<AddressView | null>('POST', '/api/user/edit_address', {
    as,
    body,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

const pointOf = (id: number) =>
  db()
    .selectFrom('user_addresses')
    .select(['lat_e6', 'lng_e6', 'region_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('address regions (China’s full region list)', () => {
  it('takes a city the old list lacked: 广东省 深圳市 南山区, with its division code', async () => {
    const u = await t.user();
    const res = await saveAddress(u, SHENZHEN);
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({ province: '广东省', city: '深圳市', district: '南山区' });
    expect((await pointOf(res.data!.id)).region_code).toBe('440305');
  });

  it('refuses a region that does not exist, naming the field, and changes nothing', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const cases: [Record<string, string>, string, string][] = [
      [{ province: '广东' }, 'province', '请选择正确的省份'],
      [{ province: '浙江省' }, 'city', '该城市不属于所选省份'],
      [{ district: '西湖区' }, 'district', '该区县不属于所选城市'],
      [{ district: '' }, 'district', '该区县不属于所选城市'],
      [{ province: '台湾省', city: '台北市', district: '中正区' }, 'province', '请选择正确的省份'],
    ];
    for (const [change, field, text] of cases) {
      const res = await saveAddress(u, { ...SHENZHEN, ...change });
      expect(res.code, JSON.stringify(change)).toBe(422);
      expect(res.message).toBe(`${field}: ${text}`);
    }
    const en = await saveAddress(u, { ...SHENZHEN, district: '西湖区' }, 'en');
    expect(en.message).toBe('district: This district is not in the chosen city');
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a wrong region on an edit too, keeping the saved address', async () => {
    const u = await t.user();
    const saved = await saveAddress(u, SHENZHEN);
    const before = await t.snapshot();
    const res = await saveAddress(u, { ...SHENZHEN, id: saved.data!.id, city: '杭州市' });
    expect(res.code).toBe(422);
    expect(res.message).toMatch(/^city: /);
    expect(await t.snapshot()).toBe(before);
  });

  it('checks merchant addresses against the same list', async () => {
    const m = await t.merchant();
    const before = await t.snapshot();
    const bad = await t.call('POST', '/api/admin/address/edit', {
      as: m,
      body: { ...SHENZHEN, city: '广州市' },
    });
    expect(bad.status).toBe(422);
    expect(await t.snapshot()).toBe(before);
    const ok = await t.call('POST', '/api/admin/address/edit', { as: m, body: SHENZHEN });
    expect(ok.status, ok.message).toBe(200);
  });
});

describe('address points', () => {
  it('places an address at its district centre (sandbox geocoder)', async () => {
    const u = await t.user();
    const res = await saveAddress(u, SHENZHEN);
    expect(await pointOf(res.data!.id)).toMatchObject({ lat_e6: 22_533_000, lng_e6: 113_930_000 });
  });

  it('keeps the point the user picked', async () => {
    const u = await t.user();
    const res = await saveAddress(u, {
      ...SHENZHEN,
      lat_e6: 22_540_100,
      lng_e6: 113_934_500,
    });
    expect(await pointOf(res.data!.id)).toMatchObject({ lat_e6: 22_540_100, lng_e6: 113_934_500 });
  });

  it('leaves an address the geocoder cannot place without a point', async () => {
    const u = await t.user();
    const res = await saveAddress(u, {
      ...SHENZHEN,
      province: '浙江省',
      city: '丽水市',
      district: '莲都区',
    });
    expect(res.code, res.message).toBe(200);
    expect(await pointOf(res.data!.id)).toMatchObject({ lat_e6: null, lng_e6: null });
  });

  it('refuses half a point', async () => {
    const u = await t.user();
    const before = await t.snapshot();
    const res = await saveAddress(u, { ...SHENZHEN, lat_e6: 22_540_100 });
    expect(res.code).toBe(422);
    expect(res.message).toMatch(/^lng_e6: /);
    expect(await t.snapshot()).toBe(before);
  });

  it('finds places by name for choose-location, with an address instead of numbers', async () => {
    const res = await t.call<{ list: { name: string; address: string; lat_e6: number }[] }>(
      'GET',
      `${L}/places`,
      { query: { keyword: '南山区' } },
    );
    expect(res.code).toBe(200);
    expect(res.data.list[0]).toMatchObject({ name: '南山区', address: '广东省 深圳市' });
    const lake = await t.call<{ list: { name: string; address: string; lat_e6: number }[] }>(
      'GET',
      `${L}/places`,
      { query: { keyword: '湖滨' } },
    );
    expect(lake.data.list[0]).toMatchObject({
      name: '湖滨',
      address: '浙江省 杭州市 上城区',
      lat_e6: POINT.lat_e6,
    });
    // the shops named after the place still come too
    expect(lake.data.list.some((p) => p.name.includes('湖滨店'))).toBe(true);
  });
});

describe('local delivery keeps to the shop’s range', () => {
  async function order(u: Actor, addressId: number, lang?: string) {
    const shop = await shopByName(t, ZHIWEIGUAN);
    const pork = await skuOf(t, shop.id, '东坡肉');
    // the browsing point is by the shop: only the address decides the range
    const body = orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 2 }], {
      address_id: addressId,
    });
    const headers = lang ? { headers: { 'accept-language': lang } } : {};
    return { body, shop, headers };
  }

  it('refuses a Hangzhou shop’s delivery to Shenzhen, on the quote and on create, writing nothing', async () => {
    setChinaTime(t, '12:00');
    const u = await t.user();
    const saved = await saveAddress(u, SHENZHEN);
    const { body, shop } = await order(u, saved.data!.id);
    const quote = await t.call<LocalQuote>('POST', `${L}/confirm`, { as: u, body });
    expect(quote.code).toBe(200);
    expect(quote.data.address_problem).toBe('out_of_range');
    expect(quote.data.blocked).toContain('超出配送范围');
    expect(quote.data.blocked).toContain(
      `配送范围${(shop.delivery_radius_m / 1000).toFixed(1)}公里`,
    );
    const before = await t.snapshot();
    const res = await t.call('POST', `${L}/create`, { as: u, body });
    expect(res.code).toBe(423);
    expect(res.message).toContain('超出配送范围');
    expect(res.message).toContain('到店自取');
    const en = await t.call('POST', `${L}/create`, {
      as: u,
      body: { ...body, client_key: `${body.client_key as string}en` },
      headers: { 'accept-language': 'en' },
    });
    expect(en.code).toBe(423);
    expect(en.message).toContain('out of the delivery range');
    expect(await t.snapshot()).toBe(before);
    // pick-up from the same address is not a delivery: no range
    const pickup = await t.call<LocalQuote>('POST', `${L}/confirm`, {
      as: u,
      body: { ...body, mode: 'pickup' },
    });
    expect(pickup.data.address_problem).toBeNull();
  });

  it('refuses an address that cannot be placed, never assuming it in range', async () => {
    setChinaTime(t, '12:00');
    const u = await t.user();
    const id = await addAddress(t, u.id); // 浙江省 杭州市 西湖区, saved before points
    await db()
      .updateTable('user_addresses')
      .set({ city: '丽水市', district: '莲都区' })
      .where('id', '=', id)
      .execute();
    const { body } = await order(u, id);
    const quote = await t.call<LocalQuote>('POST', `${L}/confirm`, { as: u, body });
    expect(quote.data.address_problem).toBe('unplaced');
    const before = await t.snapshot();
    const res = await t.call('POST', `${L}/create`, { as: u, body });
    expect(res.code).toBe(423);
    expect(res.message).toContain('无法确定该地址的位置');
    expect(await t.snapshot()).toBe(before);
  });

  it('takes an address in range: a picked point, and an older address placed by its district', async () => {
    setChinaTime(t, '12:00');
    const u = await t.user();
    const picked = await saveAddress(u, {
      ...SHENZHEN,
      province: '浙江省',
      city: '杭州市',
      district: '上城区',
      lat_e6: POINT.lat_e6,
      lng_e6: POINT.lng_e6,
    });
    expect(picked.code, picked.message).toBe(200);
    const a = await order(u, picked.data!.id);
    const quote = await t.call<LocalQuote>('POST', `${L}/confirm`, { as: u, body: a.body });
    expect(quote.data).toMatchObject({ address_problem: null, blocked: null });
    const made = await createOk(t, u, a.body);
    expect(made.order_id).toBeGreaterThan(0);

    // an address saved before points (none stored) is placed at its district centre on use
    const older = await addAddress(t, u.id); // 浙江省 杭州市 西湖区
    await setAddressPoint(t, older, null);
    const b = await order(u, older);
    const made2 = await createOk(t, u, b.body);
    expect(made2.order_id).toBeGreaterThan(0);
  });
});
