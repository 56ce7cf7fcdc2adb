/**
 * Field rules of the merchant goods forms, from the shared rules (src/shared/rules). Each answers
 * the value or the translation key of the inline error; the server checks the same bounds.
 */
import { yuanToFen } from '../../../../shared/rules/money';
import { isNonNegativeInteger, isPrice } from '../../../../shared/rules/validate';
import '../strings/goods';
import type { TranslationKey } from '../../../core/i18n/typed';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: TranslationKey };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(error: TranslationKey): Checked<T> => ({ ok: false, error });

/** The largest price the routes take: ¥1,000,000.00. */
export const MAX_PRICE_FEN = 100_000_000;

/** A name of 1..max characters after trimming. */
export function checkName(raw: string, max: number): Checked<string> {
  const v = raw.trim();
  if (!v) return bad('gsGoods.err.nameRequired');
  if (v.length > max) return bad('gsGoods.err.nameTooLong');
  return ok(v);
}

/** A yuan amount with at most 2 decimals, converted to fen; `min` in fen (default 0). */
export function checkPrice(raw: string, min = 0): Checked<number> {
  const v = raw.trim();
  if (!v) return bad('gsGoods.err.priceRequired');
  if (!isPrice(v)) return bad('gsGoods.err.priceInvalid');
  const fen = yuanToFen(v);
  if (fen < min) return bad('gsGoods.err.priceTooLow');
  if (fen > MAX_PRICE_FEN) return bad('gsGoods.err.priceTooHigh');
  return ok(fen);
}

/** An optional price: empty answers undefined. */
export function checkOptionalPrice(raw: string): Checked<number | undefined> {
  return raw.trim() === '' ? ok(undefined) : checkPrice(raw);
}

/** A whole number within min..max (sort order, stock, quantity); empty → `empty` when given. */
export function checkInt(raw: string, min: number, max: number, empty?: number): Checked<number> {
  const v = raw.trim();
  if (v === '' && empty !== undefined) return ok(empty);
  if (!isNonNegativeInteger(v)) return bad('gsGoods.err.intInvalid');
  const n = Number(v);
  if (n < min || n > max) return bad('gsGoods.err.intRange');
  return ok(n);
}

/** A key for one warehouse or slot move (8–64 of A-Z a-z 0-9 _ . : -); a UUID where possible. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
