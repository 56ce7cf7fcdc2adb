/**
 * The console's merchants and cabinets (issue 23, part merchants; docs/operators.md
 * "Merchants and cabinets"): cabinet merchants and their login accounts (the password the kiosk
 * login checks; disabling ends the merchant's sessions), their sellers (shops), cabinets (a
 * unique code, address, location, a grid of slots with capacity; a grid change never drops a
 * slot holding stock or a product), terminals bound to a cabinet, couriers (created, assigned to
 * cabinets, disabled), and a cabinet's live state (slots with stock, each terminal's last
 * contact and since when it is offline). Reads need `merchants.read`, writes `merchants.write`;
 * every write is audited (`merchants.*`).
 */
import { z } from 'zod';
import { TERMINAL_ID } from './cabinet';
import { GRID_MAX, type SlotState } from './cabinet-slots';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, limit, page, singleLine } from './schemas';

const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);
/** a login account of the kiosk (merchant or courier; unique across both) */
const account = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,32}$/, 'invalid');
/** 8-16 characters without spaces (the terminal login takes at most 16) */
const loginPassword = z
  .string({ error: 'required' })
  .min(8, 'invalid')
  .max(16)
  .refine((v) => !/\s/.test(v), { message: 'invalid' });
const name = singleLine(32, 1);
const mobile = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, 'invalid')
  .default('');
const cabinetCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9-]{2,20}$/, 'invalid');
const address = singleLine(120);
/** degrees, up to 6 decimals; both or neither */
const blankless = (v: unknown) => (v === '' || v === null ? undefined : v);
const lat = z.preprocess(blankless, z.coerce.number({ error: 'invalid' }).min(-90).max(90));
const lng = z.preprocess(blankless, z.coerce.number({ error: 'invalid' }).min(-180).max(180));
const capacity = intIn(1, 10_000);
const ids = z.preprocess(
  (v: unknown): unknown =>
    v === undefined || v === ''
      ? []
      : Array.isArray(v)
        ? v
        : typeof v === 'string' || typeof v === 'number'
          ? String(v).split(',')
          : v,
  z.array(id).max(100),
);

