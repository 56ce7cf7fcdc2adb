/** Small helpers shared by the cabinet routes and services (docs/api-guishang.md "Trade"); their
 * input pieces are in shared/contract/cabinet.ts. */
import { sql, type RawBuilder } from 'kysely';
import { t, type CabinetMessageKey, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { StockError, type MoveResult, type StockRefusal } from './stock.service';

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
  wrong_product: 'slotWrongProduct',
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

/**
 * A status or kind column read as the union its contract documents (the database column is a
 * plain number or string). A value outside the union is a broken row: it throws.
 */
export function oneOf<T extends number | string>(values: readonly T[], v: number | string): T {
  const found = values.find((x) => x === v);
  if (found === undefined) throw new Error(`unexpected value ${String(v)}`);
  return found;
}
