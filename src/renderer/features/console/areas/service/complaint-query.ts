/**
 * The complaints queue's filters as the URL query of its route (issue 20, part `service`) and as
 * the API's input: status (new / replied / closed), type, a China-time day range, free text.
 */
import { COMPLAINT_TYPES, type ComplaintType } from '../../../../../shared/contract/chat';
import {
  SERVICE_COMPLAINT_STATES,
  type ServiceComplaintState,
} from '../../../../../shared/contract/ops-service';
import { dayRangeInput, day, oneOf, positiveInt, text } from '../../list-query';

export const COMPLAINT_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

export interface ComplaintFilters {
  page: number;
  limit: number;
  status?: ServiceComplaintState;
  type?: ComplaintType;
  /** YYYY-MM-DD, China time */
  from?: string;
  /** YYYY-MM-DD, China time, inclusive */
  to?: string;
  q?: string;
}

/** Filters from the route's query; anything malformed is dropped. */
export function parseComplaintQuery(params: URLSearchParams): ComplaintFilters {
  const limit = positiveInt(params.get('limit'));
  const f: ComplaintFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit:
      limit && (COMPLAINT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const status = oneOf(params.get('status'), SERVICE_COMPLAINT_STATES);
  if (status) f.status = status;
  const type = oneOf(params.get('type'), COMPLAINT_TYPES);
  if (type) f.type = type;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  const q = text(params.get('q'), 50);
  if (q) f.q = q;
  return f;
}

/** The route's query of these filters (defaults left out, stable order). */
export function complaintQueryString(f: ComplaintFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  if (f.status) p.set('status', f.status);
  if (f.type) p.set('type', f.type);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.q) p.set('q', f.q);
  return p.toString();
}

/** The API's input (`GET /api/ops/service/complaints`). */
export function complaintApiInput(f: ComplaintFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.status) input.status = f.status;
  if (f.type) input.type = f.type;
  if (f.q) input.q = f.q;
  return { ...input, ...dayRangeInput(f.from, f.to) };
}
