/**
 * Ten-yuan-three-items (type 17): the rule (any three for ¥10, priced on the server by
 * `threeForTenTotal`) and the progress of the user's cart: how many type-17 units are checked
 * and how many more make the next group. Logged out, only the rule shows.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import * as cartApi from '../../../core/api/cart';
import { unwrap, useLoad } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { THREE_FOR_TEN_TYPE, threeForTenProgress } from './rules';
import '../strings/detail';

export interface ThreeForTenCardProps {
  /** the brand variant (`sysj/brand`) */
  brand: boolean;
  /** changes after an add to cart, to read the cart again */
  refresh: number;
}

export const ThreeForTenCard = observer(function ThreeForTenCard({
  brand,
  refresh,
}: ThreeForTenCardProps) {
  const { t } = useTranslation();
  const { user } = useStores();
  const loggedIn = user.hasLogin;
  // a failed read shows the rule only, like a logged-out user
  const units = useLoad(async () => {
    if (!loggedIn) return null;
    const cartList = await unwrap(cartApi.getCartList());
    // the units the checkout will bundle: checked, valid type-17 lines
    return cartList.groups
      .flatMap((g) => g.lines)
      .filter((l) => l.type === THREE_FOR_TEN_TYPE && l.isCheck && !l.invalid)
      .reduce((sum, l) => sum + l.quantity, 0);
  }, [loggedIn, refresh]);

  const count = units.data ?? null;
  const progress = count === null ? null : threeForTenProgress(count);

  return (
    <section className="detail-card promo-three" data-testid="promo-three">
      <h2 className="detail-card__title">{t('promoDetail.titles.threeForTen')}</h2>
      <p className="promo-three__rule">
        {brand ? t('promoDetail.three.brandRule') : t('promoDetail.three.rule')}
      </p>
      {progress && count !== null && (
        <p className="promo-three__progress" data-testid="promo-three-progress" aria-live="polite">
          {count > 0 && <span>{t('promoDetail.three.inCart', { count })}</span>}
          <strong>
            {progress.need > 0
              ? t('promoDetail.three.need', { need: progress.need })
              : t('promoDetail.three.complete', { groups: progress.groups })}
          </strong>
        </p>
      )}
    </section>
  );
});
