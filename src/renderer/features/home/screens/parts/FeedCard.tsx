/**
 * One goods of the home feed (issue 19 layout), as the large mall H5s draw their two-column feed:
 * square picture, two-line title with the activity tag, a row of promotion tags, the price and the
 * sold count. The 满减 tag shows while the store has full-reduction tiers (they apply to every goods
 * but ten-yuan-three-items, shared/rules/cart-totals.ts). No 包邮 tag: free shipping depends on the
 * amount and the buyer's region (catalogue freight rules), not on the goods.
 */
import '../../strings';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../../core/i18n';
import type { GoodsItem } from '../../../../../shared/contract';
import { activityDetailRoute } from '../../../../../shared/rules/activity-route';
import { THREE_FOR_TEN_TYPE } from '../../../../../shared/rules/cart-totals';
import { activityTagCode, Price } from '../../../../core/ui';

export function FeedCard({ goods, fullReduction }: { goods: GoodsItem; fullReduction: boolean }) {
  const { t } = useTranslation();
  const tag = activityTagCode(goods.type);
  const full = fullReduction && goods.type !== THREE_FOR_TEN_TYPE;
  return (
    <Link
      to={'/' + activityDetailRoute(goods)}
      className="ui-goods-card ui-goods-card--grid home-feed-card"
      data-testid="goods-card"
    >
      <div className="ui-goods-card__image">
        <img src={goods.image} alt={goods.title} loading="lazy" decoding="async" />
      </div>
      <div className="ui-goods-card__body">
        <p className="ui-goods-card__title">{goods.title}</p>
        {(tag !== undefined || full) && (
          <p className="home-feed-card__tags" data-testid="feed-card-tags">
            {tag !== undefined && (
              <span className="home-feed-card__tag home-feed-card__tag--solid">
                {t(`activity.types.${tag}`)}
              </span>
            )}
            {full && <span className="home-feed-card__tag">{t('homeFeed.fullTag')}</span>}
          </p>
        )}
        <div className="ui-goods-card__meta">
          <Price fen={goods.price} original={goods.market_price} size="md" />
          <span className="ui-goods-card__sales">{t('goods.sold', { count: goods.sales })}</span>
        </div>
      </div>
    </Link>
  );
}
