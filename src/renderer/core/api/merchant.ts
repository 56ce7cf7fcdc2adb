import type { MerchantLoginData, MerchantUser } from '../../../shared/contract';
import { terminalId } from '../platform/terminal';
import { merchantHttp } from './client';

export interface CabinetSummary {
  id: number;
  code: string;
  name: string;
  address: string;
  status: number;
  slots: number;
  quantity: number;
}

export const merchantLogin = (account: string, password: string, deviceName: string) =>
  merchantHttp().post<MerchantLoginData>('api/admin/login', {
    account,
    password,
    device_name: deviceName,
    // the session works from this terminal only (docs/security.md "Sessions")
    terminal_id: terminalId(),
  });

/** spec section 7: token and device_name; code 1 stores the merchant user from `data.data`. */
export const merchantInfo = (token: string, deviceName: string) =>
  merchantHttp().get<{ data: MerchantUser | null }>('api/admin/info', {
    token,
    device_name: deviceName,
  });

export const merchantLogout = () => merchantHttp().post<null>('api/admin/logout', {});

export const cabinetList = () =>
  merchantHttp().get<{ list: CabinetSummary[] }>('api/admin/cabinet/list');