export const MERCHANT_STATUSES = ['active', 'disabled'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const opsMerchantsInput = z.object({
  page,
  limit,
  /** part of the name, account or mobile */
  q: singleLine(32).optional(),
  status: z.enum(MERCHANT_STATUSES).optional(),
});
export const opsMerchantIdInput = z.object({ id });
export const opsMerchantCreateInput = z.object({ account, password: loginPassword, name, mobile });
export const opsMerchantUpdateInput = z.object({ id, name, mobile });
export const opsMerchantStatusInput = z.object({ id, enabled: flag });
export const opsMerchantPasswordInput = z.object({ id, password: loginPassword });
export const opsMerchantSellerInput = z.object({
  merchant_id: id,
  name,
  description: z.string().trim().max(500).default(''),
});

export const opsCabinetsInput = z.object({
  page,
  limit,
  merchant_id: id.optional(),
  /** part of the code, name or address */
  q: singleLine(32).optional(),
});
export const opsCabinetIdInput = z.object({ id });
const located = <T extends { lat?: number | undefined; lng?: number | undefined }>(v: T) =>
  (v.lat === undefined) === (v.lng === undefined);
export const opsCabinetCreateInput = z
  .object({
    merchant_id: id,
    code: cabinetCode,
    name,
    address: address.default(''),
    lat: lat.optional(),
    lng: lng.optional(),
    rows: intIn(1, GRID_MAX),
    cols: intIn(1, GRID_MAX),
    capacity: capacity.default(10),
  })
  .refine(located, { message: 'required', path: ['lng'] });
export const opsCabinetUpdateInput = z
  .object({
    id,
    name,
    address: address.default(''),
    lat: lat.optional(),
    lng: lng.optional(),
  })
  .refine(located, { message: 'required', path: ['lng'] });
export const opsCabinetGridInput = z.object({
  id,
  rows: intIn(1, GRID_MAX),
  cols: intIn(1, GRID_MAX),
  /** capacity of the slots the grid adds */
  capacity: capacity.default(10),
});
export const opsSlotCapacityInput = z.object({ location_id: id, capacity });
export const opsTerminalBindInput = z.object({
  cabinet_id: id,
  terminal_id: z.string({ error: 'required' }).trim().regex(TERMINAL_ID, 'invalid'),
});
export const opsTerminalIdInput = z.object({ id });
export const opsCourierCreateInput = z.object({
  merchant_id: id,
  account,
  name,
  mobile,
  password: loginPassword,
});
export const opsCourierStatusInput = z.object({ id, enabled: flag });
export const opsCourierCabinetsInput = z.object({ id, cabinet_ids: ids });

export interface OpsMerchantRow {
  id: number;
  account: string;
  name: string;
  mobile: string;
  status: MerchantStatus;
  cabinet_count: number;
  courier_count: number;
  /** fen */
  balance: number;
  created_at: number;
}

export interface OpsSellerRow {
  id: number;
  name: string;
  description: string;
  created_at: number;
}

export interface OpsCourierRow {
  id: number;
  account: string;
  name: string;
  mobile: string;
  status: MerchantStatus;
  cabinet_ids: number[];
  created_at: number;
}

export interface OpsCabinetRow {
  id: number;
  merchant_id: number;
  merchant_name: string;
  code: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  grid_rows: number;
  grid_cols: number;
  slots: number;
  /** units in its slots */
  quantity: number;
  /** terminals bound or reporting this cabinet, and how many of them are online now */
  terminals: number;
  online: number;
  created_at: number;
}

export interface OpsMerchantDetail extends OpsMerchantRow {
  /** live sessions (kiosk logins of the merchant and its couriers) */
  sessions: number;
  sellers: OpsSellerRow[];
  couriers: OpsCourierRow[];
  cabinets: OpsCabinetRow[];
}

export interface OpsCabinetSlot {
  location_id: number;
  name: string;
  grid_row: number | null;
  grid_col: number | null;
  capacity: number;
  quantity: number;
  sku_id: number | null;
  goods_name: string;
  state: SlotState;
}

export interface OpsTerminal {
  id: number;
  terminal_id: string;
  cabinet_id: number | null;
  /** bound by an operator (else the terminal reported the cabinet itself) */
  bound: boolean;
  app_version: string;
  online: boolean;
  /** Unix seconds of its last contact (now while its socket is open); null: never connected */
  last_contact_at: number | null;
  /** null while online or never connected */
  offline_since: number | null;
}

export interface OpsCabinetDetail extends OpsCabinetRow {
  merchant_status: MerchantStatus;
  slot_list: OpsCabinetSlot[];
  terminal_list: OpsTerminal[];
  /** couriers of the merchant assigned to this cabinet */
  courier_list: { id: number; name: string; account: string; status: MerchantStatus }[];
}

export const OPS_MERCHANTS = {
  list: route<ListData<OpsMerchantRow>>()('/api/ops/merchants', opsMerchantsInput),
  detail: route<OpsMerchantDetail>()('/api/ops/merchants/detail', opsMerchantIdInput),
  create: route<OpsMerchantDetail>()('/api/ops/merchants/create', opsMerchantCreateInput),
  update: route<OpsMerchantDetail>()('/api/ops/merchants/update', opsMerchantUpdateInput),
  status: route<OpsMerchantDetail>()('/api/ops/merchants/status', opsMerchantStatusInput),
  password: route<OpsMerchantDetail>()('/api/ops/merchants/password', opsMerchantPasswordInput),
  sellerCreate: route<OpsMerchantDetail>()(
    '/api/ops/merchants/sellers/create',
    opsMerchantSellerInput,
  ),
  courierCreate: route<OpsMerchantDetail>()(
    '/api/ops/merchants/couriers/create',
    opsCourierCreateInput,
  ),
  courierStatus: route<OpsMerchantDetail>()(
    '/api/ops/merchants/couriers/status',
    opsCourierStatusInput,
  ),
  courierCabinets: route<OpsMerchantDetail>()(
    '/api/ops/merchants/couriers/cabinets',
    opsCourierCabinetsInput,
  ),
  cabinets: route<ListData<OpsCabinetRow>>()('/api/ops/cabinets', opsCabinetsInput),
  cabinet: route<OpsCabinetDetail>()('/api/ops/cabinets/detail', opsCabinetIdInput),
  cabinetCreate: route<OpsCabinetDetail>()('/api/ops/cabinets/create', opsCabinetCreateInput),
  cabinetUpdate: route<OpsCabinetDetail>()('/api/ops/cabinets/update', opsCabinetUpdateInput),
  cabinetGrid: route<OpsCabinetDetail>()('/api/ops/cabinets/grid', opsCabinetGridInput),
  slotCapacity: route<OpsCabinetDetail>()('/api/ops/cabinets/slot-capacity', opsSlotCapacityInput),
  terminalBind: route<OpsCabinetDetail>()('/api/ops/cabinets/terminals/bind', opsTerminalBindInput),
  terminalUnbind: route<OpsCabinetDetail>()(
    '/api/ops/cabinets/terminals/unbind',
    opsTerminalIdInput,
  ),
};
