import type { CONFIG, StatisticsRecord } from '../../../shared/contract/config';
import type { RouteOutput } from '../../../shared/contract/route';
import { joinUrl } from './http';

export type { StatisticsRecord };
import { http } from './client';

/**
 * Statistics go to ADMIN_BASE + api/statistics (ARCHITECTURE.md): a full URL, which `call`
 * (the contract's path only) does not take, so the answer is typed by the contract by hand.
 * `keepalive`: the post outlives the page (sent while the page is hidden or closed).
 */
export const postStatistics = (
  adminBase: string,
  r: StatisticsRecord,
  how: { keepalive: boolean } = { keepalive: false },
) =>
  http().post<RouteOutput<typeof CONFIG.statistics>>(
    joinUrl(adminBase, 'api/statistics'),
    { ...r },
    { keepalive: how.keepalive },
  );
