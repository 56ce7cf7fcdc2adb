import { describe, expect, it } from 'vitest';
import { aftersaleApiInput, aftersaleQueryString, parseAftersaleQuery } from './query';

const parse = (q: string) => parseAftersaleQuery(new URLSearchParams(q));

describe('after-sales queue query', () => {
  it('defaults to the platform tab, first page', () => {
    expect(parse('')).toEqual({ page: 1, limit: 20, queue: 'platform' });
    expect(aftersaleQueryString(parse(''))).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const q =
      'queue=all&page=3&limit=50&status=0&type=return_refund&seller_id=7&order_sn=SN20261127&mobile=8000&from=2026-11-01&to=2026-11-27';
    const f = parse(q);
    expect(f).toEqual({
      page: 3,
      limit: 50,
      queue: 'all',
      status: 0,
      type: 'return_refund',
      seller_id: 7,
      order_sn: 'SN20261127',
      mobile: '8000',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(parse(aftersaleQueryString(f))).toEqual(f);
  });

  it('drops what is malformed', () => {
    expect(
      parse(
        'queue=nope&page=-1&limit=7&status=9&type=x&seller_id=a&order_sn=a%20b&mobile=1x&from=2026-02-30',
      ),
    ).toEqual({ page: 1, limit: 20, queue: 'platform' });
  });

  it('gives the API China-time day bounds, the end exclusive', () => {
    const input = aftersaleApiInput(parse('from=2026-11-27&to=2026-11-27&status=4'));
    expect(input).toMatchObject({ queue: 'platform', status: 4, page: 1, limit: 20 });
    expect(input.from).toBe(Date.UTC(2026, 10, 27) / 1000 - 8 * 3600);
    expect(input.to).toBe(Number(input.from) + 86400);
  });
});
