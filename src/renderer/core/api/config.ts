import { APP_VERSION } from '../../../shared/constants';
import type { CONFIG } from '../../../shared/contract/config';
import { http } from './client';

export const getConfig = () => http().call<typeof CONFIG.config>('GET', 'api/v3/config');
export const getActivityConfig = () =>
  http().call<typeof CONFIG.activityConfig>('GET', 'api/v3/activity_config');
export const getServerPhone = () =>
  http().call<typeof CONFIG.serverPhone>('GET', 'api/v3/get_server_phone');
export const getKf = () => http().call<typeof CONFIG.kf>('GET', 'api/v3/kf');
export const checkVersion = (platform: 'h5' | 'kiosk', version = APP_VERSION) =>
  http().call<typeof CONFIG.checkVersion>('GET', 'api/version/check_version', {
    platform,
    version,
  });
