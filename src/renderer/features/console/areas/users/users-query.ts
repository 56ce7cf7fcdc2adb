/**
 * The users list's filters as the URL query of `/users` (issue 20, part users) and as the API's
 * input (`GET /api/ops/users`). Dates are China-time calendar days; a hand-edited URL drops what
 * is malformed.
 */
import { OPS_USER_SORTS } from '../../../../../shared/contract/ops-users';
import {
  USER_RIGHTS,
  USER_STATUS_NAMES,
  type UserRight,
  type UserStatusName,
} from '../../../../../shared/rules/ops-users';
import { dayRangeInput, day, oneOf, positiveInt, text } from '../../list-query';

export const USERS_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

export interface UsersFilters {
  page: number;
  limit: number;
  /** 1–11 digits: 11 exact, fewer the number's last digits */
  mobile?: string;
  nickname?: string;
  user_id?: number;
  status?: UserStatusName;
  right?: UserRight;
  /** YYYY-MM-DD, China time */
  from?: string;
  /** YYYY-MM-DD, China time, inclusive */
  to?: string;
  sort?: (typeof OPS_USER_SORTS)[number];
}

/** Digits only, at most 11 (what the mobile filter accepts); undefined when none. */
export function mobileDigits(v: string | null | undefined): string | undefined {
  const s = (v ?? '').replace(/\D/g, '').slice(0, 11);
  return s || undefined;
}

export function parseUsersQuery(params: URLSearchParams): UsersFilters {
  const limit = positiveInt(params.get('limit'));
  const f: UsersFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (USERS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const m = params.get('mobile');
  if (m && /^\d{1,11}$/.test(m)) f.mobile = m;
  const nickname = text(params.get('nickname'), 32);
  if (nickname) f.nickname = nickname;
  const id = positiveInt(params.get('user_id'));
  if (id) f.user_id = id;
  const status = oneOf(params.get('status'), USER_STATUS_NAMES);
  if (status) f.status = status;
  const right = oneOf(params.get('right'), USER_RIGHTS);
  if (right) f.right = right;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  if (params.get('sort') === 'oldest') f.sort = 'oldest';
  return f;
}

/** The route's query of these filters (defaults left out, stable order). */
export function usersQueryString(f: UsersFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  if (f.mobile) p.set('mobile', f.mobile);
  if (f.nickname) p.set('nickname', f.nickname);
  if (f.user_id) p.set('user_id', String(f.user_id));
  if (f.status) p.set('status', f.status);
  if (f.right) p.set('right', f.right);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.sort === 'oldest') p.set('sort', 'oldest');
  return p.toString();
}

/** The API's input of these filters. */
export function usersApiInput(f: UsersFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.mobile) input.mobile = f.mobile;
  if (f.nickname) input.nickname = f.nickname;
  if (f.user_id) input.user_id = f.user_id;
  if (f.status) input.status = f.status;
  if (f.right) input.right = f.right;
  if (f.sort) input.sort = f.sort;
  return { ...input, ...dayRangeInput(f.from, f.to) };
}
