import { joinUrl } from './http';
import { http } from './client';

export interface StatisticsRecord {
  url: string;
  p_url: string;
  /** Unix seconds */
  time: number;
  user_id: number;
  terminal: string;
  url_params: string;
  p_url_params: string;
}

/** Statistics go to ADMIN_BASE + api/statistics (ARCHITECTURE.md). */
export const postStatistics = (adminBase: string, r: StatisticsRecord) =>
  http().post<null>(joinUrl(adminBase, 'api/statistics'), { ...r });
