/**
 * Points from activities: the points earnings whose reason is a reward — activity rewards,
 * check-ins, invitations (`activity_reward`, `sign_in`, `invite_reward`, and any other
 * `*_reward`). The server filters by one exact reason, so the earnings (`direction=in`) are
 * filtered here, skipping pages without such rows so scrolling continues.
 */
import '../strings/wallet';
import { useRef } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { LedgerEntry } from '../api';
import * as walletApi from '../api';
import { EmptyState, PageFrame } from '../../../core/ui';
import { filteredPage, isRewardReason } from '../ledger';
import { LedgerList } from '../LedgerList';

const isReward = (r: LedgerEntry) => isRewardReason(r.reason);

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
