/** The brand list of the brand zone (issue 19): brands with goods on sale, most goods first. */
import type { BRAND } from '../../../shared/contract/catalogue';
import { http } from '../../core/api/client';

export const getBrandList = (q: { page: number; limit?: number }) =>
  http().call<typeof BRAND.list>('GET', 'api/zone/getZoneBrandList', {
    page: q.page,
    limit: q.limit ?? 20,
  });
