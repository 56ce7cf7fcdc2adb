import { describe, expect, it } from 'vitest';
import { chinaDayStart } from '../../list-query';
import { complaintApiInput, complaintQueryString, parseComplaintQuery } from './complaint-query';

describe('complaint queue query', () => {
  it('reads the filters and drops what is malformed', () => {
    const f = parseComplaintQuery(
      new URLSearchParams(
        'page=2&limit=50&status=replied&type=logistics&from=2026-11-01&to=2026-11-30&q=%20快递%20',
      ),
    );
    expect(f).toEqual({
      page: 2,
      limit: 50,
      status: 'replied',
      type: 'logistics',
      from: '2026-11-01',
      to: '2026-11-30',
      q: '快递',
    });
    expect(
      parseComplaintQuery(
        new URLSearchParams('page=-1&limit=7&status=lost&type=x&from=2026-02-30&q=%20'),
      ),
    ).toEqual({ page: 1, limit: 20 });
  });

  it('writes the defaults out of the URL and round-trips', () => {
    expect(complaintQueryString({ page: 1, limit: 20 })).toBe('');
    const q = complaintQueryString({ page: 3, limit: 100, status: 'new', q: 'a b' });
    expect(parseComplaintQuery(new URLSearchParams(q))).toEqual({
      page: 3,
      limit: 100,
      status: 'new',
      q: 'a b',
    });
  });

  it('gives the API China-time seconds with an exclusive end', () => {
    expect(
      complaintApiInput({
        page: 1,
        limit: 20,
        status: 'closed',
        from: '2026-11-01',
        to: '2026-11-02',
      }),
    ).toEqual({
      page: 1,
      limit: 20,
      status: 'closed',
      from: chinaDayStart('2026-11-01'),
      to: chinaDayStart('2026-11-03'),
    });
  });
});
