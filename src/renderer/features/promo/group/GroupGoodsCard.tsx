import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import type { GroupGoods } from '../group-api';
import { cx, Price } from '../../../core/ui';
import { groupGoodsPath } from './group-state';
import '../strings/group';

export interface GroupGoodsCardProps {
  goods: GroupGoods;
}

/**
 * A goods of the group-buy zone: image, title with the group size, the group price against the
 * price bought alone, the open groups; opens the group-buy goods page (p_revelry), where a
 * group is opened or joined.
 */
export function GroupGoodsCard({ goods }: GroupGoodsCardProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={'/' + groupGoodsPath(goods.id)}
      className="pg-goods"
      data-testid="group-goods"
      data-activity-goods-id={goods.id}
    >
      <div className="pg-goods__image">
        <img src={goods.image} alt={goods.title} loading="lazy" decoding="async" />
      </div>
      <div className="pg-goods__body">
        <p className="pg-goods__title">
          {goods.group_size ? (
            <span className="pg-tag">{t('promoGroup.groupSize', { count: goods.group_size })}</span>
          ) : null}
          {goods.title}
        </p>
        <div className="pg-goods__meta">
          {goods.open_groups ? (
            <span data-testid="open-groups">
              {t('promoGroup.openGroups', { count: goods.open_groups })}
            </span>
          ) : null}
          {goods.sold > 0 && <span>{t('promoGroup.sold', { count: goods.sold })}</span>}
        </div>
        <div className="pg-goods__foot">
          <div className="pg-goods__prices">
            <span className="pg-goods__label">{t('promoGroup.groupPrice')}</span>
            <Price fen={goods.price} size="md" />
            {goods.original_price > goods.price && (
              <span className="pg-goods__alone">
                {t('promoGroup.alonePrice')} <Price fen={goods.original_price} size="sm" />
              </span>
            )}
          </div>
          <span
            className={cx('pg-goods__go', goods.sold_out && 'pg-goods__go--off')}
            aria-hidden="true"
          >
            {goods.sold_out ? t('promoGroup.soldOut') : t('promoGroup.goGroup')}
          </span>
        </div>
      </div>
    </Link>
  );
}
