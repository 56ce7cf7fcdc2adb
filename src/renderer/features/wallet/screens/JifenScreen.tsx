/**
 * Points record: the points balance and the points ledger (all / earned / spent) with infinite
 * scroll; the filter lives in the query (`?direction=`).
 */
import '../strings/wallet';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { LEDGER_DIRECTIONS, type LedgerDirection } from '../api';
import * as walletApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { PageFrame } from '../../../core/ui';
import { formatPoints } from '../../../core/i18n/format';
import { LedgerList } from '../LedgerList';
import { SegmentTabs } from '../SegmentTabs';
import '../wallet.css';

export default function Jifen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('direction') as LedgerDirection | null;
  const direction: LedgerDirection = raw && LEDGER_DIRECTIONS.includes(raw) ? raw : 'all';
  const info = useLoad(() => unwrap(walletApi.getTwoIntegralInfo()), []);

  return (
    <PageFrame
      title={t('wallet.pointsRecord')}
      page="pages/subpack2/jifen/jifen"
      className="wallet-ledger-page"
    >
      <div className="wallet-sticky">
        <div className="wallet-strip">
          <span>{t('wallet.pointsBalance')}</span>
          <strong data-testid="jifen-integral">
            {info.data ? (
              formatPoints(info.data.integral)
            ) : info.status === 'error' ? (
              <button type="button" className="ui-text-button" onClick={info.retry}>
                {t('common.retry')}
              </button>
            ) : (
              <Skeleton.Title animated className="wallet-skeleton-inline" />
            )}
          </strong>
          <Link to="/pages/subpack1/user/my-integral" className="ui-text-button">
            {t('wallet.myIntegral')} ›
          </Link>
        </div>
        <SegmentTabs
          label={t('wallet.directionLabel')}
          value={direction}
          onChange={(d) => setParams({ direction: d }, { replace: true })}
          options={[
            { key: 'all', label: t('wallet.all') },
            { key: 'in', label: t('wallet.earned') },
            { key: 'out', label: t('wallet.spent') },
          ]}
        />
      </div>
      <LedgerList
        kind="points"
        deps={[direction]}
        fetchPage={async (page) => (await walletApi.getIntegralLog({ page, direction })).data}
      />
    </PageFrame>
  );
}
