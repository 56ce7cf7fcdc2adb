/**
 * My wallet (the mine tab's "My wallet"; the route's title is "points (JD pay)"): the points
 * card with the points actions (record, transfer, my points), the two money accounts (reward
 * money, balance), the money services (details, bank cards, withdrawal records) and the account
 * security entries (pay password, real name) with their state.
 */
import '../../account/strings/identity';
import '../../account/strings/pay-pwd';
import '../strings/bank';
import '../strings/wallet';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import * as walletApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { ErrorState, PageFrame, Price } from '../../../core/ui';
import { BalanceCard } from '../BalanceCard';
import { EntryLinks } from '../EntryLinks';
import { formatPoints } from '../../../core/i18n/format';
import '../wallet.css';

const P = '/pages/subpack1';

const JDpay = observer(function JDpay() {
  const { t } = useTranslation();
  const { user } = useStores();
  const info = useLoad(() => unwrap(walletApi.getBalanceInfo()), []);

  useEffect(() => {
    user.loadInfo().catch(() => undefined);
  }, [user]);

  const data = info.data;
  const me = user.info;

  return (
    <PageFrame title={t('wallet.title')} page="pages/subpack1/pay-model/JDpay">
      {info.status === 'error' ? (
        <ErrorState onRetry={info.retry} />
      ) : (
        <>
          <BalanceCard
            label={t('wallet.pointsBalance')}
            value={
              data ? (
                formatPoints(data.integral)
              ) : (
                <Skeleton.Title animated className="wallet-skeleton-figure" />
              )
            }
            testId="wallet-integral"
          >
            <Link to="/pages/subpack2/jifen/jifen" className="wallet-hero__action">
              {t('wallet.pointsRecord')}
            </Link>
            <Link
              to={`${P}/user/my-integral?focus=transfer`}
              className="wallet-hero__action wallet-hero__action--solid"
            >
              {t('wallet.transfer')}
            </Link>
          </BalanceCard>

          <section className="card wallet-accounts" aria-label={t('wallet.accounts')}>
            <Link to={`${P}/pay-model/reward`} className="wallet-account">
              <span className="wallet-account__label">{t('wallet.rewardMoney')}</span>
              <span className="wallet-account__value" data-testid="wallet-reward">
                {data ? <Price fen={data.reward_money} size="md" /> : '—'}
              </span>
              <span className="wallet-account__hint">{t('wallet.withdrawable')}</span>
            </Link>
            <Link to={`${P}/pay-model/glodMoneyList?account=balance`} className="wallet-account">
              <span className="wallet-account__label">{t('wallet.balance')}</span>
              <span className="wallet-account__value" data-testid="wallet-balance">
                {data ? <Price fen={data.balance} size="md" /> : '—'}
              </span>
              <span className="wallet-account__hint">{t('wallet.balanceHint')}</span>
            </Link>
          </section>

          <EntryLinks
            title={t('wallet.pointsServices')}
            entries={[
              { to: `${P}/user/my-integral`, label: t('wallet.myIntegral') },
              { to: '/pages/subpack2/jifen/jifen', label: t('wallet.pointsRecord') },
              { to: `${P}/user/integralAward`, label: t('wallet.integralAward') },
              { to: `${P}/jiudou/index`, label: t('wallet.jiudou') },
            ]}
          />
          <EntryLinks
            title={t('wallet.moneyServices')}
            entries={[
              {
                to: `${P}/pay-model/glodMoneyList?account=reward_money`,
                label: t('wallet.details'),
              },
              { to: `${P}/pay-model/bankCardList`, label: t('bank.myCards') },
              { to: `${P}/submitCash/submitCash`, label: t('wallet.withdrawRecords') },
            ]}
          />
          <EntryLinks
            title={t('wallet.security')}
            entries={[
              {
                to: `${P}/set/pay-pwd`,
                label: t('payPwd.title'),
                extra: me ? (me.has_pay_password ? t('payPwd.isSet') : t('payPwd.notSet')) : '',
                testId: 'wallet-paypwd-entry',
              },
              {
                to: `${P}/set/user-id-card`,
                label: t('identity.title'),
                extra: me
                  ? me.real_name_verified
                    ? t('identity.verified')
                    : t('identity.notVerified')
                  : '',
              },
            ]}
          />
        </>
      )}
    </PageFrame>
  );
});

export default JDpay;
