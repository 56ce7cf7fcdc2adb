/** A paged account ledger: one row per movement, infinite scroll, pull to refresh. */
import './strings/wallet';
import type { DependencyList, ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import type { LedgerEntry } from './api';
import { usePaged, type PageResult } from '../../core/data';
import { EmptyState, ListView, Price } from '../../core/ui';
import { SignedAmount } from './Amount';
import { formatDateTime, formatPoints } from '../../core/i18n/format';
import './wallet.css';

export type AmountKind = 'money' | 'points';

export function LedgerRow({ row, kind }: { row: LedgerEntry; kind: AmountKind }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-row" data-testid="ledger-row">
      <div className="wallet-row__main">
        <p className="wallet-row__title">{row.reason_text || row.reason}</p>
        <time className="wallet-row__time" dateTime={new Date(row.created_at * 1000).toISOString()}>
          {formatDateTime(row.created_at)}
        </time>
      </div>
      <div className="wallet-row__side">
        <SignedAmount value={row.delta} kind={kind} />
        <span className="wallet-row__after">
          {t('wallet.after')}{' '}
          {kind === 'money' ? <Price fen={row.after} size="sm" /> : formatPoints(row.after)}
        </span>
      </div>
    </div>
  );
}

export interface LedgerListProps {
  fetchPage: (page: number) => Promise<PageResult<LedgerEntry>>;
  /** the list starts over when these change (account, direction) */
  deps: DependencyList;
  kind: AmountKind;
  empty?: ReactNode;
}

export function LedgerList({ fetchPage, deps, kind, empty }: LedgerListProps) {
  const { t } = useTranslation();
  const state = usePaged(({ page }) => fetchPage(page), deps);
  return (
    <ListView
      state={state}
      className="wallet-list"
      pullToRefresh
      itemKey={(r) => r.id}
      render={(row) => <LedgerRow row={row} kind={kind} />}
      empty={empty ?? <EmptyState title={t('wallet.ledgerEmpty')} />}
    />
  );
}
