import { describe, expect, it } from 'vitest';
import type { OpsPromoDetail } from '../../../../../shared/contract/ops-promo';
import {
  checkForm,
  createInput,
  emptyForm,
  formOfDetail,
  lineOfSku,
  updateInput,
  type PromoFormValues,
} from './promo-form';

const sku = {
  goods_id: 5,
  sku_id: 9,
  title: '苹果',
  image: '',
  spec: { 规格: '1kg' },
  price: 1990,
  stock: 12,
  brand_id: 0,
  status: 1,
};

function filled(over: Partial<PromoFormValues> = {}): PromoFormValues {
  return { ...emptyForm(1, 1_800_000_030), title: '午场秒杀', goods: [lineOfSku(sku)], ...over };
}

describe('the activity form', () => {
  it('starts now (to the minute) for two hours; a picked SKU starts at half price', () => {
    const v = emptyForm(1, 1_800_000_030);
    expect(v.slots).toEqual([{ start_at: 1_800_000_000, end_at: 1_800_007_200 }]);
    expect(lineOfSku(sku)).toMatchObject({ price: '9.95', spec: '1kg', stock: 12 });
  });

  it('sends prices in fen and counts as numbers', () => {
    const v = filled();
    v.goods[0] = { ...v.goods[0]!, price: '5.5', stock_cap: '3', limit_per_user: '1' };
    expect(checkForm(v)).toBeNull();
    expect(createInput(v)).toEqual({
      type: 1,
      title: '午场秒杀',
      rules: { free_shipping: false },
      slots: [{ start_at: 1_800_000_000, end_at: 1_800_007_200 }],
      goods: [{ sku_id: 9, price: 550, integral: 0, stock_cap: 3, limit_per_user: 1 }],
    });
    expect(updateInput(4, { ...v, type: 4, group_size: '3', expire_hours: '12' })).toMatchObject({
      id: 4,
      start_at: 1_800_000_000,
      rules: { group_size: 3, expire_hours: 12 },
    });
  });

  it('finds the first problem and its goods line', () => {
    expect(checkForm(filled({ title: 'x' }))).toEqual({ error: 'title' });
    expect(checkForm(filled({ slots: [{ start_at: 10, end_at: 5 }] }))).toEqual({
      error: 'window',
    });
    expect(checkForm(filled({ goods: [] }))).toEqual({ error: 'noGoods' });
    expect(checkForm(filled({ type: 4, group_size: '1' }))).toEqual({ error: 'groupSize' });
    const above = filled();
    above.goods[0] = { ...above.goods[0]!, price: '19.91' };
    expect(checkForm(above)).toEqual({ error: 'price', line: 0 });
    const neg = filled();
    neg.goods[0] = { ...neg.goods[0]!, stock_cap: '-1' };
    expect(checkForm(neg)).toEqual({ error: 'integer', line: 0 });
  });

  it('reads an activity back as values', () => {
    const d = {
      id: 3,
      type: 4,
      title: '两人团',
      start_at: 100,
      end_at: 200,
      status: 1,
      state: 'running',
      goods_count: 1,
      sold: 0,
      created_at: 1,
      rules: { group_size: 3, expire_hours: 6 },
      server_time: 150,
      goods: [
        {
          id: 1,
          goods_id: 5,
          sku_id: 9,
          title: '苹果',
          image: '',
          spec: {},
          sku_price: 1990,
          stock: 3,
          price: 990,
          integral: 0,
          stock_cap: 2,
          limit_per_user: 1,
          sold: 1,
        },
      ],
    } satisfies OpsPromoDetail;
    const v = formOfDetail(d);
    expect(v).toMatchObject({ group_size: '3', expire_hours: '6', slots: [{ start_at: 100 }] });
    expect(v.goods[0]).toMatchObject({ price: '9.90', stock_cap: '2', sold: 1 });
  });
});
