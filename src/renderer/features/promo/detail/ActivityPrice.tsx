/**
 * The activity price with the original price struck through, and the points: needed for a
 * points exchange (type 3: "¥x + N points", or "N points" alone when there is no cash part) or
 * earned by shopping (type 16: "earn N points").
 */
import { useTranslation } from '../../../core/i18n';
import { formatFen } from '../../../../shared/rules/money';
import { Price } from '../../../core/ui';
import type { PriceView } from './rules';
import '../strings/detail';

export function ActivityPrice({ view }: { view: PriceView }) {
  const { t } = useTranslation();
  return (
    <div className="promo-price" data-testid="promo-price">
      <span className="promo-price__label">{t('promoDetail.price.activityPrice')}</span>
      {view.pointsOnly ? (
        <span className="promo-price__points" data-testid="promo-points">
          {t('promoDetail.price.pointsOnly', { points: view.spend })}
        </span>
      ) : (
        <>
          <Price fen={view.price} original={view.original} size="lg" />
          {view.spend > 0 && (
            <span className="promo-price__points" data-testid="promo-points">
              {t('promoDetail.price.pointsPlus', { points: view.spend })}
            </span>
          )}
        </>
      )}
      {view.pointsOnly && view.original > 0 && (
        <del className="ui-price__original">
          <span className="ui-sr-only">{t('common.originalPrice')} </span>¥
          {formatFen(view.original)}
        </del>
      )}
      {view.earn > 0 && (
        <span className="promo-price__earn" data-testid="promo-earn">
          {t('promoDetail.price.earn', { points: view.earn })}
        </span>
      )}
    </div>
  );
}
