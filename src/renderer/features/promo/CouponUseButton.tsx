/** "Use" on a coupon: opens where the coupon can be used (features/promo/coupon-use). */
import './strings/tasks';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '../../core/ui';
import { resolveCouponUseRoute } from './coupon-use';

export function CouponUseButton({
  couponId,
  title,
  outline,
}: {
  /** the coupon (template) id */
  couponId: number;
  /** the coupon's title, for the accessible name */
  title: string;
  outline?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoadingButton
      color="primary"
      fill={outline ? 'outline' : undefined}
      size="small"
      shape="rounded"
      className="pt-coupon__button"
      data-testid="coupon-use"
      aria-label={t('promoTasks.coupon.useOne', { title })}
      onClick={async () => void navigate(await resolveCouponUseRoute(couponId))}
    >
      {t('promoTasks.coupon.use')}
    </LoadingButton>
  );
}
