import { describe, expect, it } from 'vitest';
import {
  distanceM,
  formatDistance,
  geoFailureOf,
  GeoError,
  geoUri,
  getCurrentPoint,
  getRecentPoints,
  locateByBrowser,
  MAX_RECENT,
  navUrl,
  parseLatLng,
  parsePoint,
  savePickedPoint,
  setCurrentPoint,
  takePickedPoint,
  tileFor,
} from './location';
import { memoryStorage } from './test-storage';

const PEOPLE_SQUARE = { lat_e6: 31_230_400, lng_e6: 121_473_700, name: 'People Square' };

describe('current point', () => {
  it('is null until set, then survives a re-read', () => {
    const s = memoryStorage();
    expect(getCurrentPoint(s)).toBeNull();
    setCurrentPoint(PEOPLE_SQUARE, s);
    expect(getCurrentPoint(s)).toEqual(PEOPLE_SQUARE);
  });

  it('ignores broken or out-of-range stored values', () => {
    const s = memoryStorage();
    s.setItem('local:point', '{not json');
    expect(getCurrentPoint(s)).toBeNull();
    s.setItem('local:point', JSON.stringify({ lat_e6: 91_000_000, lng_e6: 0, name: 'x' }));
    expect(getCurrentPoint(s)).toBeNull();
    s.setItem('local:point', JSON.stringify({ lat_e6: 1.5, lng_e6: 0 }));
    expect(getCurrentPoint(s)).toBeNull();
  });

  it('keeps recent points newest first, without duplicates, at most MAX_RECENT', () => {
    const s = memoryStorage();
    for (let i = 0; i < MAX_RECENT + 2; i++)
      setCurrentPoint({ lat_e6: i, lng_e6: i, name: `p${i}` }, s);
    setCurrentPoint({ lat_e6: 3, lng_e6: 3, name: 'again' }, s);
    const recent = getRecentPoints(s);
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent[0]).toEqual({ lat_e6: 3, lng_e6: 3, name: 'again' });
    expect(recent.filter((p) => p.lat_e6 === 3)).toHaveLength(1);
  });

  it('hands a picked point over once without touching the current point', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    setCurrentPoint(PEOPLE_SQUARE, local);
    savePickedPoint({ lat_e6: 1, lng_e6: 2, name: 'shop' }, session);
    expect(takePickedPoint(session)).toEqual({ lat_e6: 1, lng_e6: 2, name: 'shop' });
    expect(takePickedPoint(session)).toBeNull();
    expect(getCurrentPoint(local)).toEqual(PEOPLE_SQUARE);
  });
});

describe('manual coordinates', () => {
  it('turns degrees into micro-degrees', () => {
    expect(parseLatLng(' 31.2304 ', '121.4737')).toEqual({
      ok: true,
      lat_e6: 31_230_400,
      lng_e6: 121_473_700,
    });
    expect(parseLatLng('-33.8688', '151.2093')).toMatchObject({ ok: true, lat_e6: -33_868_800 });
  });

  it('names the first bad field', () => {
    expect(parseLatLng('', '121')).toEqual({ ok: false, field: 'lat' });
    expect(parseLatLng('91', '121')).toEqual({ ok: false, field: 'lat' });
    expect(parseLatLng('31', '181')).toEqual({ ok: false, field: 'lng' });
    expect(parseLatLng('31', 'abc')).toEqual({ ok: false, field: 'lng' });
    expect(parseLatLng('1e2', '0')).toEqual({ ok: false, field: 'lat' });
  });

  it('parses points from query strings', () => {
    expect(parsePoint({ lat_e6: '31230400', lng_e6: '121473700', name: 'x' })).toEqual({
      lat_e6: 31_230_400,
      lng_e6: 121_473_700,
      name: 'x',
    });
    expect(parsePoint({ lat_e6: null, lng_e6: '1' })).toBeNull();
  });

  // issue 19, brief B: places carry an address; "my location" is rendered per language
  it('keeps a place’s address and reads a stored "my location" as the unnamed point', () => {
    expect(
      parsePoint({ lat_e6: 1, lng_e6: 2, name: '湖滨', address: '浙江省 杭州市 上城区' }),
    ).toEqual({ lat_e6: 1, lng_e6: 2, name: '湖滨', address: '浙江省 杭州市 上城区' });
    expect(parsePoint({ lat_e6: 1, lng_e6: 2, name: '我的位置' })).toEqual({
      lat_e6: 1,
      lng_e6: 2,
      name: '',
    });
    expect(parsePoint({ lat_e6: 1, lng_e6: 2, name: 'My location' })?.name).toBe('');
  });
});

describe('distance', () => {
  it('computes haversine metres', () => {
    // 0.01 degree of latitude is about 1112 m
    expect(
      distanceM(
        { lat_e6: 31_000_000, lng_e6: 121_000_000 },
        { lat_e6: 31_010_000, lng_e6: 121_000_000 },
      ),
    ).toBeCloseTo(1112, -1);
    expect(distanceM(PEOPLE_SQUARE, PEOPLE_SQUARE)).toBe(0);
  });

  it('formats metres and kilometres', () => {
    expect(formatDistance(0)).toBe('0m');
    expect(formatDistance(850.4)).toBe('850m');
    expect(formatDistance(1234)).toBe('1.2km');
    expect(formatDistance(9_960)).toBe('10.0km');
    expect(formatDistance(12_400)).toBe('12km');
    expect(formatDistance(null)).toBe('');
  });
});

describe('map links', () => {
  it('builds a geo: URI', () => {
    expect(geoUri(PEOPLE_SQUARE, 'A B')).toBe('geo:31.2304,121.4737?q=31.2304,121.4737(A%20B)');
  });

  it('fills an http(s) navigation template and refuses other schemes', () => {
    expect(navUrl('https://maps.example/?q={lat},{lng}&n={name}', PEOPLE_SQUARE, '店')).toBe(
      'https://maps.example/?q=31.2304,121.4737&n=%E5%BA%97',
    );
    expect(navUrl('javascript:alert(1)', PEOPLE_SQUARE)).toBeNull();
    expect(navUrl('', PEOPLE_SQUARE)).toBeNull();
  });

  it('finds the slippy tile of a point', () => {
    expect(tileFor('https://t.example/{z}/{x}/{y}.png', { lat_e6: 0, lng_e6: 0 }, 1)).toBe(
      'https://t.example/1/1/1.png',
    );
    expect(tileFor('ftp://x/{z}', PEOPLE_SQUARE)).toBeNull();
  });
});

describe('browser geolocation', () => {
  it('maps error codes', () => {
    expect(geoFailureOf(1)).toBe('denied');
    expect(geoFailureOf(2)).toBe('unavailable');
    expect(geoFailureOf(3)).toBe('timeout');
  });

  it('rejects when unsupported or denied, resolves micro-degrees when allowed', async () => {
    await expect(locateByBrowser(undefined)).rejects.toEqual(new GeoError('unsupported'));
    const denied = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(locateByBrowser(denied)).rejects.toMatchObject({ reason: 'denied' });
    const ok = {
      getCurrentPosition: (done: PositionCallback) =>
        done({ coords: { latitude: 31.2304, longitude: 121.4737 } } as GeolocationPosition),
    } as unknown as Geolocation;
    await expect(locateByBrowser(ok)).resolves.toEqual({ lat_e6: 31_230_400, lng_e6: 121_473_700 });
  });
});
