/**
 * One live goods (room goods drawer, management lists): picture, live title, selling point,
 * price and stock; `action` is the row's button(s) (buy, pin, select ...).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import type { LiveGoods } from '../../../shared/contract/live';
import { activityDetailRoute } from '../../../shared/rules/activity-route';
import { cx } from '../../core/ui/cx';
import { Price } from '../../core/ui/Price';
import './strings';

/** Hash path (with '/') of the shop goods detail, where buy now works as usual. */
export const goodsDetailPath = (g: Pick<LiveGoods, 'goods_id'>) =>
  '/' + activityDetailRoute({ id: g.goods_id });

export interface LiveGoodsCardProps {
  goods: LiveGoods;
  pinned?: boolean;
  action?: ReactNode;
  /** a leading control (a checkbox of select_goods) */
  lead?: ReactNode;
  className?: string;
}

export function LiveGoodsCard({ goods, pinned, action, lead, className }: LiveGoodsCardProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cx('live-goods', pinned && 'live-goods--pinned', className)}
      data-testid="live-goods"
    >
      {lead}
      <img className="live-goods__image" src={goods.image} alt={goods.title} loading="lazy" />
      <div className="live-goods__body">
        <p className="live-goods__title">
          {pinned && <span className="live-goods__pin">{t('live.goods.pinnedTag')}</span>}
          {goods.title}
        </p>
        {goods.selling_point && <p className="live-goods__point">{goods.selling_point}</p>}
        <div className="live-goods__meta">
          <Price fen={goods.price} size="md" />
          <span className="live-goods__stock">
            {goods.on_sale
              ? t('live.goods.stock', { count: goods.stock })
              : t('live.goods.offSale')}
          </span>
        </div>
      </div>
      {action && <div className="live-goods__action">{action}</div>}
    </div>
  );
}
