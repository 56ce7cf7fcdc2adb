import { describe, expect, it } from 'vitest';
import { checkRegion } from '../../shared/regions';
import { DISTRICT_CENTRES, LANDMARKS, sandboxGeocoder } from './geocoder-sandbox';

describe('sandbox geocoder', () => {
  it('ships only regions of the shared region list, inside China', () => {
    for (const [province, city, districts] of DISTRICT_CENTRES) {
      for (const [district, lat, lng] of districts) {
        expect(
          checkRegion(province, city, district),
          `${province}${city}${district}`,
        ).toMatchObject({ ok: true });
        expect(lat).toBeGreaterThan(18);
        expect(lat).toBeLessThan(54);
        expect(lng).toBeGreaterThan(73);
        expect(lng).toBeLessThan(135);
      }
    }
    for (const [name, province, city, district] of LANDMARKS) {
      expect(checkRegion(province, city, district), name).toMatchObject({ ok: true });
    }
  });

  it('places an address at its district centre, and not at all outside the table', async () => {
    expect(
      await sandboxGeocoder.geocode({
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科技园',
      }),
    ).toEqual({ lat_e6: 22_533_000, lng_e6: 113_930_000 });
    expect(
      await sandboxGeocoder.geocode({
        province: '浙江省',
        city: '丽水市',
        district: '莲都区',
        detail: '中山街 1 号',
      }),
    ).toBeNull();
    expect(
      await sandboxGeocoder.geocode({
        province: '浙江省',
        city: '杭州市',
        district: '',
        detail: 'x',
      }),
    ).toBeNull();
  });

  it('finds places by name, landmarks and exact names first', async () => {
    const [first] = await sandboxGeocoder.search('湖滨', 10);
    expect(first).toMatchObject({ name: '湖滨', city: '杭州市', lat_e6: 30_274_100 });
    const nanshan = await sandboxGeocoder.search('南山区', 10);
    expect(nanshan[0]).toMatchObject({ name: '南山区', city: '深圳市' });
    expect(await sandboxGeocoder.search('深圳南山', 10)).toEqual(
      expect.arrayContaining([expect.objectContaining({ district: '南山区' })]),
    );
    expect(await sandboxGeocoder.search('杭州', 3)).toHaveLength(3);
    expect(await sandboxGeocoder.search('  ', 10)).toEqual([]);
    expect(await sandboxGeocoder.search('不存在的地方', 10)).toEqual([]);
  });
});
