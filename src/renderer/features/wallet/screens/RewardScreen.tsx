/**
 * Reward money (奖励金): what may be withdrawn, what is being withdrawn (frozen), and the totals
 * earned and withdrawn; withdraw (get-cash), the details of the account, the withdrawal records,
 * the bank cards and the withdrawal rules.
 */
import '../strings/bank';
import '../strings/wallet';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import * as walletApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { ErrorState, PageFrame, Price } from '../../../core/ui';
import { BalanceCard } from '../BalanceCard';
import { EntryLinks } from '../EntryLinks';
import { WithdrawRules } from '../WithdrawRules';

const P = '/pages/subpack1';

export default function Reward() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useLoad(() => unwrap(walletApi.getRewardInfo()), []);
  const d = info.data;
  const money = (fen: number | undefined) =>
    fen === undefined ? (
      <Skeleton.Title animated className="wallet-skeleton-figure" />
    ) : (
      <Price fen={fen} size="sm" />
    );

  return (
    <PageFrame title={t('wallet.rewardTitle')} page="pages/subpack1/pay-model/reward">
      {info.status === 'error' ? (
        <ErrorState onRetry={info.retry} />
      ) : (
        <>
          <BalanceCard
            label={t('wallet.rewardAvailable')}
            value={
              d ? (
                <Price fen={d.reward_money} size="lg" />
              ) : (
                <Skeleton.Title animated className="wallet-skeleton-figure" />
              )
            }
            testId="reward-available"
            items={[
              { label: t('wallet.frozen'), value: money(d?.frozen) },
              { label: t('wallet.totalEarned'), value: money(d?.total_earned) },
              { label: t('wallet.totalWithdrawn'), value: money(d?.total_withdrawn) },
            ]}
          >
            <Link
              to={`${P}/pay-model/glodMoneyList?account=reward_money`}
              className="wallet-hero__action"
            >
              {t('wallet.details')}
            </Link>
          </BalanceCard>
          <div className="wallet-actions">
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              disabled={!d}
              onClick={() => void navigate(`${P}/pay-model/get-cash`)}
            >
              {t('wallet.withdraw')}
            </Button>
          </div>
          <EntryLinks
            entries={[
              { to: `${P}/submitCash/submitCash`, label: t('wallet.withdrawRecords') },
              { to: `${P}/pay-model/bankCardList`, label: t('bank.myCards') },
            ]}
          />
          {d && <WithdrawRules rules={d.withdraw_rules} />}
        </>
      )}
    </PageFrame>
  );
}
