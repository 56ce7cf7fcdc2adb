/** The orders area's endpoints (issue 20, part ORDERS; contract shared/contract/ops-orders.ts). */
import type { OPS_ORDERS } from '../../../../../shared/contract/ops-orders';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const ordersApi = {
  list: (query: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<typeof OPS_ORDERS.list>('GET', 'api/ops/orders', query, { signal })),
  sellers: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_ORDERS.sellers>(
        'GET',
        'api/ops/orders/sellers',
        {},
        { signal },
      ),
    ),
  detail: (id: number, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_ORDERS.detail>(
        'GET',
        'api/ops/orders/detail',
        { id },
        { signal },
      ),
    ),
  ship: (input: { id: number; express_company: string; express_no: string }) =>
    unwrap(operatorHttp().call<typeof OPS_ORDERS.ship>('POST', 'api/ops/orders/ship', input)),
  cancel: (id: number) =>
    unwrap(operatorHttp().call<typeof OPS_ORDERS.cancel>('POST', 'api/ops/orders/cancel', { id })),
  remark: (input: { id: number; text: string }) =>
    unwrap(operatorHttp().call<typeof OPS_ORDERS.remark>('POST', 'api/ops/orders/remark', input)),
  /** the search as a CSV file (the token goes in the header, never in the URL) */
  export: (query: Record<string, string | number>) =>
    operatorHttp().download('api/ops/orders/export', query),
};
