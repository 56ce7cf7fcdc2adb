import type { CABINET } from '../../../shared/contract/cabinet';
import { terminalId } from '../platform/terminal';
import { merchantHttp } from './client';

export type { CabinetSummary } from '../../../shared/contract/cabinet';

export const merchantLogin = (account: string, password: string, deviceName: string) =>
  merchantHttp().call<typeof CABINET.login>('POST', 'api/admin/login', {
    account,
    password,
    device_name: deviceName,
    // the session works from this terminal only (docs/security.md "Sessions")
    terminal_id: terminalId(),
  });

/** spec section 7: token and device_name; code 1 stores the merchant user from `data.data`. */
export const merchantInfo = (token: string, deviceName: string) =>
  merchantHttp().call<typeof CABINET.info>('GET', 'api/admin/info', {
    token,
    device_name: deviceName,
  });

export const merchantLogout = () =>
  merchantHttp().call<typeof CABINET.logout>('POST', 'api/admin/logout', {});

export const cabinetList = () =>
  merchantHttp().call<typeof CABINET.list>('GET', 'api/admin/cabinet/list');
