/** The after-sales area's endpoints (issue 20; contract src/shared/contract/ops-aftersale.ts). */
import type { OPS_AFTERSALE } from '../../../../../shared/contract/ops-aftersale';
import type { AftersaleRefuseCode } from '../../../../../shared/rules/aftersale-ops';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const aftersaleApi = {
  list: (query: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_AFTERSALE.list>('GET', 'api/ops/aftersales', query, {
        signal,
      }),
    ),
  detail: (id: number, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_AFTERSALE.detail>(
        'GET',
        'api/ops/aftersales/detail',
        { id },
        { signal },
      ),
    ),
  approve: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_AFTERSALE.approve>('POST', 'api/ops/aftersales/approve', {
        id,
      }),
    ),
  refuse: (input: { id: number; code: AftersaleRefuseCode; reason: string }) =>
    unwrap(
      operatorHttp().call<typeof OPS_AFTERSALE.refuse>('POST', 'api/ops/aftersales/refuse', input),
    ),
  receive: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_AFTERSALE.receive>('POST', 'api/ops/aftersales/receive', {
        id,
      }),
    ),
  refund: (id: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_AFTERSALE.refund>('POST', 'api/ops/aftersales/refund', {
        id,
      }),
    ),
};
