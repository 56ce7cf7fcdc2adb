/**
 * 酒豆 earned: the points ledger filtered to earnings (direction `in`). 酒豆 is the points
 * account shown as a loyalty wallet; see jiudou/index.tsx for the decision.
 */
import '../../wallet/strings/wallet';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as walletApi from '../../wallet/api';
import { EmptyState, PageFrame } from '../../../core/ui';
import { LedgerList } from '../../wallet';
import { unwrap } from '../../../core/data';

export default function JiudouBusinessList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('wallet.jdEarned')} page="pages/subpack1/jiudou/business-list">
      <p className="wallet-intro">{t('wallet.jdEarnedHint')}</p>
      <LedgerList
        kind="points"
        deps={[]}
        fetchPage={(page) => unwrap(walletApi.getIntegralLog({ page, direction: 'in' }))}
        empty={
          <EmptyState
            title={t('wallet.jdNone')}
            actionText={t('common.goShopping')}
            onAction={() => void navigate('/pages/index/index')}
          />
        }
      />
    </PageFrame>
  );
}
