/**
 * The operator console's promotions API (issue 23, part promotions): the activities every zone
 * of the shop shows (`activities` + `activity_goods`, the same rows the consumer's activity
 * server sells, docs/api-promotions.md "One activity model") — list by zone and state, detail,
 * create (a flash sale: one session per time slot), edit, pause, resume, end, and a SKU search
 * for the goods picker. Every write is audited (`promo.activity_*`).
 *
 * State from server time: `scheduled` (before start), `running`, `paused` (status 2),
 * `ended` (end passed, or withdrawn: status 0). Ending withdraws it (status 0) with the end
 * set to now, so it stops selling that second. A paused flash-sale session does not hold its
 * time slot: another session may take it, and it resumes only when the slot is free.
 * Money is integer fen; times Unix seconds.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, optionalId, page, singleLine } from './schemas';

/**
 * The activity type codes the shop's zones sell (spec section 4): flash sale, goods list
 * (themed), points exchange (zero-price welfare: `rules.zero`), group buying, new person, second
 * order, shopping earns points, ten-yuan-three-items (brand day: `rules.brand_id`), discount,
 * brand discount, 9.9 free shipping, live 9.9, coupon zones, live recommendation, special zone.
 */
export const PROMO_TYPES = [1, 2, 3, 4, 11, 12, 16, 17, 18, 19, 50, 51, 52, 53, 55, 200] as const;
export type PromoType = (typeof PROMO_TYPES)[number];
export const PROMO_FLASH_TYPE = 1;
export const PROMO_EXCHANGE_TYPE = 3;
export const PROMO_GROUP_TYPE = 4;
export const PROMO_SHOPPING_POINTS_TYPE = 16;
export const PROMO_THREE_FOR_TEN_TYPE = 17;
export const PROMO_NINE_TYPE = 50;
/** types whose goods carry points (`integral` per unit: taken, or earned) */
export const PROMO_POINTS_TYPES: readonly number[] = [
  PROMO_EXCHANGE_TYPE,
  PROMO_SHOPPING_POINTS_TYPE,
];

export const PROMO_STATES = ['scheduled', 'running', 'paused', 'ended'] as const;
export type PromoState = (typeof PROMO_STATES)[number];

/** activities.status: 1 on, 2 paused by an operator, 0 withdrawn */
export const PROMO_STATUS = { WITHDRAWN: 0, ON: 1, PAUSED: 2 } as const;

export const PROMO_GOODS_MAX = 100;
export const PROMO_SLOTS_MAX = 8;
export const PROMO_PRICE_MAX = 100_000_000;
export const PROMO_GROUP_SIZE_MAX = 20;
export const PROMO_GROUP_HOURS_MAX = 168;
/** Unix seconds, up to 2100 */
const time = intIn(0, 4_102_444_800);

/** The state of an activity at `now`. */
export function promoState(
  now: number,
  a: { start_at: number; end_at: number; status: number },
): PromoState {
  if (a.status === PROMO_STATUS.WITHDRAWN || now >= a.end_at) return 'ended';
  if (a.status === PROMO_STATUS.PAUSED) return 'paused';
  return now < a.start_at ? 'scheduled' : 'running';
}

export const opsPromoListInput = z.object({
  page,
  limit: intIn(1, 100).default(20),
  type: intIn(1, 999).optional(),
  state: z.enum(PROMO_STATES).optional(),
  /** part of the title */
  keyword: singleLine(50).optional(),
});

export const opsPromoGoodsInput = z.object({
  sku_id: id,
  /** the activity price (fen); 0 only with points (points exchange) */
  price: intIn(0, PROMO_PRICE_MAX),
  /** points per unit: taken (points exchange) or earned (shopping earns points); else 0 */
  integral: intIn(0, 10_000_000).default(0),
  /** units it may sell at this price; 0 = the warehouse stock */
  stock_cap: intIn(0, 1_000_000).default(0),
  /** units per buyer; 0 = no limit */
  limit_per_user: intIn(0, 1000).default(0),
});

