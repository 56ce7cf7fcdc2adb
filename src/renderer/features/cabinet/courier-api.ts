/**
 * Couriers, restock work orders and abnormal handling (issue 18, part B; docs/api-guishang.md):
 * the merchant's courier management, the courier's work orders done line by line, the handling
 * of abnormal records. Contracts imported as types only.
 */
import type { CABINET_COURIER } from '../../../shared/contract/cabinet-courier';
import type { CABINET_STOCK } from '../../../shared/contract/cabinet-stock';
import { merchantHttp } from '../../core/api/client';

export type {
  Courier,
  CourierCabinet,
  LineDoneResult,
  ShortfallReason,
  WorkOrder,
  WorkOrderDetail,
  WorkOrderLine,
} from '../../../shared/contract/cabinet-courier';
export type { AbnormalRow } from '../../../shared/contract/cabinet-stock';

/** The reason codes of a shortfall, in display order. */
export const SHORTFALL_REASONS = ['shortfall', 'damaged', 'expired', 'other'] as const;

function clean<T extends Record<string, unknown>>(o: T): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v !== undefined && v !== null) out[k] = v as string | number;
  }
  return out;
}

export const courierList = () =>
  merchantHttp().call<typeof CABINET_COURIER.list>('GET', 'api/admin/courier/list', {});

export const courierAdd = (c: {
  account: string;
  name: string;
  mobile: string;
  password: string;
}) => merchantHttp().call<typeof CABINET_COURIER.add>('POST', 'api/admin/courier/add', { ...c });

export const courierEdit = (c: { id: number; name: string; mobile: string }) =>
  merchantHttp().call<typeof CABINET_COURIER.edit>('POST', 'api/admin/courier/edit', { ...c });

export const courierPassword = (id: number, password: string) =>
  merchantHttp().call<typeof CABINET_COURIER.password>('POST', 'api/admin/courier/password', {
    id,
    password,
  });

export const courierStatus = (id: number, status: 0 | 1) =>
  merchantHttp().call<typeof CABINET_COURIER.status>('POST', 'api/admin/courier/status', {
    id,
    status,
  });

/** A work order for every assigned slot of the cabinet (expected = capacity - quantity). */
export const workOrderCreate = (
  cabinetId: number,
  courierId: number | undefined,
  dueAt?: number,
  lines?: { location_id: number; sku_id: number; expected: number }[],
  operator?: string,
) =>
  merchantHttp().call<typeof CABINET_STOCK.restockCreate>(
    'POST',
    'api/admin/bh/create',
    clean({
      cabinet_id: cabinetId,
      courier_id: courierId,
      due_at: dueAt,
      operator,
      lines: lines ? JSON.stringify(lines) : undefined,
    }),
  );

export const workOrderAssign = (id: number, courierId: number, dueAt?: number) =>
  merchantHttp().call<typeof CABINET_COURIER.assign>(
    'POST',
    'api/admin/bh/assign',
    clean({ id, courier_id: courierId, due_at: dueAt }),
  );

export const workOrders = (q: { page?: number; limit?: number; status?: 0 | 1 }) =>
  merchantHttp().call<typeof CABINET_COURIER.workOrders>('GET', 'api/admin/bh/orders', clean(q));

/** issue 23: the cabinets the courier serves (the merchant: all of its own). */
export const courierCabinets = () =>
  merchantHttp().call<typeof CABINET_COURIER.cabinets>('GET', 'api/admin/courier/cabinets', {});

export const workOrderDetail = (id: number) =>
  merchantHttp().call<typeof CABINET_COURIER.workOrderDetail>('GET', 'api/admin/bh/detail', {
    id,
  });

export const lineDone = (l: {
  id: number;
  line_id: number;
  put_in: number;
  photo?: string;
  reason_code?: string;
}) => merchantHttp().call<typeof CABINET_COURIER.lineDone>('POST', 'api/admin/bh/line', clean(l));

export const workOrderFinish = (
  id: number,
  lines: { line_id: number; put_in: number; reason_code?: string }[],
) =>
  merchantHttp().call<typeof CABINET_STOCK.restockFinish>('POST', 'api/admin/bh/finish', {
    id,
    lines: JSON.stringify(lines),
  });

export const abnormalList = (q: {
  page?: number;
  limit?: number;
  cabinet_id?: number;
  status?: number;
}) => merchantHttp().call<typeof CABINET_STOCK.abnormalLog2>('GET', 'api/admin/log/log2', clean(q));

export const abnormalHandle = (id: number, status: 1 | 2, note: string) =>
  merchantHttp().call<typeof CABINET_COURIER.abnormalHandle>(
    'POST',
    'api/admin/log/abnormal/handle',
    clean({ id, status, note: note || undefined }),
  );

/** Uploads a photo proof with the merchant (or courier) session; answers its URL. */
export async function uploadProof(file: Blob, name: string): Promise<string> {
  const res = await merchantHttp().upload<{ url: string }>({
    url: 'api/admin/upload/image',
    file,
    fileName: name,
  });
  if (!res.data?.url) throw new Error(res.message || 'upload failed');
  return res.data.url;
}
