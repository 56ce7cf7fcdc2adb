/** The categories area's endpoints (issue 20, part stock; contract shared/contract/ops-stock.ts). */
import type { OPS_STOCK } from '../../../../../shared/contract/ops-stock';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Body = Record<string, string | number | boolean>;
const http = () => operatorHttp();

export const catApi = {
  categories: (signal?: AbortSignal) =>
    unwrap(http().call<typeof OPS_STOCK.categories>('GET', 'api/ops/categories', {}, { signal })),
  createCategory: (b: Body) =>
    unwrap(http().call<typeof OPS_STOCK.categoryCreate>('POST', 'api/ops/categories/create', b)),
  updateCategory: (b: Body) =>
    unwrap(http().call<typeof OPS_STOCK.categoryUpdate>('POST', 'api/ops/categories/update', b)),
  moveCategory: (b: { id: number; parent_id: number; position: number }) =>
    unwrap(http().call<typeof OPS_STOCK.categoryMove>('POST', 'api/ops/categories/move', b)),
  deleteCategory: (id: number) =>
    unwrap(
      http().call<typeof OPS_STOCK.categoryDelete>('POST', 'api/ops/categories/delete', { id }),
    ),
  brands: (q: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(http().call<typeof OPS_STOCK.brands>('GET', 'api/ops/brands', q, { signal })),
  createBrand: (b: Body) =>
    unwrap(http().call<typeof OPS_STOCK.brandCreate>('POST', 'api/ops/brands/create', b)),
  updateBrand: (b: Body) =>
    unwrap(http().call<typeof OPS_STOCK.brandUpdate>('POST', 'api/ops/brands/update', b)),
  sellers: (q: Record<string, string | number>, signal?: AbortSignal) =>
    unwrap(http().call<typeof OPS_STOCK.sellers>('GET', 'api/ops/sellers', q, { signal })),
  createSeller: (b: Body) =>
    unwrap(http().call<typeof OPS_STOCK.sellerCreate>('POST', 'api/ops/sellers/create', b)),
  updateSeller: (b: Body) =>
    unwrap(http().call<typeof OPS_STOCK.sellerUpdate>('POST', 'api/ops/sellers/update', b)),
};
