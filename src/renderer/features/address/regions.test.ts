import { describe, expect, it } from 'vitest';
import { findRegion, REGIONS, regionOptions, regionText } from './regions';

describe('region dataset', () => {
  it('covers the 31 mainland provincial divisions, each with cities and districts', () => {
    const provinces = Object.keys(REGIONS);
    expect(provinces).toHaveLength(31);
    expect(new Set(provinces).size).toBe(31);
    for (const [province, cities] of Object.entries(REGIONS)) {
      expect(province).toMatch(/(省|市|自治区)$/);
      const names = Object.keys(cities);
      expect(names.length, province).toBeGreaterThan(0);
      for (const districts of Object.values(cities)) {
        expect(districts.length, province).toBeGreaterThan(0);
        expect(new Set(districts).size).toBe(districts.length);
        for (const d of districts) expect(d.length).toBeLessThanOrEqual(20);
      }
    }
  });

  it('spells the remote-freight provinces as the freight rules do', () => {
    for (const p of [
      '新疆维吾尔自治区',
      '西藏自治区',
      '青海省',
      '内蒙古自治区',
      '宁夏回族自治区',
      '甘肃省',
      '海南省',
    ]) {
      expect(REGIONS[p], p).toBeDefined();
    }
  });

  it('builds three-level picker options', () => {
    const options = regionOptions();
    expect(options).toHaveLength(31);
    const zj = options.find((o) => o.value === '浙江省');
    const hz = zj?.children?.find((c) => c.value === '杭州市');
    expect(hz?.children?.map((d) => d.value)).toContain('西湖区');
    expect(hz?.children?.[0]?.children).toBeUndefined();
    expect(regionOptions()).toBe(options);
  });

  it('finds saved regions and shows them without repeating a municipality', () => {
    expect(findRegion('浙江省', '杭州市', '西湖区')).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(findRegion('浙江省', '杭州市', '不存在区')).toEqual(['浙江省', '杭州市']);
    expect(findRegion('浙江省', '丽水市', '莲都区')).toBeNull();
    expect(regionText('上海市', '上海市', '浦东新区')).toBe('上海市 浦东新区');
    expect(regionText('浙江省', '杭州市', '')).toBe('浙江省 杭州市');
  });
});
