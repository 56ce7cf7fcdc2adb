/**
 * A paged record list of the kiosk stock screens (stock ledger, abnormal restocks): loads one
 * page of `fetchPage` whenever the page or the filter `key` changes (stale answers dropped),
 * shows skeleton / error with retry / empty / the rows, and the large pager under them.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './strings/stock';
import type { Paged } from './stock-api';
import { EmptyState, ErrorState, ListSkeleton } from '../../core/ui';
import { formatTime, Pager, type Loadable } from './parts';

export const RECORDS_LIMIT = 20;

export interface PagedRecordsState<R> {
  rows: Loadable<Paged<R>>;
  page: number;
  setPage: (page: number) => void;
  retry: () => void;
}

/**
 * One page of records. `filterKey` names the filters `fetchPage` uses (the call itself may be a
 * new function on every render); the caller resets the page to 1 when a filter changes.
 */
export function usePagedRecords<R>(
  fetchPage: (page: number, limit: number) => Promise<{ data: Paged<R> }>,
  filterKey: string,
): PagedRecordsState<R> {
  const [page, setPage] = useState(1);
  const [tick, setTick] = useState(0);
  const [rows, setRows] = useState<Loadable<Paged<R>>>({ status: 'loading' });
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    let live = true;
    setRows({ status: 'loading' });
    fetchRef.current(page, RECORDS_LIMIT).then(
      (res) => live && setRows({ status: 'ready', data: res.data }),
      () => live && setRows({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [page, filterKey, tick]);

  return { rows, page, setPage, retry: () => setTick((n) => n + 1) };
}

export function PagedRecords<R>({
  state,
  emptyTitle,
  listTestId,
  rowTestId,
  rowKey,
  renderRow,
}: {
  state: PagedRecordsState<R>;
  emptyTitle: string;
  listTestId: string;
  rowTestId: string;
  rowKey: (row: R) => string | number;
  /** the contents of one row's `<li>` */
  renderRow: (row: R) => ReactNode;
}) {
  const { rows, page, setPage, retry } = state;
  if (rows.status === 'loading') return <ListSkeleton rows={4} />;
  if (rows.status === 'error') return <ErrorState onRetry={retry} />;
  if (rows.data.list.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <ul className="kiosk-log" data-testid={listTestId}>
        {rows.data.list.map((r) => (
          <li key={rowKey(r)} className="kiosk-log__row" data-testid={rowTestId}>
            {renderRow(r)}
          </li>
        ))}
      </ul>
      <Pager page={page} total={rows.data.total} limit={RECORDS_LIMIT} onChange={setPage} />
    </>
  );
}

/** The start of a record's first line: when, and the cabinet with its slot. */
export function RecordWhenWhere({
  at,
  cabinet,
  slotNo,
}: {
  /** Unix seconds */
  at: number;
  cabinet: string;
  slotNo: number | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <time dateTime={new Date(at * 1000).toISOString()}>{formatTime(at, i18n.language)}</time>
      <span>
        {cabinet} {slotNo ? t('gsStock.slotNo', { n: slotNo }) : ''}
      </span>
    </>
  );
}
