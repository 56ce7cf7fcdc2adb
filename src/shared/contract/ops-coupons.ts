/**
 * The operator console's coupons area (issue 23, coupons; docs/operators.md "Coupons"): coupon
 * templates (create, edit within what taken coupons allow, stop, issue to users, taken/used
 * counts), the sign-in points rules (app_config `sign_rules`) and the full-reduction tiers
 * (app_config `full_discount`). Reads need `promo.read`, writes `promo.write`; every write is
 * audited (object_type `coupon`, `sign_rules`, `full_reduction`).
 */
import { z } from 'zod';
import { COUPON_SCOPES, type CouponScope } from '../rules/coupon';
import type { ListData } from './envelope';
import { route } from './route';
import { clientKey, id, intIn, page, singleLine } from './schemas';
import { opsSegmentFields, type ContentSegment } from './ops-content';

const unixSeconds = intIn(0, 2 ** 40);
const fen = (max: number) => intIn(0, max);
const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);

export const COUPON_KINDS = ['amount', 'discount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const OPS_COUPON_STATES = ['running', 'not_started', 'ended', 'stopped'] as const;
export type OpsCouponState = (typeof OPS_COUPON_STATES)[number];

/** Most users one issue reaches. */
export const COUPON_ISSUE_MAX = 200;
/** Most goods or categories a coupon's scope names. */
export const COUPON_SCOPE_MAX = 200;

export const opsCouponListInput = z.object({
  page,
  limit: intIn(1, 100).default(20),
  state: z.enum(OPS_COUPON_STATES).optional(),
  /** part of the title */
  keyword: singleLine(40).optional(),
});
export type OpsCouponQuery = z.output<typeof opsCouponListInput>;

export const opsCouponTemplateInput = z.object({
  title: singleLine(40, 1),
  kind: z.enum(COUPON_KINDS),
  /** fen: the amount off (amount coupon) or the cap of the reduction (discount, 0 no cap) */
  amount: fen(10_000_000).default(0),
  /** percent paid of a discount coupon (85 = 15% off); 0 for an amount coupon */
  rate: intIn(0, 99).default(0),
  /** fen the covered goods must reach; 0 none */
  threshold: fen(100_000_000).default(0),
  /** the window of taking (and of use, when valid_days is 0) */
  start_at: unixSeconds,
  end_at: unixSeconds,
  /** 0: usable in the window; N: usable N days from taking */
  valid_days: intIn(0, 365).default(0),
  total: intIn(1, 10_000_000),
  /** 0 no limit */
  per_user_limit: intIn(0, 100).default(1),
  scope: z.enum(COUPON_SCOPES).default('all'),
  scope_ids: z.array(id).max(COUPON_SCOPE_MAX).default([]),
  in_centre: flag.default(true),
});
export type OpsCouponTemplate = z.output<typeof opsCouponTemplateInput>;

export const opsCouponUpdateInput = opsCouponTemplateInput.extend({ id });
export const opsCouponIdInput = z.object({ id });
/**
 * The request key of one issue (made once per confirm dialog): a repeat of the same key answers
 * the first answer with `duplicate: true` and issues nothing (issue 23 gaps).
 */
const requestId = clientKey;

export const opsCouponIssueInput = z.object({
  id,
  request_id: requestId,
  /** `id`: user ids; `mobile`: mobile numbers */
  by: z.enum(['id', 'mobile']),
  /** ids or mobiles separated by commas, spaces or line breaks */
  targets: z.string({ error: 'required' }).trim().min(1).max(4000),
});

/** A segment of users (the announcements' segments, ops-content.ts). */
export const opsCouponSegmentInput = z.object({ id, ...opsSegmentFields });
export const opsCouponIssueSegmentInput = opsCouponSegmentInput.extend({ request_id: requestId });

export interface OpsCouponSegmentCount {
  /** users in the segment now */
  count: number;
  /** of them, those already holding the template's per-user limit (not issued to again) */
  skipped: number;
  /** what the template has left to give (total - taken) */
  left: number;
}

export interface OpsCouponSegmentIssueResult {
  coupon: OpsCoupon;
  /** users who got one */
  issued: number;
  /** users passed over: they already held the per-user limit */
  skipped: number;
  segment: ContentSegment;
  /** true: a repeat of an earlier request, answered with its result (nothing issued) */
  duplicate: boolean;
}

export const signRulesInput = z.object({
  /** points of every sign-in */
  base: intIn(0, 10_000),
  streak_bonus: z
    .array(z.object({ days: intIn(1, 365), points: intIn(1, 100_000) }))
    .max(10)
    .default([]),
});
export type SignRulesValue = z.output<typeof signRulesInput>;

export const fullReductionInput = z.object({
  tiers: z.array(z.object({ full: fen(100_000_000), cut: fen(100_000_000) })).max(10),
});
export type FullReductionValue = z.output<typeof fullReductionInput>;

export interface OpsCoupon {
  id: number;
  title: string;
  kind: CouponKind;
  amount: number;
  rate: number;
  threshold: number;
  start_at: number;
  end_at: number;
  valid_days: number;
  total: number;
  per_user_limit: number;
  scope: CouponScope;
  scope_ids: number[];
  /** the names of scope_ids (goods titles or category names), in their order; '' when gone */
  scope_names: string[];
  in_centre: boolean;
  state: OpsCouponState;
  stopped_at: number;
  /** taken in the centre or issued */
  received: number;
  used: number;
  created_at: number;
  updated_at: number;
}

export interface OpsCouponIssueResult {
  coupon: OpsCoupon;
  /** users who got one */
  issued: number;
  /** users passed over: they already held the per-user limit */
  skipped: number;
  /** true: a repeat of an earlier request, answered with its result (nothing issued) */
  duplicate: boolean;
}

export const OPS_COUPONS = {
  list: route<ListData<OpsCoupon>>()('/api/ops/coupons', opsCouponListInput),
  detail: route<OpsCoupon>()('/api/ops/coupons/detail', opsCouponIdInput),
  create: route<OpsCoupon>()('/api/ops/coupons/create', opsCouponTemplateInput),
  update: route<OpsCoupon>()('/api/ops/coupons/update', opsCouponUpdateInput),
  stop: route<OpsCoupon>()('/api/ops/coupons/stop', opsCouponIdInput),
  issue: route<OpsCouponIssueResult>()('/api/ops/coupons/issue', opsCouponIssueInput),
  /** how many users a segment has, and what the template has left */
  segmentCount: route<OpsCouponSegmentCount>()(
    '/api/ops/coupons/segment-count',
    opsCouponSegmentInput,
  ),
  /** issues one coupon to every user of a segment not at the per-user limit, all or nothing */
  issueSegment: route<OpsCouponSegmentIssueResult>()(
    '/api/ops/coupons/issue-segment',
    opsCouponIssueSegmentInput,
  ),
  signRules: route<SignRulesValue>()('/api/ops/coupons/sign-rules', z.object({})),
  signRulesUpdate: route<SignRulesValue>()('/api/ops/coupons/sign-rules/update', signRulesInput),
  fullReduction: route<FullReductionValue>()('/api/ops/coupons/full-reduction', z.object({})),
  fullReductionUpdate: route<FullReductionValue>()(
    '/api/ops/coupons/full-reduction/update',
    fullReductionInput,
  ),
};
