/**
 * The goods editor's form values and their conversion (issue 20 part goods): the SKU rows made
 * from spec names × values (a row keeps what was typed for its combination when the specs
 * change), prices typed in yuan and sent in fen, and a goods' detail as form values. Pure.
 */
import type {
  OpsGoodsCreateInput,
  OpsGoodsDetail,
  OpsGoodsSku,
} from '../../../../../shared/contract/ops-goods';
import { formatFen, yuanToFen } from '../../../../../shared/rules/money';

export interface SpecDraft {
  name: string;
  values: string[];
}

export interface SkuDraft {
  /** the combination, `["红","L"]` as JSON: the row's identity when the specs change */
  key: string;
  /** an existing SKU (edit) */
  id?: number;
  spec: Record<string, string>;
  /** yuan as typed */
  price: string;
  market_price: string;
  /** initial stock of a new SKU, as typed */
  stock: string;
  /** the warehouse stock of an existing SKU (shown, not sent) */
  current_stock?: number;
}

export interface GoodsFormValues {
  title: string;
  category_id?: number;
  brand_id?: number;
  seller_id?: number;
  images: string[];
  detail_images: string[];
  description: string;
  specs: SpecDraft[];
  skus: SkuDraft[];
  /** put on the shelf when created */
  publish: boolean;
  /** a freight template code (issue 23 gaps, part freight); absent: the shop's default */
  freight_template?: string;
}

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;

/** A price as typed: at most 2 decimals, above 0, at most 1,000,000 yuan. */
export function isPrice(s: string | undefined): boolean {
  const v = (s ?? '').trim();
  return YUAN.test(v) && yuanToFen(v) > 0 && yuanToFen(v) <= 100_000_000;
}

/** An optional price: empty, or a price (0 allowed). */
export function isOptionalPrice(s: string | undefined): boolean {
  const v = (s ?? '').trim();
  return v === '' || (YUAN.test(v) && yuanToFen(v) <= 100_000_000);
}

/** 0 or a whole number up to 1,000,000. */
export function isStock(s: string | undefined): boolean {
  const v = (s ?? '').trim();
  return v === '' || (/^\d{1,7}$/.test(v) && Number(v) <= 1_000_000);
}

/** The specs that count: a name and at least one value (names and values trimmed, no repeats). */
export function cleanSpecs(specs: readonly (Partial<SpecDraft> | undefined)[]): SpecDraft[] {
  const out: SpecDraft[] = [];
  for (const s of specs) {
    const name = (s?.name ?? '').trim();
    const values = [...new Set((s?.values ?? []).map((v) => v.trim()).filter(Boolean))];
    if (name && values.length > 0) out.push({ name, values });
  }
  return out;
}

const keyOf = (values: readonly string[]): string => JSON.stringify(values);

/**
 * The SKU rows of `specs` (every combination, in order), keeping each combination's typed
 * price, market price, stock and id from `previous`. Without specs: one default row.
 */
export function skuRows(specs: readonly SpecDraft[], previous: readonly SkuDraft[]): SkuDraft[] {
  let combos: string[][] = [[]];
  for (const s of specs) combos = combos.flatMap((c) => s.values.map((v) => [...c, v]));
  const byKey = new Map(previous.map((r) => [r.key, r]));
  return combos.map((values) => {
    const key = keyOf(values);
    const spec = Object.fromEntries(specs.map((s, i) => [s.name, values[i]!]));
    const old = byKey.get(key);
    return old ? { ...old, spec } : { key, spec, price: '', market_price: '', stock: '' };
  });
}

/** The create/update input of the form's values (prices in fen). */
export function toInput(v: GoodsFormValues): OpsGoodsCreateInput {
  const specs = cleanSpecs(v.specs);
  return {
    title: v.title.trim(),
    category_id: v.category_id ?? 0,
    brand_id: v.brand_id ?? 0,
    seller_id: v.seller_id ?? 0,
    images: v.images,
    detail_images: v.detail_images,
    description: v.description.trim(),
    spec_names: specs.map((s) => s.name),
    skus: v.skus.map((r) => ({
      ...(r.id === undefined ? {} : { id: r.id }),
      spec: r.spec,
      price: yuanToFen(r.price.trim()),
      market_price: r.market_price.trim() ? yuanToFen(r.market_price.trim()) : 0,
      stock: r.id === undefined && r.stock.trim() ? Number(r.stock.trim()) : 0,
    })),
    status: v.publish ? 1 : 0,
    freight_template: v.freight_template || null,
  };
}

const yuanOf = (fen: number): string => (fen > 0 ? formatFen(fen) : '');

function skuDraft(names: readonly string[], k: OpsGoodsSku): SkuDraft {
  return {
    key: keyOf(names.map((n) => k.spec[n] ?? '')),
    id: k.id,
    spec: k.spec,
    price: yuanOf(k.price),
    market_price: yuanOf(k.market_price),
    stock: '',
    current_stock: k.stock,
  };
}

/** A goods as form values (edit). */
export function fromDetail(d: OpsGoodsDetail): GoodsFormValues {
  const specs = d.spec_names.map((name) => ({
    name,
    values: [...new Set(d.skus.map((k) => k.spec[name]).filter((x): x is string => !!x))],
  }));
  return {
    title: d.title,
    category_id: d.category_id,
    ...(d.brand_id ? { brand_id: d.brand_id } : {}),
    seller_id: d.seller_id,
    images: d.images,
    detail_images: d.detail_images,
    description: d.description,
    specs,
    skus: d.skus.map((k) => skuDraft(d.spec_names, k)),
    publish: d.status === 1,
    ...(d.freight_template ? { freight_template: d.freight_template } : {}),
  };
}

/** Empty form values (create): one spec row to fill in. */
export function emptyValues(): GoodsFormValues {
  return {
    title: '',
    images: [],
    detail_images: [],
    description: '',
    specs: [],
    skus: skuRows([], []),
    publish: false,
  };
}

/**
 * The form path of a field a server message names (`skus.0.price: …` → ['skus', 0, 'price']).
 * `spec_names` is the specs' field in the form.
 */
export function formPathOf(field: string): (string | number)[] {
  const parts = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (parts[0] === 'spec_names') parts[0] = 'specs';
  return parts;
}

/** Moves item `from` of a list to `to` (a reorder of images). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}
