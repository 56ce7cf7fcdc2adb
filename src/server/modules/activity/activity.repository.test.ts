import { describe, expect, it } from 'vitest';
import { activityState, toActivityInfo } from './activity.repository';
import { rulesText } from './activity-goods.service';

describe('activityState', () => {
  const a = { start_at: 100, end_at: 200, status: 1 };
  it('is not_started before start_at, running until end_at, ended from end_at on', () => {
    expect(activityState(99, a)).toBe('not_started');
    expect(activityState(100, a)).toBe('running');
    expect(activityState(199, a)).toBe('running');
    expect(activityState(200, a)).toBe('ended');
  });
  it('is ended at once when withdrawn (status 0)', () => {
    expect(activityState(99, { ...a, status: 0 })).toBe('ended');
    expect(activityState(150, { ...a, status: 0 })).toBe('ended');
  });
});

describe('toActivityInfo', () => {
  it('parses the rules, keeping only an object', () => {
    const row = { id: 1, type: 3, title: 'x', start_at: 0, end_at: 10, status: 1, rules: '' };
    expect(toActivityInfo({ ...row, rules: '{"zero":true}' }, 5)).toMatchObject({
      state: 'running',
      rules: { zero: true },
      server_time: 5,
    });
    expect(toActivityInfo({ ...row, rules: '[1]' }, 5).rules).toEqual({});
    expect(toActivityInfo({ ...row, rules: 'not json' }, 20)).toMatchObject({
      state: 'ended',
      rules: {},
    });
  });
});

describe('rulesText', () => {
  const item = {
    id: 1,
    activity_id: 1,
    type: 3,
    goods_id: 1,
    sku_id: 1,
    title: 't',
    image: '',
    price: 0,
    original_price: 990,
    integral: 990,
    limit_per_user: 1,
    stock: 5,
    sold: 0,
    sold_out: false,
    brand_id: 1,
    seller_id: 1,
    goods_subregion: 0,
  };
  const info = {
    id: 1,
    type: 3,
    title: 'x',
    start_at: 0,
    end_at: 10,
    state: 'running' as const,
    rules: { zero: true },
    server_time: 5,
  };
  it('lists state, the type rule, the refund rule and the limit in both languages', () => {
    expect(rulesText('zh', item, info)).toEqual([
      '活动进行中',
      '零元福利：积分全额兑换',
      '每件需990积分',
      '订单取消或全额退款后积分退回',
      '每人限购1件',
    ]);
    expect(
      rulesText('en', { ...item, type: 16, limit_per_user: 0 }, { ...info, type: 16 }),
    ).toEqual(['The activity is on', 'Earn 990 points each when you confirm receipt']);
  });
});
