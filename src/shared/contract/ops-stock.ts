/**
 * The console's catalogue around the goods (issue 20, part stock): categories (a tree by
 * `parent_id`, sorted among siblings, hidden or shown), brands, the platform's own sellers
 * (`merchant_id` null; merchants' sellers are read-only here) and warehouse stock — stock in,
 * stock out (never below zero) and counts, each a `stock_ledger` row with a reason code, and the
 * ledger's search. Reads need `catalogue.read`, writes `catalogue.write`; every write is audited
 * (`catalogue.category_*`, `catalogue.brand_*`, `catalogue.seller_*`, `catalogue.stock_*`).
 *
 * The client imports this module with `import type` only, except the reason lists.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, limit, optionalId, page, singleLine } from './schemas';

/** The reasons of an operator's stock move; the ledger's `reason`. */
export const OPS_STOCK_IN_REASONS = ['purchase_in', 'return_in', 'other'] as const;
export const OPS_STOCK_OUT_REASONS = ['damage_out', 'loss_out', 'other'] as const;
export const OPS_STOCK_COUNT_REASONS = ['count_adjust', 'other'] as const;
export const OPS_STOCK_REASONS = [
  'purchase_in',
  'return_in',
  'damage_out',
  'loss_out',
  'count_adjust',
  'other',
] as const;
export type OpsStockReason = (typeof OPS_STOCK_REASONS)[number];
export const OPS_STOCK_MOVE_TYPES = ['in', 'out', 'count'] as const;
export type OpsStockMoveType = (typeof OPS_STOCK_MOVE_TYPES)[number];
/** The most one move may add or take, and the most a count may find. */
export const OPS_STOCK_MAX = 1_000_000;

const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);
const picture = z.string().trim().max(500);
const name = singleLine(32, 1);
const description = z.string().trim().max(500);
const unixSeconds = intIn(0, 2 ** 40);

// ---------------------------------------------------------------------------------------------
// Categories

export const opsCategoryCreateInput = z.object({
  /** 0: a top category */
  parent_id: intIn(0, 2 ** 31 - 1).default(0),
  name,
  name_en: singleLine(64).default(''),
  image: picture.default(''),
});
export const opsCategoryUpdateInput = z.object({
  id,
  name: name.optional(),
  name_en: singleLine(64).optional(),
  image: picture.optional(),
  hidden: flag.optional(),
});
export const opsCategoryMoveInput = z.object({
  id,
  /** the new parent (0: top); not the category itself or one of its children */
  parent_id: intIn(0, 2 ** 31 - 1),
  /** 0-based place among the new siblings (past the end: last) */
  position: intIn(0, 100_000),
});
export const opsIdInput = z.object({ id });

export interface OpsCategory {
  id: number;
  parent_id: number;
  name: string;
  name_en: string;
  image: string;
  sort: number;
  hidden: boolean;
  /** goods in this category */
  goods_count: number;
}

// ---------------------------------------------------------------------------------------------
// Brands and sellers

export const opsBrandsInput = z.object({
  page,
  limit,
  /** part of the name */
  q: singleLine(32).optional(),
});
export const opsBrandCreateInput = z.object({
  name,
  logo: picture.default(''),
  description: description.default(''),
});
export const opsBrandUpdateInput = z.object({
  id,
  name: name.optional(),
  logo: picture.optional(),
  description: description.optional(),
  hidden: flag.optional(),
});

export interface OpsBrand {
  id: number;
  name: string;
  logo: string;
  description: string;
  hidden: boolean;
  goods_count: number;
  created_at: number;
}

export const OPS_SELLER_OWNERS = ['platform', 'merchant'] as const;
export const opsSellersInput = z.object({
  page,
  limit,
  q: singleLine(32).optional(),
  /** platform: the platform's own stores; merchant: merchants' (read-only) */
  owner: z.enum(OPS_SELLER_OWNERS).optional(),
});
export const opsSellerCreateInput = z.object({
  name,
  logo: picture.default(''),
  description: description.default(''),
});
export const opsSellerUpdateInput = z.object({
  id,
  name: name.optional(),
  logo: picture.optional(),
  description: description.optional(),
});

export interface OpsSeller {
  id: number;
  name: string;
  logo: string;
  description: string;
  /** null: the platform's own store (editable here) */
  merchant_id: number | null;
  goods_count: number;
  created_at: number;
}

// ---------------------------------------------------------------------------------------------
// Warehouse stock

