/**
 * Points from activities: the points ledger rows whose reason is an activity reward
 * (`reason=reward`). The filter is sent to the server and applied here as well (the contract's
 * ledger filters by direction only), skipping pages without such rows so scrolling continues.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LedgerEntry } from '../../../core/api/wallet';
import * as walletApi from '../../../core/api/wallet';
import { EmptyState, PageFrame } from '../../../core/ui';
import { filteredPage } from '../../../core/wallet/ledger';
import { LedgerList } from '../../../core/wallet/LedgerList';

const isReward = (r: LedgerEntry) => r.reason === 'reward' || r.reason.startsWith('reward_');

export default function IntegralAward() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cursor = useRef({ next: 1 });
  return (
    <PageFrame title={t('wallet.integralAward')} page="pages/subpack1/user/integralAward">
      <p className="wallet-intro">{t('wallet.awardIntro')}</p>
      <LedgerList
        kind="points"
        deps={[]}
        fetchPage={(page) =>
          filteredPage(
            async (p, limit) =>
              (
                await walletApi.getIntegralLog({
                  page: p,
                  limit,
                  direction: 'in',
                  reason: 'reward',
                })
              ).data,
            page,
            20,
            isReward,
            cursor.current,
          )
        }
        empty={
          <EmptyState
            title={t('wallet.awardNone')}
            actionText={t('common.goShopping')}
            onAction={() => void navigate('/pages/index/index')}
          />
        }
      />
    </PageFrame>
  );
}
