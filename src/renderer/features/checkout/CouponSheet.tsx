/**
 * The coupon picker of the confirmation page: a bottom sheet listing the coupons the preview
 * says are usable (best first), the applied one marked, then the ones whose threshold this
 * order does not reach (greyed out), and "don't use a coupon". Choosing closes the sheet; the
 * page asks the server for a new preview with the choice.
 */
import './strings/checkout';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from '../../core/i18n';
import { formatFen } from '../../../shared/rules/money';
import type { CouponOption } from '../order';
import { formatDate } from '../../core/i18n/format';
import { Price } from '../../core/ui';
import { sortCoupons } from './coupon-choice';
import './checkout.css';

export interface CouponSheetProps {
  visible: boolean;
  coupons: readonly CouponOption[];
  /** the applied coupon; 0 none */
  selected: number;
  onSelect: (couponUserId: number) => void;
  onClose: () => void;
}

export function CouponSheet({ visible, coupons, selected, onSelect, onClose }: CouponSheetProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyClassName="checkout-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="checkout-coupon-title">
        <div className="checkout-sheet__head">
          <h2 id="checkout-coupon-title">{t('checkout.couponTitle')}</h2>
          <button
            type="button"
            className="ui-icon-button"
            aria-label={t('common.cancel')}
            onClick={onClose}
          >
            ✕
          </button>
        </div>
        <ul className="checkout-coupons" data-testid="coupon-list">
          {sortCoupons(coupons).map((c) => {
            const on = c.id === selected;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className={on ? 'checkout-coupon checkout-coupon--on' : 'checkout-coupon'}
                  aria-pressed={on}
                  disabled={!c.usable}
                  data-testid="coupon-option"
                  data-coupon-id={c.id}
                  onClick={() => onSelect(c.id)}
                >
                  <span className="checkout-coupon__amount">
                    {c.rate > 0 ? (
                      <span>
                        {t('checkout.couponDiscount', { rate: c.rate / 10, pct: c.rate })}
                      </span>
                    ) : (
                      <Price fen={c.amount} size="lg" />
                    )}
                    <span className="checkout-coupon__threshold">
                      {c.threshold > 0
                        ? t('checkout.couponThreshold', { amount: formatFen(c.threshold) })
                        : t('checkout.couponNoThreshold')}
                    </span>
                  </span>
                  <span className="checkout-coupon__info">
                    <span className="checkout-coupon__title">{c.title}</span>
                    {c.end_at > 0 && (
                      <span className="checkout-coupon__date">
                        {t('checkout.couponUntil', { date: formatDate(c.end_at) })}
                      </span>
                    )}
                  </span>
                  <span
                    className={on ? 'checkout-radio checkout-radio--on' : 'checkout-radio'}
                    aria-hidden="true"
                  />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="checkout-sheet__foot">
          <Button
            block
            shape="rounded"
            color={selected === 0 ? 'primary' : 'default'}
            fill={selected === 0 ? 'outline' : 'solid'}
            aria-pressed={selected === 0}
            onClick={() => onSelect(0)}
          >
            {t('checkout.couponNone')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
