import { Tag } from 'antd-mobile';
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n';
import { Link } from 'react-router-dom';
import type { GoodsItem } from '../../../shared/contract/types';
import { activityDetailRoute } from '../../../shared/rules/activity-route';
import { activityTagCode } from './activity-tag';
import { cx } from './cx';
import { Price } from './Price';

export interface GoodsCardProps {
  goods: GoodsItem;
  /** 'grid': image above (two-column lists); 'row': image left (carts, orders). */
  layout?: 'grid' | 'row';
  /**
   * When given, replaces the link's own navigation: called with the detail route (hash path
   * without '#/', as activityDetailRoute returns it), e.g. to check a new-person gate first.
   * Clicks with a modifier key (open in new tab) keep the browser's default.
   */
  onOpen?: (path: string) => void;
  className?: string;
}

/** One goods: square lazy image, two-line title, activity tag, price and sales; a real link. */
export function GoodsCard({ goods, layout = 'grid', onOpen, className }: GoodsCardProps) {
  const { t } = useTranslation();
  const route = activityDetailRoute(goods);
  const tag = activityTagCode(goods.type);

  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(route);
  };

  return (
    <Link
      to={'/' + route}
      className={cx('ui-goods-card', `ui-goods-card--${layout}`, className)}
      data-testid="goods-card"
      onClick={handleClick}
    >
      <div className="ui-goods-card__image">
        <img src={goods.image} alt={goods.title} loading="lazy" decoding="async" />
      </div>
      <div className="ui-goods-card__body">
        <p className="ui-goods-card__title">
          {tag !== undefined && (
            <Tag className="ui-goods-card__tag" color="primary" fill="solid">
              {t(`activity.types.${tag}`)}
            </Tag>
          )}
          {goods.title}
        </p>
        <div className="ui-goods-card__meta">
          <Price fen={goods.price} original={goods.market_price} size="md" />
          <span className="ui-goods-card__sales">{t('goods.sold', { count: goods.sales })}</span>
        </div>
      </div>
    </Link>
  );
}
