import { describe, expect, it } from 'vitest';
import { parseTradeQuery, tradeOfOrders, tradeQueryString, type TradeOrder } from './trade';

const order = (
  id: number,
  status: TradeOrder['status'],
  pay_amount: number,
  pay_deadline = 100,
): TradeOrder => ({
  id,
  trade_no: 'T1',
  status,
  pay_amount,
  pay_deadline,
});

describe('trade of orders', () => {
  it('sums the orders of one submission and takes the earliest deadline', () => {
    expect(tradeOfOrders([order(1, 0, 1250, 90), order(2, 0, 800, 80)])).toEqual({
      trade_no: 'T1',
      amount: 2050,
      status: 'pending',
      pay_deadline: 80,
      order_ids: [1, 2],
      method: '',
      group_id: null,
    });
  });
  it('takes the group of a group order from order_info; unknown when an order does not say', () => {
    const g = (o: TradeOrder, group_id?: number): TradeOrder =>
      group_id === undefined ? o : { ...o, group_id };
    expect(tradeOfOrders([g(order(1, 1, 1), 0), g(order(2, 1, 1), 17)])?.group_id).toBe(17);
    expect(tradeOfOrders([g(order(1, 1, 1), 0)])?.group_id).toBe(0);
    expect(tradeOfOrders([g(order(1, 1, 1), 17), order(2, 1, 1)])?.group_id).toBeNull();
  });
  it('is paid only when every order is paid or further, closed when one was closed unpaid', () => {
    expect(tradeOfOrders([order(1, 1, 1), order(2, 2, 1)])?.status).toBe('paid');
    expect(tradeOfOrders([order(1, 1, 1), order(2, 0, 1)])?.status).toBe('pending');
    expect(tradeOfOrders([order(1, 5, 1), order(2, 5, 1)])?.status).toBe('closed');
    expect(tradeOfOrders([])).toBeNull();
  });
  it('reads and writes the trade query', () => {
    expect(parseTradeQuery(new URLSearchParams('trade_no=T17a&order_ids=3.4,x'))).toEqual({
      trade_no: 'T17a',
      order_ids: [3, 4],
      order_id: null,
    });
    expect(parseTradeQuery(new URLSearchParams('trade_no=<x>&order_id=9'))).toEqual({
      trade_no: null,
      order_ids: [],
      order_id: 9,
    });
    expect(tradeQueryString({ trade_no: 'T1', order_ids: [3, 4] })).toBe(
      'trade_no=T1&order_ids=3.4',
    );
  });
});
