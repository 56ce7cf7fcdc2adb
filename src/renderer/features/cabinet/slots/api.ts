/**
 * Cabinet set-up calls (issue 18 part A, docs/api-guishang.md "Cabinet set-up"): the slot grid,
 * grid size, assigning a product, capacity and reorder level, emptying a slot, the terminal
 * home's summary, low-stock alerts and terminals.
 */
import type { CABINET_SLOTS } from '../../../../shared/contract/cabinet-slots';
import { merchantHttp } from '../../../core/api/client';

export type {
  CabinetAlertRow,
  CabinetHomeSummary,
  GridSlot,
  SlotGrid,
  SlotState,
  TerminalRow,
} from '../../../../shared/contract/cabinet-slots';

export const slotGrid = (cabinetId: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.grid>('GET', 'api/admin/slots/grid', {
    cabinet_id: cabinetId,
  });

export const setGrid = (cabinetId: number, rows: number, cols: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.setGrid>('POST', 'api/admin/slots/set-grid', {
    cabinet_id: cabinetId,
    rows,
    cols,
  });

export const assignSlot = (locationId: number, skuId: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.assign>('POST', 'api/admin/slots/assign', {
    location_id: locationId,
    sku_id: skuId,
  });

export const updateSlot = (locationId: number, capacity: number, reorderLevel: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.update>('POST', 'api/admin/slots/update', {
    location_id: locationId,
    capacity,
    reorder_level: reorderLevel,
  });

/** `to`: another slot of the product (or empty); left out: written off. */
export const emptySlot = (locationId: number, key: string, to?: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.empty>('POST', 'api/admin/slots/empty', {
    location_id: locationId,
    idempotency_key: key,
    ...(to ? { to_location_id: to } : {}),
  });

export const homeSummary = (cabinetId: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.summary>('GET', 'api/admin/cabinet/summary', {
    cabinet_id: cabinetId,
  });

export const alertList = (q: { page: number; limit: number; status?: number; active?: 1 }) =>
  merchantHttp().call<typeof CABINET_SLOTS.alerts>('GET', 'api/admin/alerts/list', {
    page: q.page,
    limit: q.limit,
    ...(q.status !== undefined ? { status: q.status } : {}),
    ...(q.active ? { active: q.active } : {}),
  });

export const alertRead = (id: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.alertRead>('POST', 'api/admin/alerts/read', { id });

export const alertRestock = (id: number) =>
  merchantHttp().call<typeof CABINET_SLOTS.alertRestock>('POST', 'api/admin/alerts/restock', {
    id,
  });

export const terminalList = () =>
  merchantHttp().call<typeof CABINET_SLOTS.terminals>('GET', 'api/admin/terminals/list', {});
