import { describe, expect, it } from 'vitest';
import { checkRegion, citiesOf, districtsOf, regionTree } from './regions';

describe('shared region lookup (@vant/area-data)', () => {
  it('covers the 31 mainland provincial divisions with their official names', () => {
    const provinces = regionTree().map((p) => p.name);
    expect(provinces).toHaveLength(31);
    for (const p of [
      '新疆维吾尔自治区',
      '西藏自治区',
      '内蒙古自治区',
      '宁夏回族自治区',
      '海南省',
    ]) {
      expect(provinces).toContain(p);
    }
    expect(provinces).not.toContain('台湾省');
    expect(provinces).not.toContain('香港特别行政区');
    for (const p of regionTree()) {
      expect(p.name).toMatch(/(省|市|自治区)$/);
      expect(p.children?.length, p.name).toBeGreaterThan(0);
    }
  });

  it('has every city of 广东 (21) and every district of 北京 (16)', () => {
    expect(citiesOf('广东省')).toHaveLength(21);
    expect(citiesOf('广东省')).toEqual(expect.arrayContaining(['深圳市', '东莞市', '云浮市']));
    expect(districtsOf('北京市', '北京市')).toHaveLength(16);
    expect(districtsOf('北京市', '北京市')).toContain('延庆区');
    expect(citiesOf('不存在省')).toEqual([]);
    expect(districtsOf('广东省', '杭州市')).toEqual([]);
  });

  it('checks a region triple and names the part that is wrong', () => {
    expect(checkRegion('广东省', '深圳市', '南山区')).toEqual({
      ok: true,
      codes: { province: '440000', city: '440300', district: '440305' },
    });
    expect(checkRegion('广东', '深圳市', '南山区')).toEqual({ ok: false, field: 'province' });
    expect(checkRegion('浙江省', '深圳市', '南山区')).toEqual({ ok: false, field: 'city' });
    expect(checkRegion('广东省', '深圳市', '西湖区')).toEqual({ ok: false, field: 'district' });
    expect(checkRegion('广东省', '深圳市', '')).toEqual({ ok: false, field: 'district' });
    expect(checkRegion('广东省', '深圳市', '', true)).toMatchObject({ ok: true });
  });
});
