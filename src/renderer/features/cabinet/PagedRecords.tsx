/**
 * A paged record list of the kiosk stock screens (stock ledger, abnormal restocks): the rows of a
 * `usePaged` state in pager mode (`goTo`), with skeleton / error with retry / empty / the rows,
 * and the large pager under them.
 */
import { type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import './strings/stock';
import type { PagedState } from '../../core/data';
import { EmptyState, ErrorState, ListSkeleton } from '../../core/ui';
import { formatTime, Pager } from './parts';

export const RECORDS_LIMIT = 20;

export function PagedRecords<R>({
  state,
  emptyTitle,
  listTestId,
  rowTestId,
  rowKey,
  renderRow,
}: {
  /** `usePaged(fetchPage, filters, { limit: RECORDS_LIMIT })` */
  state: PagedState<R>;
  emptyTitle: string;
  listTestId: string;
  rowTestId: string;
  rowKey: (row: R) => string | number;
  /** the contents of one row's `<li>` */
  renderRow: (row: R) => ReactNode;
}) {
  if (state.status === 'loading') return <ListSkeleton rows={4} />;
  if (state.status === 'error') return <ErrorState onRetry={() => void state.reload()} />;
  if (state.status === 'empty') return <EmptyState title={emptyTitle} />;
  return (
    <>
      <ul className="kiosk-log" data-testid={listTestId}>
        {state.items.map((r) => (
          <li key={rowKey(r)} className="kiosk-log__row" data-testid={rowTestId}>
            {renderRow(r)}
          </li>
        ))}
      </ul>
      <Pager
        page={state.page}
        total={state.total}
        limit={RECORDS_LIMIT}
        onChange={(page) => void state.goTo(page)}
      />
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