export const opsStockSkusInput = z.object({
  page,
  limit,
  /** part of the goods title, or a goods id / SKU id */
  q: singleLine(50).optional(),
});

export const opsStockMoveInput = z
  .object({
    type: z.enum(OPS_STOCK_MOVE_TYPES),
    sku_id: id,
    location_id: id,
    /** in / out: how many (1…); count: the counted quantity (0…) */
    quantity: intIn(0, OPS_STOCK_MAX),
    reason: z.enum(OPS_STOCK_REASONS),
    note: singleLine(60).default(''),
  })
  .refine((m) => m.type === 'count' || m.quantity >= 1, {
    message: 'must be at least 1',
    path: ['quantity'],
  })
  .refine(
    (m) =>
      (m.type === 'in'
        ? (OPS_STOCK_IN_REASONS as readonly string[])
        : m.type === 'out'
          ? (OPS_STOCK_OUT_REASONS as readonly string[])
          : (OPS_STOCK_COUNT_REASONS as readonly string[])
      ).includes(m.reason),
    { message: 'invalid', path: ['reason'] },
  )
  .refine((m) => m.reason !== 'other' || m.note.length > 0, {
    message: 'required',
    path: ['note'],
  });

export const opsStockLedgerInput = z.object({
  page,
  limit,
  goods_id: optionalId,
  sku_id: optionalId,
  location_id: optionalId,
  reason: z.enum(OPS_STOCK_REASONS).optional(),
  operator_id: optionalId,
  /** Unix seconds, inclusive */
  from: unixSeconds.optional(),
  /** Unix seconds, exclusive */
  to: unixSeconds.optional(),
});

/** A stock location an operator moves stock in (the warehouses). */
export interface OpsStockLocation {
  id: number;
  name: string;
  kind: string;
}

/** A SKU with its quantity per warehouse. */
export interface OpsStockSku {
  sku_id: number;
  goods_id: number;
  title: string;
  spec: string;
  image: string;
  price: number;
  /** location id → quantity (a location without a row: 0) */
  stock: { location_id: number; quantity: number }[];
}

export interface OpsStockMoveResult {
  sku_id: number;
  location_id: number;
  type: OpsStockMoveType;
  before: number;
  after: number;
  delta: number;
  /** null: a count that found what was booked (nothing moved) */
  ledger_id: number | null;
}

export interface OpsStockLedgerRow {
  id: number;
  created_at: number;
  location_id: number;
  location_name: string;
  sku_id: number;
  goods_id: number;
  title: string;
  spec: string;
  delta: number;
  before_qty: number;
  after_qty: number;
  /** an operator's reason code, or a cabinet / order reason (`sale`, `stock_in`…) */
  reason: string;
  /** the operator's note or the move's reference */
  ref: string;
  /** null when no operator made the move */
  operator_id: number | null;
  operator_name: string;
}

export const OPS_STOCK = {
  categories: route<{ list: OpsCategory[] }>()('/api/ops/categories', z.object({})),
  categoryCreate: route<OpsCategory>()('/api/ops/categories/create', opsCategoryCreateInput),
  categoryUpdate: route<OpsCategory>()('/api/ops/categories/update', opsCategoryUpdateInput),
  categoryMove: route<{ list: OpsCategory[] }>()('/api/ops/categories/move', opsCategoryMoveInput),
  categoryDelete: route<null>()('/api/ops/categories/delete', opsIdInput),
  brands: route<ListData<OpsBrand>>()('/api/ops/brands', opsBrandsInput),
  brandCreate: route<OpsBrand>()('/api/ops/brands/create', opsBrandCreateInput),
  brandUpdate: route<OpsBrand>()('/api/ops/brands/update', opsBrandUpdateInput),
  sellers: route<ListData<OpsSeller>>()('/api/ops/sellers', opsSellersInput),
  sellerCreate: route<OpsSeller>()('/api/ops/sellers/create', opsSellerCreateInput),
  sellerUpdate: route<OpsSeller>()('/api/ops/sellers/update', opsSellerUpdateInput),
  stockLocations: route<{ list: OpsStockLocation[] }>()('/api/ops/stock/locations', z.object({})),
  stockSkus: route<ListData<OpsStockSku>>()('/api/ops/stock/skus', opsStockSkusInput),
  stockMove: route<OpsStockMoveResult>()('/api/ops/stock/move', opsStockMoveInput),
  stockLedger: route<ListData<OpsStockLedgerRow>>()('/api/ops/stock/ledger', opsStockLedgerInput),
} as const;
