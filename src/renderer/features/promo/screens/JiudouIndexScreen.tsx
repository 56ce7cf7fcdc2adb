/**
 * 酒豆 ("wine beans").
 *
 * Product decision (the spec names the three jiudou routes and nothing else): the shop has one
 * loyalty currency, the points account (`integral`, docs/api-wallet-account.md). 酒豆 is that
 * same account presented as a wine-shop loyalty wallet — 1 酒豆 = 1 point, no separate balance,
 * no conversion — so nothing can drift between two currencies and every movement stays in the
 * one points ledger:
 * - index (this screen): the balance, how to earn beans, and the entries;
 * - business-list: the ledger filtered to earnings (direction `in`);
 * - sort-list: the ledger sorted by the size of each movement.
 */
import '../../wallet/strings/wallet';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import * as walletApi from '../../wallet/api';
import { ErrorState, PageFrame } from '../../../core/ui';
import { BalanceCard } from '../../wallet';
import { EntryLinks } from '../../wallet';
import { formatPoints } from '../../../core/i18n/format';
import { unwrap, useLoad } from '../../../core/data';
import '../jiudou.css';

const P = '/pages/subpack1';

export default function JiudouIndex() {
  const { t } = useTranslation();
  const info = useLoad(async () => await unwrap(walletApi.getTwoIntegralInfo()), []);
  const ways = [
    { key: 'shop', title: t('wallet.jdEarnShop'), text: t('wallet.jdEarnShopHint') },
    { key: 'invite', title: t('wallet.jdEarnInvite'), text: t('wallet.jdEarnInviteHint') },
    { key: 'activity', title: t('wallet.jdEarnActivity'), text: t('wallet.jdEarnActivityHint') },
    { key: 'gift', title: t('wallet.jdEarnGift'), text: t('wallet.jdEarnGiftHint') },
  ];
  return (
    <PageFrame title={t('wallet.jiudou')} page="pages/subpack1/jiudou/index">
      {info.status === 'error' ? (
        <ErrorState onRetry={info.retry} />
      ) : (
        <>
          <BalanceCard
            className="wallet-hero--wine"
            label={t('wallet.jdBalance')}
            value={
              info.data ? (
                formatPoints(info.data.integral)
              ) : (
                <Skeleton.Title animated className="wallet-skeleton-figure" />
              )
            }
            testId="jiudou-balance"
            items={[{ label: t('wallet.jdRate'), value: t('wallet.jdRateValue') }]}
          >
            <Link to={`${P}/jiudou/business-list`} className="wallet-hero__action">
              {t('wallet.jdEarned')}
            </Link>
            <Link
              to={`${P}/user/my-integral?focus=transfer`}
              className="wallet-hero__action wallet-hero__action--solid"
            >
              {t('wallet.transfer')}
            </Link>
          </BalanceCard>
          <section className="card wallet-ways" aria-labelledby="jd-ways">
            <h2 id="jd-ways">{t('wallet.jdHowToEarn')}</h2>
            <ul>
              {ways.map((w) => (
                <li key={w.key}>
                  <span className="wallet-ways__dot" aria-hidden="true" />
                  <div>
                    <p className="wallet-ways__title">{w.title}</p>
                    <p className="wallet-ways__text">{w.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Link to="/pages/index/index" className="ui-link-button">
              {t('common.goShopping')}
            </Link>
          </section>
          <EntryLinks
            entries={[
              { to: `${P}/jiudou/business-list`, label: t('wallet.jdEarned') },
              { to: `${P}/jiudou/sort-list`, label: t('wallet.jdSorted') },
              { to: '/pages/subpack2/jifen/jifen', label: t('wallet.jdAll') },
            ]}
          />
        </>
      )}
    </PageFrame>
  );
}
