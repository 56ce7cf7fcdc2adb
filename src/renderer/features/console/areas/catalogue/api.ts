/** The goods area's calls (issue 20 part goods; contract src/shared/contract/ops-goods.ts). */
import type { UploadResult } from '../../../../../shared/contract';
import type {
  OPS_GOODS,
  OpsGoodsCreateInput,
  OpsGoodsUpdateInput,
} from '../../../../../shared/contract/ops-goods';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Query = Record<string, string | number>;

export const goodsApi = {
  list: (query: Query, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<typeof OPS_GOODS.list>('GET', 'api/ops/goods', query, { signal })),
  options: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_GOODS.options>('GET', 'api/ops/goods/options', {}, { signal }),
    ),
  detail: (id: number, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<typeof OPS_GOODS.detail>(
        'GET',
        'api/ops/goods/detail',
        { id },
        { signal },
      ),
    ),
  create: (input: OpsGoodsCreateInput) =>
    unwrap(
      operatorHttp().call<typeof OPS_GOODS.create>(
        'POST',
        'api/ops/goods/create',
        input as unknown as Query,
      ),
    ),
  update: (input: OpsGoodsUpdateInput) =>
    unwrap(
      operatorHttp().call<typeof OPS_GOODS.update>(
        'POST',
        'api/ops/goods/update',
        input as unknown as Query,
      ),
    ),
  shelf: (id: number, status: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_GOODS.shelf>('POST', 'api/ops/goods/shelf', { id, status }),
    ),
  bulkShelf: (ids: number[], status: number) =>
    unwrap(
      operatorHttp().call<typeof OPS_GOODS.bulkShelf>('POST', 'api/ops/goods/bulk_shelf', {
        ids,
        status,
      }),
    ),
  upload: (file: Blob) => unwrap(operatorHttp().upload<UploadResult>('api/ops/upload', file)),
};
