/**
 * One coupon as a ticket: the amount and its threshold on the left, title, window and notes in the
 * middle, the action (or a stamp) on the right. Used by the coupon centre and my coupons.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { formatFen } from '../../../shared/rules/money';
import { cx, Price } from '../../core/ui';
import { formatDate } from '../../core/i18n/format';
import './promo-tasks.css';
import './strings/tasks';

export interface CouponCardProps {
  title: string;
  /** fen */
  amount: number;
  /** fen; 0 = no threshold */
  threshold: number;
  /** issue 23: 1–99 a discount coupon (percent paid); 0 or absent an amount coupon */
  rate?: number;
  /** issue 23: usable N days from taking (the centre shows this instead of the end) */
  validDays?: number;
  start_at: number;
  end_at: number;
  /** extra lines under the window (left, limit, used at ...) */
  notes?: ReactNode;
  action?: ReactNode;
  /** a stamp across the card: received, used, expired */
  stamp?: string;
  /** greyed out (used, expired) */
  muted?: boolean;
  testId?: string;
  className?: string;
}

export function CouponCard({
  title,
  amount,
  threshold,
  rate = 0,
  validDays = 0,
  start_at,
  end_at,
  notes,
  action,
  stamp,
  muted,
  testId = 'coupon-card',
  className,
}: CouponCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className={cx('pt-coupon', muted && 'pt-coupon--muted', className)}
      data-testid={testId}
      aria-label={title}
    >
      <div className="pt-coupon__value">
        {rate > 0 ? (
          <span className="pt-coupon__amount" data-testid="coupon-rate">
            {t('promoTasks.coupon.discount', { rate: rate / 10, pct: rate })}
          </span>
        ) : (
          <Price fen={amount} size="lg" className="pt-coupon__amount" />
        )}
        <p className="pt-coupon__threshold">
          {threshold > 0
            ? t('promoTasks.coupon.threshold', {
                amount: formatFen(threshold).replace(/\.00$/, ''),
              })
            : t('promoTasks.coupon.noThreshold')}
        </p>
      </div>
      <div className="pt-coupon__body">
        <h3 className="pt-coupon__title">{title}</h3>
        <p className="pt-coupon__window">
          {validDays > 0
            ? t('promoTasks.coupon.validDays', { n: validDays })
            : t('promoTasks.coupon.window', { from: formatDate(start_at), to: formatDate(end_at) })}
        </p>
        {notes}
      </div>
      {(action || stamp) && (
        <div className="pt-coupon__side">
          {stamp && (
            <span className="pt-coupon__stamp" data-testid="coupon-stamp">
              {stamp}
            </span>
          )}
          {action}
        </div>
      )}
    </article>
  );
}
