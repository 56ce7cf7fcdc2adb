/** The bottom bar of the goods detail: service, favourite, cart with its badge, add, buy. */
import '../strings/detail';
import { Badge, Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { CartTabIcon } from '../../../core/layout/tab-icons';
import { useStores } from '../../../core/stores/context';
import { cx, LoadingButton, toast } from '../../../core/ui';
import { HeartIcon, ServiceIcon } from './icons';
import './goods-detail.css';

export interface DetailBarProps {
  collected: boolean;
  onCollect: () => Promise<void>;
  onAddToCart: () => Promise<void>;
  onBuyNow: () => void;
  /** nothing can be bought: every SKU is sold out */
  soldOut: boolean;
  /** replaces the add / buy buttons (the activity detail has its own) */
  actions?: ReactNode;
  /** the goods of the page: the chat entry offers its card (default: `goods_id` of the URL) */
  goodsId?: number;
}

export const DetailBar = observer(function DetailBar({
  collected,
  onCollect,
  onAddToCart,
  onBuyNow,
  soldOut,
  actions,
  goodsId,
}: DetailBarProps) {
  const { t } = useTranslation();
  const { cart, config } = useStores();
  const [search] = useSearchParams();
  const phone = config.service || config.config?.service_phone || '';
  const count = cart.shopCarNumber;
  // customer chat when the service switch is on (docs/api-chat.md), else the service phone
  const chatGoods = goodsId ?? (Number(search.get('goods_id')) || 0);

  return (
    <div className="detail-bar">
      {config.kfOn ? (
        <Link
          className="detail-bar__icon"
          to={`/pages/subpack2/chat/chat${chatGoods > 0 ? `?goods_id=${chatGoods}` : ''}`}
          data-testid="detail-chat"
        >
          <ServiceIcon />
          <span>{t('detail.service')}</span>
        </Link>
      ) : phone ? (
        <a className="detail-bar__icon" href={`tel:${phone}`}>
          <ServiceIcon />
          <span>{t('detail.service')}</span>
        </a>
      ) : (
        <button
          type="button"
          className="detail-bar__icon"
          onClick={() => toast(t('detail.noService'))}
        >
          <ServiceIcon />
          <span>{t('detail.service')}</span>
        </button>
      )}
      <LoadingButton
        fill="none"
        className={cx('detail-bar__icon', collected && 'is-active')}
        aria-pressed={collected}
        data-testid="detail-collect"
        onClick={onCollect}
      >
        <HeartIcon filled={collected} />
        <span>{collected ? t('detail.collected') : t('detail.collect')}</span>
      </LoadingButton>
      <Link className="detail-bar__icon" to="/pages/cart/cart" data-testid="detail-cart">
        <Badge content={count > 0 ? (count > 99 ? '99+' : String(count)) : null}>
          <CartTabIcon />
        </Badge>
        <span>
          {t('detail.cart')}
          {count > 0 && <span className="ui-sr-only"> ({count})</span>}
        </span>
      </Link>
      <div className="detail-bar__actions">
        {actions ?? (
          <>
            <LoadingButton
              className="detail-action detail-action--cart"
              disabled={soldOut}
              onClick={onAddToCart}
            >
              {t('detail.addToCart')}
            </LoadingButton>
            <Button
              className="detail-action detail-action--buy"
              disabled={soldOut}
              onClick={onBuyNow}
            >
              {soldOut ? t('detail.outOfStock') : t('detail.buyNow')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
});
