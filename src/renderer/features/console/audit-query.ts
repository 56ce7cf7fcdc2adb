/**
 * The audit log's filters as the URL query of its route (issue 20: filters are kept in the URL,
 * so a search can be reloaded, bookmarked and sent to a colleague) and as the API's input.
 * Dates are calendar days in China time (UTC+8, as every operator reads them): `from` is the
 * start of its day, `to` the end of its day (the API's `to` is exclusive: the next day's start).
 */
import { chinaDayStart, day, DAY_S, positiveInt, text } from './list-query';

export { chinaDateTime, chinaDayStart } from './list-query';
export const AUDIT_PAGE_SIZES = [20, 50] as const;
const DEFAULT_LIMIT = 20;

export interface AuditFilters {
  page: number;
  limit: number;
  operator_id?: number;
  action?: string;
  object_type?: string;
  object_id?: string;
  /** YYYY-MM-DD, China time */
  from?: string;
  /** YYYY-MM-DD, China time, inclusive */
  to?: string;
}

/** Filters from the route's query; anything malformed is dropped (a hand-edited URL). */
export function parseAuditQuery(params: URLSearchParams): AuditFilters {
  const limit = positiveInt(params.get('limit'));
  const f: AuditFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (AUDIT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const operator = positiveInt(params.get('operator_id'));
  if (operator) f.operator_id = operator;
  const action = text(params.get('action'), 64);
  if (action && /^[a-z0-9_.]+$/.test(action)) f.action = action;
  const type = text(params.get('object_type'), 32);
  if (type && /^[a-z0-9_.]+$/.test(type)) f.object_type = type;
  const id = text(params.get('object_id'), 64);
  if (id) f.object_id = id;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  return f;
}

/** The route's query of these filters (defaults left out, stable order). */
export function auditQueryString(f: AuditFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  if (f.operator_id) p.set('operator_id', String(f.operator_id));
  if (f.action) p.set('action', f.action);
  if (f.object_type) p.set('object_type', f.object_type);
  if (f.object_id) p.set('object_id', f.object_id);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  return p.toString();
}

/** The API's input (`GET /api/ops/audit`) of these filters. */
export function auditApiInput(f: AuditFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.operator_id) input.operator_id = f.operator_id;
  if (f.action) input.action = f.action;
  if (f.object_type) input.object_type = f.object_type;
  if (f.object_id) input.object_id = f.object_id;
  if (f.from) input.from = chinaDayStart(f.from);
  if (f.to) input.to = chinaDayStart(f.to) + DAY_S;
  return input;
}
