import { describe, expect, it } from 'vitest';
import type { FlashSession, OrderCount } from '../../../shared/contract';
import { activityDetailRoute } from '../../../shared/rules/activity-route';
import type { ActivityGoodsItem } from './api';
import {
  buyState,
  defaultSession,
  fromActivityGoods,
  fromGoodsItem,
  gatePrompt,
  windowState,
} from './zone-items';
import './strings/zone';

const item = (over: Partial<ActivityGoodsItem> = {}): ActivityGoodsItem => ({
  id: 41,
  activity_id: 5,
  type: 3,
  goods_id: 900,
  sku_id: 9001,
  title: '坚果礼盒',
  image: '/media/nuts.jpg',
  price: 1990,
  original_price: 3990,
  integral: 200,
  limit_per_user: 2,
  stock: 8,
  sold: 12,
  sold_out: false,
  brand_id: 3,
  seller_id: 0,
  goods_subregion: 3,
  ...over,
});

const counters = (over: Partial<OrderCount> = {}): OrderCount => ({
  first_order: 1,
  limitorder_count: 0,
  order_count: 0,
  no_pay_count: 0,
  new_people_count: 0,
  wait_pay: 0,
  wait_ship: 0,
  wait_receive: 0,
  wait_comment: 0,
  after_sale: 0,
  ...over,
});

describe('fromActivityGoods', () => {
  it('makes a card of the goods at the activity price with the activity numbers', () => {
    const z = fromActivityGoods(item());
    expect(z.goods).toMatchObject({
      id: 900,
      goods_id: 900,
      activity_goods_id: 41,
      price: 1990,
      market_price: 3990,
      sales: 12,
      type: 3,
    });
    expect(z).toMatchObject({ integral: 200, soldOut: false, stock: 8, limitPerUser: 2 });
  });

  it('opens the detail page of its type with the activity goods in the link', () => {
    expect(activityDetailRoute(fromActivityGoods(item()).goods)).toBe(
      'pages/subpack/goods/integral_detail?id=900&goods_id=900&sku_id=9001&activity_id=5&activity_goods_id=41&seller_id=0&brand_id=3&type=3',
    );
    expect(activityDetailRoute(fromActivityGoods(item({ type: 1 })).goods)).toMatch(
      /^pages\/subpack\/flashSale\/killdetail\?/,
    );
    expect(activityDetailRoute(fromActivityGoods(item({ type: 11 })).goods)).toMatch(
      /^pages\/subpack1\/newbie\/newperson_detail\?/,
    );
  });

  it('keeps a plain goods card as it is', () => {
    const z = fromGoodsItem({ ...fromActivityGoods(item()).goods });
    expect(z).toMatchObject({ integral: 0, soldOut: false, stock: null, limitPerUser: 0 });
  });

  it('keeps the points of a zone goods (zero zone: getZoneGoodsList sends integral)', () => {
    const z = fromGoodsItem({ ...fromActivityGoods(item()).goods, price: 0, integral: 1990 });
    expect(z.integral).toBe(1990);
    expect(z.goods.activity_goods_id).toBe(41);
  });
});

describe('windowState and the flash-sale session', () => {
  const s = (id: number, start: number, end: number): FlashSession => ({
    activity_id: id,
    title: `s${id}`,
    start_at: start,
    end_at: end,
    status: 'ongoing',
  });

  it('counts the start in and the end out', () => {
    const w = { start_at: 100, end_at: 200 };
    expect(windowState(w, 99)).toBe('not_started');
    expect(windowState(w, 100)).toBe('running');
    expect(windowState(w, 199)).toBe('running');
    expect(windowState(w, 200)).toBe('ended');
  });

  it('opens on the running session, else the next, else the last', () => {
    const sessions = [s(1, 0, 100), s(2, 100, 200), s(3, 300, 400)];
    expect(defaultSession(sessions, 150)).toBe(2);
    expect(defaultSession(sessions, 250)).toBe(3);
    expect(defaultSession(sessions, 500)).toBe(3);
    expect(defaultSession([], 500)).toBeNull();
  });

  it('lets the buy button work only while the session runs and stock is left', () => {
    expect(buyState('running', false)).toEqual({ enabled: true, label: 'buy' });
    expect(buyState('running', true)).toEqual({ enabled: false, label: 'soldOut' });
    expect(buyState('not_started', false)).toEqual({ enabled: false, label: 'notStarted' });
    expect(buyState('ended', false)).toEqual({ enabled: false, label: 'ended' });
  });
});

describe('gatePrompt', () => {
  it('asks a visitor to log in', () => {
    expect(gatePrompt('newPerson', false, null)).toMatchObject({ action: 'login' });
    expect(gatePrompt('secondOrder', true, null)).toBeNull();
  });

  it.each([
    [{}, 'promoZone.gate.newPerson.ok'],
    [{ no_pay_count: 1 }, 'promoZone.gate.newPerson.unpaid'],
    [{ new_people_count: 1, order_count: 1 }, 'promoZone.gate.newPerson.limit'],
    [{ order_count: 2 }, 'promoZone.gate.newPerson.notNew'],
    [{ order_count: 2, no_pay_count: 1 }, 'promoZone.gate.newPerson.notNew'],
  ])('new person with %o: %s', (c, key) => {
    expect(gatePrompt('newPerson', true, counters(c))?.key).toBe(key);
  });

  it('offers the unpaid orders for an unpaid new-person order', () => {
    expect(gatePrompt('newPerson', true, counters({ no_pay_count: 1 }))?.action).toBe('unpaid');
  });

  it.each([
    [0, 'promoZone.gate.secondOrder.firstOrder'],
    [1, 'promoZone.gate.secondOrder.ok'],
    [2, 'promoZone.gate.secondOrder.finished'],
  ])('second order after %i orders: %s', (n, key) => {
    expect(gatePrompt('secondOrder', true, counters({ order_count: n }))?.key).toBe(key);
  });
});
