/** The merchants area's endpoints (issue 23, part merchants; contract shared/contract/ops-merchants.ts). */
import type { OPS_MERCHANTS } from '../../../../../shared/contract/ops-merchants';
import type { RoutePath } from '../../../../../shared/contract/route';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type R = typeof OPS_MERCHANTS;
type Params = Record<string, string | number | boolean>;
const get = <K extends keyof R>(path: RoutePath<R[K]>, params: Params, signal?: AbortSignal) =>
  unwrap(operatorHttp().call<R[K]>('GET', path, params, { signal }));
const post = <K extends keyof R>(path: RoutePath<R[K]>, body: Params) =>
  unwrap(operatorHttp().call<R[K]>('POST', path, body));

export const merchantsApi = {
  list: (q: Params, signal?: AbortSignal) => get<'list'>('api/ops/merchants', q, signal),
  detail: (id: number, signal?: AbortSignal) =>
    get<'detail'>('api/ops/merchants/detail', { id }, signal),
  create: (b: { account: string; password: string; name: string; mobile: string }) =>
    post<'create'>('api/ops/merchants/create', b),
  update: (b: { id: number; name: string; mobile: string }) =>
    post<'update'>('api/ops/merchants/update', b),
  status: (b: { id: number; enabled: boolean }) =>
    post<'status'>('api/ops/merchants/status', { id: b.id, enabled: b.enabled ? 1 : 0 }),
  password: (b: { id: number; password: string }) =>
    post<'password'>('api/ops/merchants/password', b),
  sellerCreate: (b: { merchant_id: number; name: string; description: string }) =>
    post<'sellerCreate'>('api/ops/merchants/sellers/create', b),
  courierCreate: (b: {
    merchant_id: number;
    account: string;
    name: string;
    mobile: string;
    password: string;
  }) => post<'courierCreate'>('api/ops/merchants/couriers/create', b),
  courierStatus: (b: { id: number; enabled: boolean }) =>
    post<'courierStatus'>('api/ops/merchants/couriers/status', {
      id: b.id,
      enabled: b.enabled ? 1 : 0,
    }),
  courierCabinets: (b: { id: number; cabinet_ids: number[] }) =>
    post<'courierCabinets'>('api/ops/merchants/couriers/cabinets', {
      id: b.id,
      cabinet_ids: b.cabinet_ids.join(','),
    }),
  cabinet: (id: number, signal?: AbortSignal) =>
    get<'cabinet'>('api/ops/cabinets/detail', { id }, signal),
  cabinetCreate: (b: Params) => post<'cabinetCreate'>('api/ops/cabinets/create', b),
  cabinetUpdate: (b: Params) => post<'cabinetUpdate'>('api/ops/cabinets/update', b),
  cabinetGrid: (b: { id: number; rows: number; cols: number; capacity: number }) =>
    post<'cabinetGrid'>('api/ops/cabinets/grid', b),
  slotCapacity: (b: { location_id: number; capacity: number }) =>
    post<'slotCapacity'>('api/ops/cabinets/slot-capacity', b),
  terminalBind: (b: { cabinet_id: number; terminal_id: string }) =>
    post<'terminalBind'>('api/ops/cabinets/terminals/bind', b),
  terminalUnbind: (id: number) =>
    post<'terminalUnbind'>('api/ops/cabinets/terminals/unbind', { id }),
};
