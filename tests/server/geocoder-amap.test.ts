/**
 * The AMap geocoder (issue 22) against a local simulator of AMap's Web Service API
 * (tests/server/sim/amap-sim.ts): GCJ-02 answers stored as WGS-84, only precise matches in the
 * named district, signed requests, AMap's errors as "cannot place"; and through the shop's
 * routes (an address saved, the place search of choose-location).
 */
import gcoord from 'gcoord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amapGeocoder, amapSignature } from '../../src/server/providers/geocoder-amap';
import { startTestServer, type TestServer } from './harness';
import { AmapSim } from './sim/amap-sim';

const KEY = '0123456789abcdef0123456789abcdef';
const SECRET = 'fedcba9876543210fedcba9876543210';

const XIXI = {
  address: '浙江省杭州市西湖区文一西路 969 号',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  level: '门牌号',
  location: '120.026208,30.279212',
};
const ADDRESS = {
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文一西路 969 号',
};

/** What AMap's GCJ-02 "lng,lat" is in WGS-84 micro-degrees. */
function wgs(location: string) {
  const [lng, lat] = gcoord.transform(
    location.split(',').map(Number) as [number, number],
    gcoord.GCJ02,
    gcoord.WGS84,
  );
  return { lat_e6: Math.round(lat * 1e6), lng_e6: Math.round(lng * 1e6) };
}

let sim: AmapSim;
let signed: AmapSim;

beforeAll(async () => {
  sim = new AmapSim(KEY);
  signed = new AmapSim(KEY, SECRET);
  await sim.start();
  await signed.start();
  for (const s of [sim, signed]) {
    s.geocodes = [
      XIXI,
      { ...XIXI, address: '浙江省杭州市西湖区某某小区', level: '区县', location: '120.13,30.26' },
      { ...XIXI, address: '浙江省杭州市西湖区余杭塘路', district: '拱墅区' },
    ];
    s.pois = [
      {
        name: '西溪湿地',
        pname: '浙江省',
        cityname: '杭州市',
        adname: '西湖区',
        location: '120.069462,30.270349',
      },
      {
        name: '西溪印象城',
        pname: '浙江省',
        cityname: '杭州市',
        adname: '余杭区',
        location: '120.053528,30.290361',
      },
    ];
  }
});
afterAll(async () => {
  await sim?.stop();
  await signed?.stop();
});

describe('AMap geocoder', () => {
  it('places a precise match in WGS-84 (AMap answers GCJ-02)', async () => {
    const g = amapGeocoder({ key: KEY, secret: '', baseUrl: sim.base });
    const p = await g.geocode(ADDRESS);
    expect(p).toEqual(wgs(XIXI.location));
    // the conversion moved the point by a few hundred metres, as GCJ-02 does in Hangzhou
    expect(Math.abs(p!.lng_e6 - 120_026_208)).toBeGreaterThan(3000);
    expect(sim.requests.at(-1)).toMatchObject({
      key: KEY,
      address: XIXI.address,
      city: '杭州市',
      output: 'JSON',
    });
  });

  it('never guesses: a district-level match, another district or no match is null', async () => {
    const g = amapGeocoder({ key: KEY, secret: '', baseUrl: sim.base });
    expect(await g.geocode({ ...ADDRESS, detail: '某某小区' })).toBeNull();
    expect(await g.geocode({ ...ADDRESS, detail: '余杭塘路' })).toBeNull();
    expect(await g.geocode({ ...ADDRESS, detail: '不存在的路 1 号' })).toBeNull();
  });

  it('signs requests when the key has a private key; AMap refuses a wrong signature', async () => {
    const errors: string[] = [];
    const good = amapGeocoder({ key: KEY, secret: SECRET, baseUrl: signed.base });
    expect(await good.geocode(ADDRESS)).toEqual(wgs(XIXI.location));
    const sent = signed.requests.at(-1)!;
    const { sig, ...rest } = sent;
    expect(sig).toBe(amapSignature(rest, SECRET));
    const unsigned = amapGeocoder({
      key: KEY,
      secret: '',
      baseUrl: signed.base,
      onError: (w) => errors.push(w),
    });
    expect(await unsigned.geocode(ADDRESS)).toBeNull();
    expect(errors).toEqual(['AMap /v3/geocode/geo: INVALID_USER_SIGNATURE (10007)']);
  });

  it('a wrong key, an HTTP error or a timeout is "cannot place", reported without the key', async () => {
    const errors: string[] = [];
    const onError = (w: string) => errors.push(w);
    const wrongKey = amapGeocoder({ key: 'f'.repeat(32), secret: '', baseUrl: sim.base, onError });
    expect(await wrongKey.geocode(ADDRESS)).toBeNull();
    expect(await wrongKey.search('西溪', 5)).toEqual([]);
    const g = amapGeocoder({ key: KEY, secret: '', baseUrl: sim.base, timeoutMs: 200, onError });
    sim.http500 = true;
    expect(await g.geocode(ADDRESS)).toBeNull();
    sim.http500 = false;
    sim.delayMs = 600;
    expect(await g.geocode(ADDRESS)).toBeNull();
    sim.delayMs = 0;
    expect(errors).toEqual([
      'AMap /v3/geocode/geo: INVALID_USER_KEY (10001)',
      'AMap /v3/place/text: INVALID_USER_KEY (10001)',
      'AMap /v3/geocode/geo: HTTP 500',
      'AMap /v3/geocode/geo: AxiosError ECONNABORTED',
    ]);
    expect(errors.join(' ')).not.toContain(KEY);
  });

  it('finds places by name, in WGS-84, at most the limit', async () => {
    const g = amapGeocoder({ key: KEY, secret: '', baseUrl: sim.base });
    const places = await g.search('西溪', 1);
    expect(places).toEqual([
      {
        name: '西溪湿地',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        ...wgs('120.069462,30.270349'),
      },
    ]);
    expect(sim.requests.at(-1)).toMatchObject({ keywords: '西溪', offset: '1', page: '1' });
  });
});

describe('AMap behind the shop', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      geocoderProvider: 'amap',
      amap: { key: KEY, secret: SECRET, baseUrl: signed.base },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a saved address gets the point AMap gives; one AMap cannot place is saved without', async () => {
    const u = await t.user();
    const body = { name: '王五', mobile: '13912345678', ...ADDRESS };
    const saved = await t.call('POST', '/api/user/edit_address', { as: u, body });
    expect(saved.code, saved.message).toBe(200);
    const vague = await t.call('POST', '/api/user/edit_address', {
      as: u,
      body: { ...body, detail: '某某小区' },
    });
    expect(vague.code, vague.message).toBe(200);
    const rows = await t.app.database.db
      .selectFrom('user_addresses')
      .select(['id', 'lat_e6', 'lng_e6'])
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(rows.map(({ lat_e6, lng_e6 }) => ({ lat_e6, lng_e6 }))).toEqual([
      wgs(XIXI.location),
      { lat_e6: null, lng_e6: null },
    ]);
  });

  it("choose-location's place search answers AMap's places", async () => {
    const res = await t.call('GET', '/api/trashy/places', {
      query: { keyword: '西溪印象', limit: 5 },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.list).toEqual([
      {
        name: '西溪印象城',
        address: '浙江省 杭州市 余杭区',
        ...wgs('120.053528,30.290361'),
      },
    ]);
  });
});
