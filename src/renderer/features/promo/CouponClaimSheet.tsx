/**
 * The claim-coupons sheet (issue 19 layout): a bottom popup listing the coupon centre's coupons
 * that can be received now, each as the centre's ticket (CouponCard) with its receive button.
 * Opened by the goods detail's coupon row and by each cart shop group's 领券 entry. Coupons are
 * platform-wide today (no shop- or goods-scoped coupons exist in the data), so every shop and
 * goods offers the same list. Loaded lazily (`import()`), so antd-mobile's Popup stays out of the
 * screens' first load.
 */
import './strings/coupon-sheet';
import './strings/tasks';
import './promo-tasks.css';
import './coupon-sheet.css';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import * as promoApi from './api';
import type { CouponCentreItem } from './api';
import { CouponCard } from './CouponCard';
import { afterReceive, centreAction } from './coupon-use';
import { reportFailure, unwrap, useLoad } from '../../core/data';
import { LoadingButton, toast } from '../../core/ui';

/** The centre is small; one page holds every coupon worth showing. */
const SHEET_LIMIT = 50;

export interface CouponClaimSheetProps {
  visible: boolean;
  onClose: () => void;
}

export function CouponClaimSheet({ visible, onClose }: CouponClaimSheetProps) {
  const { t } = useTranslation();
  const coupons = useLoad(async () => {
    if (!visible) return null;
    const centre = await unwrap(promoApi.getCouponCentre({ page: 1, limit: SHEET_LIMIT }));
    return centre.list.filter((c) => c.state === 'running');
  }, [visible]);
  const [updated, setUpdated] = useState<Record<number, CouponCentreItem>>({});

  const receive = async (c: CouponCentreItem) => {
    try {
      await unwrap(promoApi.receiveCoupon(c.id));
      toast(t('promoTasks.coupon.receivedToast'));
      setUpdated((u) => ({ ...u, [c.id]: afterReceive(c) }));
    } catch (error) {
      // 423: the wrapper toasted the reason; logged out: it went to login
      reportFailure(error);
      await coupons.reload();
    }
  };

  const list = coupons.data ?? [];
  let body;
  if (coupons.status === 'error')
    body = (
      <p className="coupon-sheet__note">
        {t('couponSheet.loadError')}{' '}
        <button type="button" className="ui-text-button" onClick={coupons.retry}>
          {t('couponSheet.retry')}
        </button>
      </p>
    );
  else if (coupons.status === 'loading' || !coupons.data)
    body = <p className="coupon-sheet__note">…</p>;
  else if (list.length === 0) body = <p className="coupon-sheet__note">{t('couponSheet.none')}</p>;
  else
    body = list.map((raw) => {
      const c = updated[raw.id] ?? raw;
      const action = centreAction(c);
      return (
        <CouponCard
          key={c.id}
          testId="coupon-sheet-card"
          title={c.title}
          amount={c.amount}
          threshold={c.threshold}
          rate={c.rate}
          validDays={c.valid_days}
          start_at={c.start_at}
          end_at={c.end_at}
          stamp={action === 'use' ? t('promoTasks.coupon.received') : undefined}
          muted={action === 'sold_out' || action === 'closed'}
          action={
            action === 'receive' ? (
              <LoadingButton
                color="primary"
                size="small"
                shape="rounded"
                className="pt-coupon__button"
                data-testid="coupon-sheet-receive"
                aria-label={t('promoTasks.coupon.receiveOne', { title: c.title })}
                onClick={() => receive(c)}
              >
                {t('promoTasks.coupon.receive')}
              </LoadingButton>
            ) : action === 'sold_out' ? (
              <span className="coupon-sheet__state">{t('promoTasks.coupon.soldOut')}</span>
            ) : undefined
          }
        />
      );
    });

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="coupon-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="coupon-sheet-title">
        <header className="coupon-sheet__head">
          <h2 id="coupon-sheet-title">{t('couponSheet.title')}</h2>
          <button
            type="button"
            className="ui-text-button coupon-sheet__close"
            onClick={onClose}
            aria-label={t('couponSheet.close')}
          >
            ×
          </button>
        </header>
        <p className="coupon-sheet__hint">{t('couponSheet.hint')}</p>
        <div className="coupon-sheet__list" data-testid="coupon-sheet">
          {body}
        </div>
      </div>
    </Popup>
  );
}

export default CouponClaimSheet;
