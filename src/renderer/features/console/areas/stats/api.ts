/** The statistics endpoint (issue 23, part stats; contract shared/contract/ops-stats.ts). */
import type { OPS_STATS } from '../../../../../shared/contract/ops-stats';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const statsApi = {
  read: (query: { from?: string; to?: string }, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<typeof OPS_STATS.read>('GET', 'api/ops/stats', query, { signal })),
};
