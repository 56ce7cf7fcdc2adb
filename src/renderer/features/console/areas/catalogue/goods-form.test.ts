import { describe, expect, it } from 'vitest';
import type { OpsGoodsDetail } from '../../../../../shared/contract/ops-goods';
import {
  cleanSpecs,
  emptyValues,
  formPathOf,
  fromDetail,
  isOptionalPrice,
  isPrice,
  isStock,
  moveItem,
  skuRows,
  toInput,
} from './goods-form';

describe('goods form (issue 20 part goods)', () => {
  it('makes one SKU row per combination of spec values, in order', () => {
    const rows = skuRows(
      cleanSpecs([
        { name: '颜色', values: ['红', '蓝'] },
        { name: '尺码', values: ['S', 'M'] },
      ]),
      [],
    );
    expect(rows.map((r) => r.spec)).toEqual([
      { 颜色: '红', 尺码: 'S' },
      { 颜色: '红', 尺码: 'M' },
      { 颜色: '蓝', 尺码: 'S' },
      { 颜色: '蓝', 尺码: 'M' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
  });

  it('keeps what was typed for a combination when the specs change', () => {
    const specs = cleanSpecs([{ name: '颜色', values: ['红', '蓝'] }]);
    const first = skuRows(specs, []);
    first[0]!.price = '19.9';
    first[0]!.id = 7;
    const next = skuRows(cleanSpecs([{ name: '颜色', values: ['红', '蓝', '绿'] }]), first);
    expect(next.map((r) => [r.spec['颜色'], r.price, r.id])).toEqual([
      ['红', '19.9', 7],
      ['蓝', '', undefined],
      ['绿', '', undefined],
    ]);
  });

  it('without specs there is one default row; half-filled specs do not count', () => {
    expect(
      skuRows(
        cleanSpecs([
          { name: '颜色', values: [] },
          { name: ' ', values: ['x'] },
        ]),
        [],
      ),
    ).toEqual([{ key: '[]', spec: {}, price: '', market_price: '', stock: '' }]);
    expect(cleanSpecs([{ name: ' 颜色 ', values: ['红', ' 红 ', ''] }])).toEqual([
      { name: '颜色', values: ['红'] },
    ]);
  });

  it('sends prices in fen and initial stock only for new SKUs', () => {
    const v = emptyValues();
    v.title = ' 好物 ';
    v.category_id = 5;
    v.seller_id = 1;
    v.images = ['/uploads/a.png'];
    v.specs = [{ name: '颜色', values: ['红', '蓝'] }];
    v.skus = skuRows(cleanSpecs(v.specs), []);
    v.skus[0] = { ...v.skus[0]!, price: '19.90', market_price: '29', stock: '5' };
    v.skus[1] = { ...v.skus[1]!, id: 9, price: '0.01', market_price: '', stock: '8' };
    v.publish = true;
    expect(toInput(v).freight_template).toBeNull();
    v.freight_template = 'bulky';
    expect(toInput(v)).toEqual({
      title: '好物',
      category_id: 5,
      brand_id: 0,
      seller_id: 1,
      images: ['/uploads/a.png'],
      detail_images: [],
      description: '',
      spec_names: ['颜色'],
      skus: [
        { spec: { 颜色: '红' }, price: 1990, market_price: 2900, stock: 5 },
        { id: 9, spec: { 颜色: '蓝' }, price: 1, market_price: 0, stock: 0 },
      ],
      status: 1,
      freight_template: 'bulky',
    });
  });

  it('reads a goods back as form values', () => {
    const d = {
      id: 3,
      title: 'T',
      category_id: 5,
      brand_id: 0,
      seller_id: 1,
      images: ['/a.png', '/b.png'],
      detail_images: [],
      description: 'd',
      spec_names: ['颜色'],
      status: 0,
      skus: [
        { id: 1, spec: { 颜色: '红' }, price: 1990, market_price: 0, stock: 4 },
        { id: 2, spec: { 颜色: '蓝' }, price: 2500, market_price: 3000, stock: 0 },
      ],
    } as unknown as OpsGoodsDetail;
    const v = fromDetail(d);
    expect(v.specs).toEqual([{ name: '颜色', values: ['红', '蓝'] }]);
    expect(v.brand_id).toBeUndefined();
    expect(v.freight_template).toBeUndefined();
    expect(fromDetail({ ...d, freight_template: 'bulky' }).freight_template).toBe('bulky');
    expect(v.skus.map((r) => [r.id, r.price, r.market_price, r.current_stock])).toEqual([
      [1, '19.90', '', 4],
      [2, '25.00', '30.00', 0],
    ]);
    // the rows keep their ids when the specs are regenerated
    expect(skuRows(cleanSpecs(v.specs), v.skus).map((r) => r.id)).toEqual([1, 2]);
  });

  it('validates prices and stock as typed', () => {
    expect(isPrice('19.9')).toBe(true);
    expect(isPrice('0')).toBe(false);
    expect(isPrice('1.234')).toBe(false);
    expect(isPrice('-1')).toBe(false);
    expect(isPrice('')).toBe(false);
    expect(isOptionalPrice('')).toBe(true);
    expect(isOptionalPrice('abc')).toBe(false);
    expect(isStock('')).toBe(true);
    expect(isStock('12')).toBe(true);
    expect(isStock('1.5')).toBe(false);
    expect(isStock('-2')).toBe(false);
  });

  it('maps server field names to form paths and reorders lists', () => {
    expect(formPathOf('skus.0.price')).toEqual(['skus', 0, 'price']);
    expect(formPathOf('spec_names')).toEqual(['specs']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
  });
});
