/** The dashboard's endpoint (issue 20, part `dash`; contract src/shared/contract/ops-dash.ts). */
import type { OPS_DASH } from '../../../../../shared/contract/ops-dash';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const dashboardApi = {
  dashboard: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_DASH.dashboard>('GET', 'api/ops/dashboard', {}, { signal }),
    ),
};
