import { describe, expect, it } from 'vitest';
import { maskMobile } from '../../../../../shared/rules/ops-users';
import { chinaDayStart } from '../../list-query';
import { mobileDigits, parseUsersQuery, usersApiInput, usersQueryString } from './users-query';

describe('users list query', () => {
  it('round-trips every filter through the URL', () => {
    const f = parseUsersQuery(
      new URLSearchParams(
        'page=2&limit=50&mobile=8000&nickname=%E5%B0%8F%E6%98%8E&user_id=7&status=restricted&right=agent&from=2026-11-01&to=2026-11-30&sort=oldest',
      ),
    );
    expect(f).toEqual({
      page: 2,
      limit: 50,
      mobile: '8000',
      nickname: '小明',
      user_id: 7,
      status: 'restricted',
      right: 'agent',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'oldest',
    });
    expect(parseUsersQuery(new URLSearchParams(usersQueryString(f)))).toEqual(f);
  });

  it('drops malformed values of a hand-edited URL', () => {
    expect(
      parseUsersQuery(
        new URLSearchParams(
          'page=-1&limit=13&mobile=13x&user_id=abc&status=gone&right=king&from=2026-02-30&sort=up',
        ),
      ),
    ).toEqual({ page: 1, limit: 20 });
    expect(usersQueryString({ page: 1, limit: 20 })).toBe('');
  });

  it('sends China-time day bounds (to exclusive) and only set filters to the API', () => {
    expect(
      usersApiInput({
        page: 1,
        limit: 20,
        mobile: '13800138000',
        from: '2026-11-01',
        to: '2026-11-01',
      }),
    ).toEqual({
      page: 1,
      limit: 20,
      mobile: '13800138000',
      from: chinaDayStart('2026-11-01'),
      to: chinaDayStart('2026-11-01') + 86400,
    });
  });

  it('keeps digits of a typed mobile, at most 11', () => {
    expect(mobileDigits(' 138-0013-8000 9')).toBe('13800138000');
    expect(mobileDigits('abc')).toBeUndefined();
  });

  it('masks a mobile in lists', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('cancelled:12')).toBe('cancelled:12');
    expect(maskMobile('123')).toBe('***');
  });
});
