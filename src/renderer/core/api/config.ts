import { APP_VERSION } from '../../../shared/constants';
import type { ActivityConfig, AppConfig, VersionCheck } from '../../../shared/contract';
import { http } from './client';

export const getConfig = () => http().get<AppConfig>('api/v3/config');
export const getActivityConfig = () => http().get<ActivityConfig>('api/v3/activity_config');
export const getServerPhone = () => http().get<{ phone: string }>('api/v3/get_server_phone');
export const getKf = () => http().get<{ on: number }>('api/v3/kf');
export const checkVersion = (platform: 'h5' | 'kiosk', version = APP_VERSION) =>
  http().get<VersionCheck>('api/version/check_version', { platform, version });
