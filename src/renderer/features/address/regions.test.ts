import { describe, expect, it } from 'vitest';
import { loadRegions, regionText } from './regions';

describe('region picker data (the shared full dataset, loaded on demand)', () => {
  it('loads the full mainland dataset: 广东 21 cities, 北京 16 districts', async () => {
    const { regionOptions, citiesOf, districtsOf } = await loadRegions();
    const options = regionOptions();
    expect(options).toHaveLength(31);
    expect(citiesOf('广东省')).toHaveLength(21);
    expect(districtsOf('北京市', '北京市')).toHaveLength(16);
    const gd = options.find((o) => o.value === '广东省');
    const sz = gd?.children?.find((c) => c.value === '深圳市');
    expect(sz?.children?.map((d) => d.value)).toContain('南山区');
    expect(sz?.children?.[0]?.children).toBeUndefined();
    expect(regionOptions()).toBe(options);
    expect(await loadRegions()).toBe(await loadRegions());
  });

  it('finds saved regions and shows them without repeating a municipality', async () => {
    const { findRegion } = await loadRegions();
    expect(findRegion('浙江省', '杭州市', '西湖区')).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(findRegion('浙江省', '杭州市', '不存在区')).toEqual(['浙江省', '杭州市']);
    expect(findRegion('浙江省', '丽水市', '莲都区')).toEqual(['浙江省', '丽水市', '莲都区']);
    expect(findRegion('浙江省', '深圳市', '南山区')).toBeNull();
    expect(regionText('上海市', '上海市', '浦东新区')).toBe('上海市 浦东新区');
    expect(regionText('浙江省', '杭州市', '')).toBe('浙江省 杭州市');
  });
});
