/**
 * SKU picking on the goods detail (pure, tested in sku.test.ts). A selection maps a prop name
 * (颜色) to the chosen value (红) or nothing. A value can be chosen when some in-stock SKU has it
 * together with the values already chosen for the OTHER props: that way the user can always
 * switch a value without first clearing the others, and never reaches a sold-out combination.
 */
import type { GoodsProp, SkuItem } from '../../../../shared/contract';
import { catalogueText } from '../../../core/i18n/catalogue';

export type Selection = Readonly<Record<string, string | undefined>>;

/** The quantity limit of one line (the server's cap). */
export const MAX_QUANTITY = 999;

function matchesOthers(sku: SkuItem, selection: Selection, except: string): boolean {
  return Object.entries(selection).every(
    ([name, value]) => name === except || value === undefined || sku.spec[name] === value,
  );
}

/** Whether `value` of prop `name` can still lead to an in-stock SKU. */
export function isValueAvailable(
  skus: readonly SkuItem[],
  selection: Selection,
  name: string,
  value: string,
): boolean {
  return skus.some(
    (sku) => sku.stock > 0 && sku.spec[name] === value && matchesOthers(sku, selection, name),
  );
}

/** Every prop's values with their availability, in display order. */
export function availability(
  props: readonly GoodsProp[],
  skus: readonly SkuItem[],
  selection: Selection,
): { name: string; values: { value: string; available: boolean; selected: boolean }[] }[] {
  return props.map((p) => ({
    name: p.name,
    values: p.values.map((value) => ({
      value,
      available: isValueAvailable(skus, selection, p.name, value),
      selected: selection[p.name] === value,
    })),
  }));
}

/** The SKU of a complete selection (every prop chosen), else undefined. */
export function skuOf(
  props: readonly GoodsProp[],
  skus: readonly SkuItem[],
  selection: Selection,
): SkuItem | undefined {
  if (props.length === 0) return skus.length === 1 ? skus[0] : undefined;
  if (props.some((p) => selection[p.name] === undefined)) return undefined;
  return skus.find((sku) => props.every((p) => sku.spec[p.name] === selection[p.name]));
}

/** Props not chosen yet, in display order. */
export function missingProps(props: readonly GoodsProp[], selection: Selection): string[] {
  return props.filter((p) => selection[p.name] === undefined).map((p) => p.name);
}

/**
 * Taps a value: chooses it, or clears it when it was chosen. An unavailable value is ignored.
 * Choosing a value keeps the other choices (availability already guarantees they fit).
 */
export function toggleValue(
  skus: readonly SkuItem[],
  selection: Selection,
  name: string,
  value: string,
): Selection {
  if (selection[name] === value) return { ...selection, [name]: undefined };
  if (!isValueAvailable(skus, selection, name, value)) return selection;
  return { ...selection, [name]: value };
}

/**
 * The selection to start with: the SKU the link names when it is in stock, else the only SKU
 * when there is just one in stock; otherwise nothing (the picker asks).
 */
export function initialSelection(
  props: readonly GoodsProp[],
  skus: readonly SkuItem[],
  skuId?: number,
): Selection {
  const inStock = skus.filter((s) => s.stock > 0);
  const start =
    (skuId ? inStock.find((s) => s.id === skuId) : undefined) ??
    (inStock.length === 1 && skus.length === 1 ? inStock[0] : undefined);
  if (!start) return {};
  return Object.fromEntries(props.map((p) => [p.name, start.spec[p.name]]));
}

/** The chosen values as one text: 红 / XL. */
export function specText(spec: Readonly<Record<string, string>> | Selection): string {
  return Object.values(spec)
    .filter((v): v is string => Boolean(v))
    .map((v) => catalogueText(v))
    .join(' / ');
}

/** The largest quantity that can be picked for a SKU: its stock, at most 999, at least 1. */
export function maxQuantity(sku: SkuItem | undefined): number {
  if (!sku) return MAX_QUANTITY;
  return Math.max(1, Math.min(sku.stock, MAX_QUANTITY));
}

/** A quantity kept within 1..max. */
export function clampQuantity(n: number, max: number): number {
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(1, Math.floor(n)), Math.max(1, max));
}
