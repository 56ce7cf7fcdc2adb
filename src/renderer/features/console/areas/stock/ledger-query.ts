/**
 * The stock ledger's filters as the URL query of `/stock` (issue 20, part stock) and as the
 * API's input. Dates are China-time days: `to` inclusive in the URL, exclusive in the API.
 */
import { OPS_STOCK_REASONS, type OpsStockReason } from '../../../../../shared/contract/ops-stock';
import { chinaDayStart, day, DAY_S, oneOf, positiveInt } from '../../list-query';

export const LEDGER_LIMIT = 20;

export interface LedgerFilters {
  page: number;
  goods_id?: number;
  sku_id?: number;
  location_id?: number;
  reason?: OpsStockReason;
  operator_id?: number;
  from?: string;
  to?: string;
}

const NUMS = ['goods_id', 'sku_id', 'location_id', 'operator_id'] as const;

export function parseLedgerQuery(params: URLSearchParams): LedgerFilters {
  const f: LedgerFilters = { page: positiveInt(params.get('page')) ?? 1 };
  for (const k of NUMS) {
    const n = positiveInt(params.get(k));
    if (n) f[k] = n;
  }
  const reason = oneOf(params.get('reason'), OPS_STOCK_REASONS);
  if (reason) f.reason = reason;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  return f;
}

export function ledgerQueryString(f: LedgerFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  for (const k of NUMS) if (f[k]) p.set(k, String(f[k]));
  if (f.reason) p.set('reason', f.reason);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  return p.toString();
}

export function ledgerApiInput(f: LedgerFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: LEDGER_LIMIT };
  for (const k of NUMS) if (f[k]) input[k] = f[k];
  if (f.reason) input.reason = f.reason;
  if (f.from) input.from = chinaDayStart(f.from);
  if (f.to) input.to = chinaDayStart(f.to) + DAY_S;
  return input;
}
