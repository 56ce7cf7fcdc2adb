/** Input pieces and small helpers shared by the trade routes (docs/api-guishang.md "Trade"). */
import { sql, type RawBuilder } from 'kysely';
import { z, type ZodType } from 'zod';
import { parseJson } from '../../lib/json';
import { t, type CabinetMessageKey, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { StockError, type MoveResult, type StockRefusal } from './stock.service';

/** A JSON array given as a JSON body array or as a form field holding JSON. */
export function jsonArray<S extends ZodType>(item: S, min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? parseJson<unknown>(v, null) : v),
    z.array(item).min(min).max(max),
  );
}

/** An image URL: a path of this site (uploads, generated media) or an http(s) URL. */
export const imageUrl = z
  .string()
  .trim()
  .regex(/^(\/[A-Za-z0-9/._~%-]{1,499}|https?:\/\/[^\s"'<>]{1,490})$/, 'invalid');

/** A comma list of ids ("1,2,3"), 1–100 of them. */
export const idList = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'invalid')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((n) => n >= 1 && n <= 2 ** 31 - 1), { message: 'invalid' });

/** A terminal's key for one stock move (a UUID or similar). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'invalid');

/** A client's key for one order submission. */
export const clientKey = z.string().regex(/^[A-Za-z0-9_.:-]{16,64}$/, 'invalid');

/** `%kw%` for LIKE, with the wildcards of the keyword escaped (`escape '\'`). */
export function likeContains(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

const REFUSAL: Record<StockRefusal, CabinetMessageKey> = {
  no_location: 'slotNotFound',
  not_enough: 'notEnough',
  over_capacity: 'overCapacity',
  key_reused: 'keyReused',
};

/** Runs a stock-moving block; a refused move answers 422 (its transaction rolled back). */
export async function stockRefusalAs422<T>(lang: Lang, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof StockError) throw invalid(t(lang, `cabinet.${REFUSAL[err.refusal]}`));
    throw err;
  }
}

export function moveView(r: MoveResult) {
  return {
    ledger_id: r.ledger_id,
    location_id: r.location_id,
    sku_id: r.sku_id,
    delta: r.delta,
    before: r.before,
    quantity: r.after,
    reason: r.reason,
    replayed: r.replayed,
  };
}

/** Unix seconds of the start of the day of `now` in China time (UTC+8). */
export function dayStart(now: number): number {
  const shift = 8 * 3600;
  return Math.floor((now + shift) / 86400) * 86400 - shift;
}

export const num = (v: unknown): number => Number(v ?? 0);
