/** The warehouse stock area's endpoints (issue 20, part stock; contract shared/contract/ops-stock.ts). */
import type {
  OPS_STOCK,
  OpsStockMoveType,
  OpsStockReason,
} from '../../../../../shared/contract/ops-stock';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

export const stockApi = {
  locations: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_STOCK.stockLocations>(
        'GET',
        'api/ops/stock/locations',
        {},
        { signal },
      ),
    ),
  skus: (query: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_STOCK.stockSkus>('GET', 'api/ops/stock/skus', query, {
        signal,
      }),
    ),
  move: (input: {
    type: OpsStockMoveType;
    sku_id: number;
    location_id: number;
    quantity: number;
    reason: OpsStockReason;
    note: string;
  }) =>
    unwrap(operatorHttp().call<typeof OPS_STOCK.stockMove>('POST', 'api/ops/stock/move', input)),
  ledger: (query: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_STOCK.stockLedger>('GET', 'api/ops/stock/ledger', query, {
        signal,
      }),
    ),
};
