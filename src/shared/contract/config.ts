/**
 * App configuration, the version check and page statistics (spec sections 3 and 7):
 * input schemas, output types and URLs, read by the server's config routes, the client's
 * endpoints and the tests (contract/route.ts). Quirks kept from the spec: `v3/config` and `v3/kf`
 * answer code 0, `v3/activity_config` code 1, all with an empty message.
 */
import { z } from 'zod';
import { route } from './route';
import { intIn } from './schemas';
import type { ActivityConfig, AppConfig, VersionCheck } from './types';

export const statisticsInput = z.object({
  url: z.string().max(500),
  p_url: z.string().max(500).default(''),
  time: intIn(0, 2 ** 31),
  user_id: intIn(0, 2 ** 31).default(0),
  terminal: z.string().max(32).default('h5'),
  url_params: z.string().max(2000).default(''),
  p_url_params: z.string().max(2000).default(''),
});
/** A page-statistics record (spec section 3): what the client posts to api/statistics. */
export type StatisticsRecord = z.output<typeof statisticsInput>;

export const checkVersionInput = z.object({
  version: z.string().max(20).optional(),
  version_code: intIn(0, 1_000_000).optional(),
  platform: z.enum(['h5', 'kiosk', 'android', 'ios']).default('h5'),
});

export interface ServerPhone {
  phone: string;
}

/** Whether the customer service chat is on: 1 | 0 */
export interface KfSwitch {
  on: number;
}

export const CONFIG = {
  config: route<AppConfig>()('/api/v3/config', z.object({})),
  activityConfig: route<ActivityConfig>()('/api/v3/activity_config', z.object({})),
  serverPhone: route<ServerPhone>()('/api/v3/get_server_phone', z.object({})),
  kf: route<KfSwitch>()('/api/v3/kf', z.object({})),
  checkVersion: route<VersionCheck>()('/api/version/check_version', checkVersionInput),
  /** the client posts it to ADMIN_BASE + api/statistics */
  statistics: route<null>()('/api/statistics', statisticsInput),
};
