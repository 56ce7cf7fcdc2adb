/**
 * My coupons (`?tab=unused|used|expired`): unused (`coupon_user/get_list` status 0) with "use" →
 * the coupon zone that names the coupon or the goods list, used (status 1) with when, expired
 * (`coupon_user/get_overdue_coupon`). The tab lives in the URL (replaced on change). Pull to
 * refresh, infinite scroll; empty states lead to the coupon centre.
 */
import '../strings/tasks';
import '../promo-tasks.css';
import { Tabs } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as promoApi from '../api';
import type { MyCoupon } from '../api';
import { CouponCard } from '../CouponCard';
import { CouponUseButton } from '../CouponUseButton';
import { useGoLogin } from '../../../core/router/use-go-login';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { formatDate } from '../../../core/i18n/format';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/user/my-coupon';
const TABS = ['unused', 'used', 'expired'] as const;
type Tab = (typeof TABS)[number];

const parseTab = (v: string | null): Tab =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as Tab) : 'unused';

const MyCouponPage = observer(function MyCouponPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const { user } = useStores();
  const loggedIn = user.hasLogin;
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));

  const list = usePaged(
    async ({ page }) =>
      !loggedIn
        ? { list: [], total: 0 }
        : await unwrap(
            tab === 'expired'
              ? promoApi.getOverdueCoupons({ page })
              : promoApi.getMyCoupons({ page, status: tab === 'used' ? 1 : 0 }),
          ),
    [tab, loggedIn],
  );

  const render = (c: MyCoupon) => (
    <CouponCard
      title={c.title}
      amount={c.amount}
      threshold={c.threshold}
      rate={c.rate}
      start_at={c.start_at}
      end_at={c.end_at}
      muted={tab !== 'unused'}
      stamp={
        tab === 'used'
          ? t('promoTasks.coupon.usedTag')
          : tab === 'expired'
            ? t('promoTasks.coupon.expiredTag')
            : undefined
      }
      notes={
        tab === 'used' && c.used_at ? (
          <p className="pt-coupon__notes">
            <span>{t('promoTasks.coupon.usedAt', { date: formatDate(c.used_at) })}</span>
          </p>
        ) : undefined
      }
      action={
        tab === 'unused' ? <CouponUseButton couponId={c.coupon_id} title={c.title} /> : undefined
      }
    />
  );

  const emptyTitle =
    tab === 'used'
      ? t('promoTasks.coupon.emptyUsed')
      : tab === 'expired'
        ? t('promoTasks.coupon.emptyExpired')
        : t('promoTasks.coupon.emptyUnused');

  return (
    <PageFrame
      title={t('promoTasks.coupon.mineTitle')}
      page={PAGE}
      className="pt-page"
      right={
        <button
          type="button"
          className="ui-text-button"
          onClick={() => void navigate('/pages/subpack1/coupon-center/coupon-center')}
        >
          {t('promoTasks.coupon.goCentre')}
        </button>
      }
    >
      <div className="pt-sticky">
        <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
          {TABS.map((k) => (
            <Tabs.Tab key={k} title={t(`promoTasks.coupon.tabs.${k}`)} />
          ))}
        </Tabs>
      </div>
      <ListView
        state={list}
        pullToRefresh
        className="pt-coupon-list"
        itemKey={(c) => c.id}
        skeletonRows={3}
        render={render}
        empty={
          loggedIn ? (
            <EmptyState
              title={emptyTitle}
              actionText={t('promoTasks.coupon.goCentre')}
              onAction={() => void navigate('/pages/subpack1/coupon-center/coupon-center')}
            />
          ) : (
            <EmptyState
              title={t('promoTasks.coupon.loginPrompt')}
              actionText={t('promoTasks.coupon.login')}
              onAction={goLogin}
            />
          )
        }
      />
    </PageFrame>
  );
});

export default MyCouponPage;
