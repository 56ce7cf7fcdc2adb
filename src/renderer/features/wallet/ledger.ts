/**
 * Helpers over ledger pages (LedgerEntry of core/api/wallet): filtering a paged ledger by reason
 * without breaking infinite scroll, and reading a whole ledger to sort it by amount.
 */
import type { LedgerEntry } from './api';
import type { PageResult } from '../../core/data';

export type FetchLedgerPage = (page: number, limit: number) => Promise<PageResult<LedgerEntry>>;

/**
 * A page of the rows matching `keep`. Pages whose rows all fail the filter are skipped (up to
 * `maxSkip` more server pages), so the list does not stop early; `total` stays the server's,
 * which only bounds paging (the list stops on the first empty page).
 */
export async function filteredPage(
  fetch: FetchLedgerPage,
  page: number,
  limit: number,
  keep: (row: LedgerEntry) => boolean,
  cursor: { next: number },
  maxSkip = 5,
): Promise<PageResult<LedgerEntry>> {
  if (page === 1) cursor.next = 1;
  let skipped = 0;
  for (;;) {
    const res = await fetch(cursor.next, limit);
    cursor.next += 1;
    const rows = res.list.filter(keep);
    const end = res.list.length === 0 || (cursor.next - 1) * limit >= res.total;
    if (rows.length > 0 || end || skipped >= maxSkip) {
      // An end page with nothing left answers empty, which stops the list.
      return { list: rows, total: end && rows.length === 0 ? 0 : res.total };
    }
    skipped += 1;
  }
}

export interface WholeLedger {
  rows: LedgerEntry[];
  /** more rows exist than were read */
  truncated: boolean;
}

/** Reads up to `max` rows, `pageSize` at a time (the server allows at most 50). */
export async function readLedger(
  fetch: FetchLedgerPage,
  max = 500,
  pageSize = 50,
): Promise<WholeLedger> {
  const rows: LedgerEntry[] = [];
  let total = 0;
  for (let page = 1; rows.length < max; page++) {
    const res = await fetch(page, pageSize);
    total = res.total;
    rows.push(...res.list);
    if (res.list.length === 0 || rows.length >= res.total) break;
  }
  return { rows: rows.slice(0, max), truncated: total > max };
}

export type AmountOrder = 'desc' | 'asc';

/** Rows by the size of the movement (|delta|), ties newest first; a new array. */
export function sortByAmount(rows: readonly LedgerEntry[], order: AmountOrder): LedgerEntry[] {
  const sign = order === 'desc' ? -1 : 1;
  return [...rows].sort(
    (a, b) =>
      sign * (Math.abs(a.delta) - Math.abs(b.delta)) || b.created_at - a.created_at || b.id - a.id,
  );
}

/**
 * Points from activities: activity rewards, check-ins, invitations (`activity_reward`,
 * `sign_in`, `invite_reward`, any other `*_reward`).
 */
export function isRewardReason(reason: string): boolean {
  return reason === 'sign_in' || reason === 'reward' || reason.endsWith('_reward');
}
