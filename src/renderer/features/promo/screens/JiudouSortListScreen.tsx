/**
 * 酒豆 by size: the points ledger sorted by the size of each movement, largest first or smallest
 * first, for all movements, earnings or spendings. The contract's ledger is ordered by time
 * only, so this screen reads the newest 500 rows (50 per request) and sorts them here; when the
 * ledger is longer it says so. 酒豆 is the points account; see jiudou/index.tsx.
 */
import '../../wallet/strings/wallet';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { LedgerDirection } from '../../wallet/api';
import * as walletApi from '../../wallet/api';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { readLedger, sortByAmount, type AmountOrder } from '../../wallet';
import { LedgerRow } from '../../wallet';
import { SegmentTabs } from '../../wallet';
import { unwrap, useLoad } from '../../../core/data';

const MAX_ROWS = 500;

export default function JiudouSortList() {
  const { t } = useTranslation();
  const [order, setOrder] = useState<AmountOrder>('desc');
  const [direction, setDirection] = useState<LedgerDirection>('all');
  const load = useLoad(
    () =>
      readLedger(
        async (page, limit) => await unwrap(walletApi.getIntegralLog({ page, limit, direction })),
        MAX_ROWS,
      ),
    [direction],
  );
  const rows = load.data ? sortByAmount(load.data.rows, order) : [];

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (load.status === 'loading') body = <ListSkeleton />;
  else if (rows.length === 0) body = <EmptyState title={t('wallet.jdNone')} />;
  else
    body = (
      <>
        <ol className="ui-list wallet-list" aria-label={t('wallet.jdSorted')}>
          {rows.map((r) => (
            <li className="ui-list__item" key={r.id}>
              <LedgerRow row={r} kind="points" />
            </li>
          ))}
        </ol>
        <p className="ui-infinite-footer wallet-note">
          {load.data?.truncated ? t('wallet.jdTruncated', { n: MAX_ROWS }) : t('common.noMore')}
        </p>
      </>
    );

  return (
    <PageFrame title={t('wallet.jdSorted')} page="pages/subpack1/jiudou/sort-list">
      <div className="wallet-sticky">
        <SegmentTabs
          label={t('wallet.directionLabel')}
          value={direction}
          onChange={setDirection}
          options={[
            { key: 'all', label: t('wallet.all') },
            { key: 'in', label: t('wallet.in') },
            { key: 'out', label: t('wallet.out') },
          ]}
        />
        <SegmentTabs
          label={t('wallet.orderLabel')}
          value={order}
          onChange={setOrder}
          options={[
            { key: 'desc', label: t('wallet.largestFirst') },
            { key: 'asc', label: t('wallet.smallestFirst') },
          ]}
        />
      </div>
      {body}
    </PageFrame>
  );
}
