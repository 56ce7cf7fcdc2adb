/** The promotions area's calls (issue 23; contract src/shared/contract/ops-promo.ts). */
import type {
  OPS_PROMO,
  OpsPromoCreateInput,
  OpsPromoUpdateInput,
} from '../../../../../shared/contract/ops-promo';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Query = Record<string, string | number>;

export const promoApi = {
  list: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.list>('GET', 'api/ops/promo/activities', query, {
        signal,
      }),
    ),
  detail: (id: number, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.detail>(
        'GET',
        'api/ops/promo/activity',
        { id },
        { signal },
      ),
    ),
  skus: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.skus>('GET', 'api/ops/promo/skus', query, { signal }),
    ),
  brands: (query: Query, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.brands>('GET', 'api/ops/promo/brands', query, {
        signal,
      }),
    ),
  categories: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.categories>(
        'GET',
        'api/ops/promo/categories',
        {},
        { signal },
      ),
    ),
  create: (input: OpsPromoCreateInput) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.create>(
        'POST',
        'api/ops/promo/create',
        input as unknown as Query,
      ),
    ),
  update: (input: OpsPromoUpdateInput) =>
    unwrap(
      operatorHttp().call<typeof OPS_PROMO.update>(
        'POST',
        'api/ops/promo/update',
        input as unknown as Query,
      ),
    ),
  pause: (id: number) =>
    unwrap(operatorHttp().call<typeof OPS_PROMO.pause>('POST', 'api/ops/promo/pause', { id })),
  resume: (id: number) =>
    unwrap(operatorHttp().call<typeof OPS_PROMO.resume>('POST', 'api/ops/promo/resume', { id })),
  end: (id: number) =>
    unwrap(operatorHttp().call<typeof OPS_PROMO.end>('POST', 'api/ops/promo/end', { id })),
};
