/**
 * Coupon centre: every coupon on offer with its amount, threshold, window, how many are left and
 * the per-user limit; "receive" → `/api/coupon/receive_coupon` (the server's 423 reasons — none
 * left, limit reached, not started, ended — are toasted by the wrapper and the list is read again);
 * once the user holds all they may take, the card is stamped "received" and offers "use" while one
 * of them is unused, else it is stamped "used" with a disabled "used" button (issue 19). Logged
 * out, "receive" goes to login and comes back here. Pull to refresh, infinite scroll.
 */
import '../strings/tasks';
import '../promo-tasks.css';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as promoApi from '../api';
import type { CouponCentreItem } from '../api';
import { CouponCard } from '../CouponCard';
import { afterReceive, centreAction } from '../coupon-use';
import { CouponUseButton } from '../CouponUseButton';
import { useGoLogin } from '../../../core/router/use-go-login';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ListView, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/coupon-center/coupon-center';

const CouponCenter = observer(function CouponCenter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const { user } = useStores();
  const loggedIn = user.hasLogin;

  const list = usePaged(({ page }) => unwrap(promoApi.getCouponCentre({ page })), [loggedIn]);
  // Coupons received on this screen, shown at once without reading the whole list again.
  const [updated, setUpdated] = useState<Record<number, CouponCentreItem>>({});

  const receive = async (c: CouponCentreItem) => {
    if (!loggedIn) {
      goLogin();
      return;
    }
    const forget = () =>
      setUpdated((u) => {
        const next = { ...u };
        delete next[c.id];
        return next;
      });
    try {
      await unwrap(promoApi.receiveCoupon(c.id));
      toast(t('promoTasks.coupon.receivedToast'));
      setUpdated((u) => ({ ...u, [c.id]: afterReceive(c) }));
      // The server's own numbers replace the local ones once they arrive.
      void list.refresh().then((ok) => ok && forget());
    } catch (error) {
      // 423 (its reason toasted by the wrapper): the server's numbers have moved, read them again.
      reportFailure(error);
      forget();
      await list.refresh();
    }
  };

  const render = (raw: CouponCentreItem) => {
    const c = updated[raw.id] ?? raw;
    const action = centreAction(c);
    const left = Math.max(0, c.total - c.received);
    const notes = (
      <p className="pt-coupon__notes">
        <span>{t('promoTasks.coupon.left', { n: left })}</span>
        {c.per_user_limit > 0 && (
          <span>{t('promoTasks.coupon.perUser', { n: c.per_user_limit })}</span>
        )}
        {c.my_received > 0 && <span>{t('promoTasks.coupon.mine', { n: c.my_received })}</span>}
      </p>
    );
    let button;
    if (action === 'receive') {
      button = (
        <LoadingButton
          color="primary"
          size="small"
          shape="rounded"
          className="pt-coupon__button"
          data-testid="coupon-receive"
          aria-label={t('promoTasks.coupon.receiveOne', { title: c.title })}
          onClick={() => receive(c)}
        >
          {t('promoTasks.coupon.receive')}
        </LoadingButton>
      );
    } else if (action === 'use') {
      button = <CouponUseButton couponId={c.id} title={c.title} outline />;
    } else {
      button = (
        <LoadingButton
          size="small"
          shape="rounded"
          className="pt-coupon__button"
          data-testid={action === 'used' ? 'coupon-used' : undefined}
          disabled
        >
          {action === 'sold_out'
            ? t('promoTasks.coupon.soldOut')
            : action === 'used'
              ? t('promoTasks.coupon.usedTag')
              : t('promoTasks.coupon.receive')}
        </LoadingButton>
      );
    }
    return (
      <div data-coupon-id={c.id} data-action={action} className="pt-coupon-wrap">
        <CouponCard
          title={c.title}
          amount={c.amount}
          threshold={c.threshold}
          rate={c.rate}
          validDays={c.valid_days}
          start_at={c.start_at}
          end_at={c.end_at}
          notes={notes}
          stamp={
            action === 'use'
              ? t('promoTasks.coupon.received')
              : action === 'used'
                ? t('promoTasks.coupon.usedTag')
                : action === 'sold_out'
                  ? t('promoTasks.coupon.soldOut')
                  : undefined
          }
          muted={action === 'sold_out' || action === 'closed' || action === 'used'}
          action={button}
        />
      </div>
    );
  };

  return (
    <PageFrame
      title={t('promoTasks.coupon.centreTitle')}
      page={PAGE}
      className="pt-page"
      right={
        loggedIn ? (
          <button
            type="button"
            className="ui-text-button"
            onClick={() => void navigate('/pages/subpack1/user/my-coupon')}
          >
            {t('promoTasks.coupon.myCoupons')}
          </button>
        ) : undefined
      }
    >
      <ListView
        state={list}
        pullToRefresh
        className="pt-coupon-list"
        itemKey={(c) => c.id}
        skeletonRows={3}
        render={render}
        empty={
          <EmptyState
            title={t('promoTasks.coupon.empty')}
            actionText={t('common.goShopping')}
            onAction={() => void navigate('/pages/index/index')}
          />
        }
      />
    </PageFrame>
  );
});

export default CouponCenter;
