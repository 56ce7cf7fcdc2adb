/**
 * The coupon template form of the console (issue 23, coupons): what the operator types (yuan,
 * China-time date-times, picked goods or categories) to the API's input (fen, Unix seconds) and
 * back, and the list's filters in the URL.
 */
import {
  OPS_COUPON_STATES,
  type CouponKind,
  type OpsCoupon,
  type OpsCouponState,
} from '../../../../../shared/contract/ops-coupons';
import type { OpsPromoCategory } from '../../../../../shared/contract/ops-promo';
import type { CouponScope } from '../../../../../shared/rules/coupon';
import { formatFen, yuanToFen } from '../../../../../shared/rules/money';
import { oneOf, positiveInt, text } from '../../list-query';

const OFFSET_S = 8 * 3600;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export interface CouponFormValues {
  title: string;
  kind: CouponKind;
  /** yuan text: the amount off, or a discount's cap ('' none) */
  amount: string;
  /** percent paid text of a discount ('85') */
  rate: string;
  threshold: string;
  /** datetime-local text, China time */
  start: string;
  end: string;
  validity: 'window' | 'days';
  valid_days: string;
  total: string;
  per_user_limit: string;
  scope: CouponScope;
  /** the goods of a goods scope (picked in the promotions' goods picker) */
  goods_ids: number[];
  /** the categories of a category scope (the tree select) */
  category_ids: number[];
  in_centre: boolean;
}

/** Unix seconds of a China-time `YYYY-MM-DDTHH:mm`, or NaN. */
export function chinaLocalToUnix(v: string): number {
  const m = LOCAL.exec(v);
  if (!m) return NaN;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const ms = Date.UTC(y ?? NaN, (mo ?? NaN) - 1, d ?? NaN, h ?? NaN, mi ?? NaN);
  const back = new Date(ms).toISOString().slice(0, 16);
  return back === v ? ms / 1000 - OFFSET_S : NaN;
}

/** `YYYY-MM-DDTHH:mm` China time of Unix seconds. */
export function unixToChinaLocal(s: number): string {
  return new Date((s + OFFSET_S) * 1000).toISOString().slice(0, 16);
}

export const isYuanText = (v: string): boolean => /^\d{1,9}(\.\d{1,2})?$/.test(v.trim());

/** Empty form: an amount coupon from now for 7 days. */
export function emptyCouponForm(now: number): CouponFormValues {
  const start = Math.floor(now / 60) * 60;
  return {
    title: '',
    kind: 'amount',
    amount: '',
    rate: '',
    threshold: '0',
    start: unixToChinaLocal(start),
    end: unixToChinaLocal(start + 7 * 86400),
    validity: 'window',
    valid_days: '7',
    total: '100',
    per_user_limit: '1',
    scope: 'all',
    goods_ids: [],
    category_ids: [],
    in_centre: true,
  };
}

export function couponFormOf(c: OpsCoupon): CouponFormValues {
  return {
    title: c.title,
    kind: c.kind,
    amount: c.kind === 'discount' && c.amount === 0 ? '' : formatFen(c.amount),
    rate: c.kind === 'discount' ? String(c.rate) : '',
    threshold: formatFen(c.threshold),
    start: unixToChinaLocal(c.start_at),
    end: unixToChinaLocal(c.end_at),
    validity: c.valid_days > 0 ? 'days' : 'window',
    valid_days: c.valid_days > 0 ? String(c.valid_days) : '7',
    total: String(c.total),
    per_user_limit: String(c.per_user_limit),
    scope: c.scope,
    goods_ids: c.scope === 'goods' ? c.scope_ids : [],
    category_ids: c.scope === 'categories' ? c.scope_ids : [],
    in_centre: c.in_centre,
  };
}

/** The API input of valid form values (the form's rules ran first). */
export function couponInputOf(v: CouponFormValues) {
  const fen = (s: string) => (s.trim() === '' ? 0 : yuanToFen(s.trim()));
  return {
    title: v.title.trim(),
    kind: v.kind,
    amount: fen(v.amount),
    rate: v.kind === 'discount' ? Number(v.rate) : 0,
    threshold: fen(v.threshold),
    start_at: chinaLocalToUnix(v.start),
    end_at: chinaLocalToUnix(v.end),
    valid_days: v.validity === 'days' ? Number(v.valid_days) : 0,
    total: Number(v.total),
    per_user_limit: Number(v.per_user_limit),
    scope: v.scope,
    scope_ids: [
      ...new Set(
        v.scope === 'goods' ? v.goods_ids : v.scope === 'categories' ? v.category_ids : [],
      ),
    ],
    in_centre: v.in_centre,
  };
}

/** How a coupon reads: '满30减5' / '8.5折' and its cap. */
export function couponFaceOf(c: Pick<OpsCoupon, 'kind' | 'amount' | 'rate' | 'threshold'>): {
  kind: CouponKind;
  amount: string;
  rate: string;
  threshold: string;
} {
  return {
    kind: c.kind,
    amount: formatFen(c.amount),
    rate: (c.rate / 10).toString(),
    threshold: formatFen(c.threshold),
  };
}

export interface CouponFilters {
  page: number;
  limit: number;
  state?: OpsCouponState;
  keyword?: string;
}

export const COUPON_PAGE_SIZES = [20, 50, 100] as const;

export function parseCouponQuery(p: URLSearchParams): CouponFilters {
  const limit = positiveInt(p.get('limit'));
  const state = oneOf(p.get('state'), OPS_COUPON_STATES);
  const keyword = text(p.get('keyword'), 40);
  return {
    page: positiveInt(p.get('page')) ?? 1,
    limit: limit && (COUPON_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
    ...(state ? { state } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export function couponQueryString(f: CouponFilters): string {
  const q = new URLSearchParams();
  if (f.page > 1) q.set('page', String(f.page));
  if (f.limit !== 20) q.set('limit', String(f.limit));
  if (f.state) q.set('state', f.state);
  if (f.keyword) q.set('keyword', f.keyword);
  return q.toString();
}

export interface CategoryNode {
  value: number;
  title: string;
  children: CategoryNode[];
}

/** The category tree of a flat list (a child whose parent is missing becomes a root). */
export function treeOf(list: readonly OpsPromoCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const c of list) nodes.set(c.id, { value: c.id, title: c.name, children: [] });
  const roots: CategoryNode[] = [];
  for (const c of list) {
    const n = nodes.get(c.id)!;
    const parent = c.parent_id === 0 ? undefined : nodes.get(c.parent_id);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}
