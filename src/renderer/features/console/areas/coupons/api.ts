/** The coupons area's endpoints (issue 23, coupons; contract src/shared/contract/ops-coupons.ts). */
import type {
  FullReductionValue,
  OPS_COUPONS,
  OpsCouponTemplate,
  SignRulesValue,
} from '../../../../../shared/contract/ops-coupons';
import type { ContentSegment } from '../../../../../shared/contract/ops-content';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Query = Record<string, string | number>;
/** a template and a segment of users (the announcements' segments) */
type SegmentQuery = {
  id: number;
  segment: ContentSegment;
  reg_from?: number;
  reg_to?: number;
  right?: string;
};

export const couponsApi = {
  list: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.list>('GET', 'api/ops/coupons', query, { signal }),
    ),
  create: (input: OpsCouponTemplate) =>
    unwrap(operatorHttp().call<typeof OPS_COUPONS.create>('POST', 'api/ops/coupons/create', input)),
  update: (input: OpsCouponTemplate & { id: number }) =>
    unwrap(operatorHttp().call<typeof OPS_COUPONS.update>('POST', 'api/ops/coupons/update', input)),
  stop: (id: number) =>
    unwrap(operatorHttp().call<typeof OPS_COUPONS.stop>('POST', 'api/ops/coupons/stop', { id })),
  issue: (input: { id: number; by: 'id' | 'mobile'; targets: string; request_id: string }) =>
    unwrap(operatorHttp().call<typeof OPS_COUPONS.issue>('POST', 'api/ops/coupons/issue', input)),
  segmentCount: (input: SegmentQuery, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.segmentCount>(
        'GET',
        'api/ops/coupons/segment-count',
        input,
        { signal },
      ),
    ),
  issueSegment: (input: SegmentQuery & { request_id: string }) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.issueSegment>(
        'POST',
        'api/ops/coupons/issue-segment',
        input,
      ),
    ),
  signRules: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.signRules>(
        'GET',
        'api/ops/coupons/sign-rules',
        {},
        { signal },
      ),
    ),
  updateSignRules: (input: SignRulesValue) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.signRulesUpdate>(
        'POST',
        'api/ops/coupons/sign-rules/update',
        input,
      ),
    ),
  fullReduction: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.fullReduction>(
        'GET',
        'api/ops/coupons/full-reduction',
        {},
        { signal },
      ),
    ),
  updateFullReduction: (input: FullReductionValue) =>
    unwrap(
      operatorHttp().call<typeof OPS_COUPONS.fullReductionUpdate>(
        'POST',
        'api/ops/coupons/full-reduction/update',
        input,
      ),
    ),
};
