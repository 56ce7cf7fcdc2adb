import { describe, expect, it } from 'vitest';
import {
  fieldError,
  orderFilterInput,
  orderListInput,
  orderQueryString,
  parseOrderQuery,
  sortOf,
} from './orders-query';

describe('orders query', () => {
  it('round-trips the filters through the URL, defaults left out', () => {
    const q =
      'page=2&limit=50&order_sn=2026ab&mobile=1380013&status=1&from=2026-11-01&to=2026-11-27&seller_id=3&sort=amount_desc';
    const f = parseOrderQuery(new URLSearchParams(q));
    expect(f).toEqual({
      page: 2,
      limit: 50,
      order_sn: '2026ab',
      mobile: '1380013',
      status: '1',
      from: '2026-11-01',
      to: '2026-11-27',
      seller_id: 3,
      sort: 'amount_desc',
    });
    expect(orderQueryString(f)).toBe(q);
    expect(orderQueryString(parseOrderQuery(new URLSearchParams('')))).toBe('');
  });

  it('drops what is malformed', () => {
    const f = parseOrderQuery(
      new URLSearchParams(
        'page=-1&limit=7&order_sn=a%25b&mobile=13x&status=9&from=2026-02-30&seller_id=abc&sort=x',
      ),
    );
    expect(f).toEqual({ page: 1, limit: 20 });
  });

  it('gives the API China-time day bounds, `to` exclusive', () => {
    const input = orderListInput(
      parseOrderQuery(new URLSearchParams('from=2026-11-27&to=2026-11-27&status=0')),
    );
    // 2026-11-27 00:00 China time = 2026-11-26 16:00 UTC
    expect(input.from).toBe(Date.UTC(2026, 10, 26, 16) / 1000);
    expect(input.to).toBe(Date.UTC(2026, 10, 27, 16) / 1000);
    expect(input).toMatchObject({ status: '0', page: 1, limit: 20 });
    expect(orderFilterInput({ page: 3, limit: 50 })).toEqual({});
  });

  it('maps the table sorter and the server field errors', () => {
    expect(sortOf('pay_amount', 'ascend')).toBe('amount_asc');
    expect(sortOf('created_at', 'descend')).toBe('created_desc');
    expect(sortOf('created_at', undefined)).toBeUndefined();
    expect(fieldError('express_no: invalid', ['express_no'])).toEqual({
      name: 'express_no',
      error: 'invalid',
    });
    expect(fieldError('订单不存在', ['express_no'])).toBeNull();
  });
});
