import { Badge, Button } from 'antd-mobile';
import { useTranslation } from '../../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { CART_PAGE } from './cart-count';
import '../../strings/buy';

/** The cart button with the line count (nav bar of the market and detail screens). */
export function CartButton({ count }: { count: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Badge content={count ? String(count) : null}>
      <Button
        className="gs-buy__cart-button"
        data-testid="cart-button"
        aria-label={t('gsBuy.cartWithCount', { count: count ?? 0 })}
        onClick={() => void navigate(CART_PAGE)}
      >
        {t('gsBuy.cart')}
      </Button>
    </Badge>
  );
}
