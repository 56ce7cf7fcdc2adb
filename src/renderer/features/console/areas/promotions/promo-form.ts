/**
 * The activity form's values (issue 23): prices typed in yuan and sent in fen, counts typed as
 * text, time slots as Unix seconds; the create/update input of the values, the values of an
 * activity, and the checks the form shows before the server's (which has the last word). Pure.
 */
import type {
  OpsPromoDetail,
  OpsPromoGoods,
  OpsPromoSku,
} from '../../../../../shared/contract/ops-promo';
import { formatFen, yuanToFen } from '../../../../../shared/rules/money';

export interface GoodsLine {
  sku_id: number;
  goods_id: number;
  title: string;
  image: string;
  spec: string;
  sku_price: number;
  stock: number;
  sold: number;
  /** yuan as typed */
  price: string;
  integral: string;
  stock_cap: string;
  limit_per_user: string;
}

export interface Slot {
  start_at: number | null;
  end_at: number | null;
}

export interface PromoFormValues {
  type: number;
  title: string;
  slots: Slot[];
  group_size: string;
  expire_hours: string;
  brand_id: number;
  zero: boolean;
  free_shipping: boolean;
  goods: GoodsLine[];
}

export type FieldError = 'title' | 'window' | 'price' | 'integer' | 'groupSize' | 'noGoods';

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;
const INT = /^\d{1,9}$/;

const specText = (spec: Record<string, string>) => Object.values(spec).join(' / ');

/** A new form: a window from now (to the minute) for two hours. */
export function emptyForm(type: number, now: number): PromoFormValues {
  const start = now - (now % 60);
  return {
    type,
    title: '',
    slots: [{ start_at: start, end_at: start + 2 * 3600 }],
    group_size: '2',
    expire_hours: '24',
    brand_id: 0,
    zero: false,
    free_shipping: false,
    goods: [],
  };
}

/** A picked SKU as a goods line: half its price as a starting point, no cap, no limit. */
export function lineOfSku(s: OpsPromoSku): GoodsLine {
  return {
    sku_id: s.sku_id,
    goods_id: s.goods_id,
    title: s.title,
    image: s.image,
    spec: specText(s.spec),
    sku_price: s.price,
    stock: s.stock,
    sold: 0,
    price: formatFen(Math.floor(s.price / 2)),
    integral: '0',
    stock_cap: '0',
    limit_per_user: '0',
  };
}

function lineOfGoods(g: OpsPromoGoods): GoodsLine {
  return {
    sku_id: g.sku_id,
    goods_id: g.goods_id,
    title: g.title,
    image: g.image,
    spec: specText(g.spec),
    sku_price: g.sku_price,
    stock: g.stock,
    sold: g.sold,
    price: formatFen(g.price),
    integral: String(g.integral),
    stock_cap: String(g.stock_cap),
    limit_per_user: String(g.limit_per_user),
  };
}

const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);

export function formOfDetail(d: OpsPromoDetail): PromoFormValues {
  return {
    type: d.type,
    title: d.title,
    slots: [{ start_at: d.start_at, end_at: d.end_at }],
    group_size: String(num(d.rules.group_size, 2)),
    expire_hours: String(num(d.rules.expire_hours, 24)),
    brand_id: num(d.rules.brand_id, 0),
    zero: d.rules.zero === true,
    free_shipping: d.rules.free_shipping === true,
    goods: d.goods.map(lineOfGoods),
  };
}

/** The first problem of the values, with the goods line it is on; null when none. */
export function checkForm(v: PromoFormValues): { error: FieldError; line?: number } | null {
  const title = v.title.trim();
  if (title.length < 2 || title.length > 40) return { error: 'title' };
  for (const s of v.slots) {
    if (s.start_at === null || s.end_at === null || s.end_at <= s.start_at) {
      return { error: 'window' };
    }
  }
  if (v.type === 4 && (!INT.test(v.group_size) || Number(v.group_size) < 2)) {
    return { error: 'groupSize' };
  }
  if (v.goods.length === 0) return { error: 'noGoods' };
  for (const [line, g] of v.goods.entries()) {
    const p = g.price.trim();
    if (!YUAN.test(p) || yuanToFen(p) > g.sku_price) return { error: 'price', line };
    for (const n of [g.integral, g.stock_cap, g.limit_per_user]) {
      if (!INT.test(n.trim())) return { error: 'integer', line };
    }
  }
  return null;
}

function goodsInput(v: PromoFormValues) {
  return v.goods.map((g) => ({
    sku_id: g.sku_id,
    price: yuanToFen(g.price.trim()),
    integral: Number(g.integral.trim()),
    stock_cap: Number(g.stock_cap.trim()),
    limit_per_user: Number(g.limit_per_user.trim()),
  }));
}

function rulesInput(v: PromoFormValues) {
  if (v.type === 4) {
    return { group_size: Number(v.group_size), expire_hours: Number(v.expire_hours) || 24 };
  }
  if (v.type === 17) return { brand_id: v.brand_id };
  if (v.type === 3) return { zero: v.zero };
  if (v.type === 50) return {};
  return { free_shipping: v.free_shipping };
}

/** The create input (call checkForm first). */
export function createInput(v: PromoFormValues) {
  return {
    type: v.type,
    title: v.title.trim(),
    rules: rulesInput(v),
    slots: v.slots.map((s) => ({ start_at: s.start_at ?? 0, end_at: s.end_at ?? 0 })),
    goods: goodsInput(v),
  };
}

/** The update input of activity `id` (call checkForm first). */
export function updateInput(id: number, v: PromoFormValues) {
  const s = v.slots[0] ?? { start_at: 0, end_at: 0 };
  return {
    id,
    title: v.title.trim(),
    rules: rulesInput(v),
    start_at: s.start_at ?? 0,
    end_at: s.end_at ?? 0,
    goods: goodsInput(v),
  };
}