export const opsPromoRulesInput = z.object({
  /** group buying: members a group needs (≥ 2) and the hours it stays open */
  group_size: intIn(1, PROMO_GROUP_SIZE_MAX).optional(),
  expire_hours: intIn(1, PROMO_GROUP_HOURS_MAX).optional(),
  /** ten-yuan-three-items: one brand's day (0 = every brand) */
  brand_id: intIn(0, 2 ** 31 - 1).optional(),
  /** points exchange: zero-price welfare (cash price 0) */
  zero: z.boolean().optional(),
  /** ships free at checkout */
  free_shipping: z.boolean().optional(),
});

const slot = z.object({ start_at: time, end_at: time });

const fields = {
  title: singleLine(40, 2),
  rules: opsPromoRulesInput.default({}),
  goods: z.array(opsPromoGoodsInput).min(1).max(PROMO_GOODS_MAX),
};

export const opsPromoCreateInput = z.object({
  type: intIn(1, 999),
  ...fields,
  /** the time window; a flash sale may give several (one session each) */
  slots: z.array(slot).min(1).max(PROMO_SLOTS_MAX),
});
export const opsPromoUpdateInput = z.object({ id, ...fields, start_at: time, end_at: time });
export const opsPromoIdInput = z.object({ id });
export const opsPromoSkuInput = z.object({
  page,
  limit: intIn(1, 50).default(10),
  keyword: singleLine(50).optional(),
  goods_id: optionalId,
});

/** The brand select of the activity form: brands by part of the name. */
export const opsPromoBrandsInput = z.object({
  page,
  limit: intIn(1, 50).default(20),
  keyword: singleLine(32).optional(),
  /** answers this brand first on page 1 (the current choice), when it exists */
  id: optionalId,
});

export type OpsPromoCreateInput = z.input<typeof opsPromoCreateInput>;
export type OpsPromoUpdateInput = z.input<typeof opsPromoUpdateInput>;
export type OpsPromoGoodsInput = z.input<typeof opsPromoGoodsInput>;

export interface OpsPromoRow {
  id: number;
  type: number;
  title: string;
  start_at: number;
  end_at: number;
  status: number;
  state: PromoState;
  goods_count: number;
  /** units in non-closed orders of its goods */
  sold: number;
  created_at: number;
}

export interface OpsPromoGoods {
  id: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  spec: Record<string, string>;
  /** the SKU's shop price */
  sku_price: number;
  /** warehouse stock of the SKU */
  stock: number;
  price: number;
  integral: number;
  stock_cap: number;
  limit_per_user: number;
  sold: number;
}

export interface OpsPromoDetail extends OpsPromoRow {
  rules: Record<string, unknown>;
  goods: OpsPromoGoods[];
  server_time: number;
}

export interface OpsPromoSku {
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  spec: Record<string, string>;
  price: number;
  stock: number;
  brand_id: number;
  /** 1 on the shelf */
  status: number;
}

export interface OpsPromoBrand {
  id: number;
  name: string;
  logo: string;
  /** goods of the brand on the shelf */
  goods_count: number;
}

/** One category of the tree (parent_id 0: a top one), for the coupon scope's tree select. */
export interface OpsPromoCategory {
  id: number;
  parent_id: number;
  name: string;
}

export const OPS_PROMO = {
  list: route<ListData<OpsPromoRow>>()('/api/ops/promo/activities', opsPromoListInput),
  detail: route<OpsPromoDetail>()('/api/ops/promo/activity', opsPromoIdInput),
  create: route<{ list: OpsPromoDetail[] }>()('/api/ops/promo/create', opsPromoCreateInput),
  update: route<OpsPromoDetail>()('/api/ops/promo/update', opsPromoUpdateInput),
  pause: route<OpsPromoDetail>()('/api/ops/promo/pause', opsPromoIdInput),
  resume: route<OpsPromoDetail>()('/api/ops/promo/resume', opsPromoIdInput),
  end: route<OpsPromoDetail>()('/api/ops/promo/end', opsPromoIdInput),
  skus: route<ListData<OpsPromoSku>>()('/api/ops/promo/skus', opsPromoSkuInput),
  brands: route<ListData<OpsPromoBrand>>()('/api/ops/promo/brands', opsPromoBrandsInput),
  categories: route<{ list: OpsPromoCategory[] }>()('/api/ops/promo/categories', z.object({})),
};
