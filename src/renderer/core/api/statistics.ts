import type { StatisticsRecord } from '../../../shared/contract';
import { joinUrl } from './http';

export type { StatisticsRecord };
import { http } from './client';

/** Statistics go to ADMIN_BASE + api/statistics (ARCHITECTURE.md). */
export const postStatistics = (adminBase: string, r: StatisticsRecord) =>
  http().post<null>(joinUrl(adminBase, 'api/statistics'), { ...r });
