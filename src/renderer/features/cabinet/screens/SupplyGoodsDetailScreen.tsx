/**
 * One supplier goods (`?id=`): gallery, name, unit price, minimum quantity, description, a
 * quantity stepper (at least the minimum) → add to cart, or buy now → the single-goods
 * confirmation (`jinhuo/createOrder?supply_goods_id=&quantity=`).
 */
import '../strings/buy';
import '../guishang-buy.css';
import { Button, Stepper, Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as buyApi from '../purchase/api';
import { ApiError, reportFailure, unwrapMerchant, useLoad } from '../../../core/data';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
  toast,
} from '../../../core/ui';
import { CartButton } from './parts/CartButton';
import { useCartCount } from './parts/cart-count';

const PAGE = 'pages/guishang/jinhuo/detail';
const MARKET = '/pages/guishang/jinhuo/jinhuo';

export default function SupplyGoodsDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const valid = Number.isSafeInteger(id) && id > 0;
  const cart = useCartCount();
  const [quantity, setQuantity] = useState<number | null>(null);

  const load = useLoad(async () => {
    if (!valid) return null;
    try {
      return await unwrapMerchant(buyApi.supplyGoodsDetail(id));
    } catch (error) {
      // 422 "not found" was shown by the wrapper: show the not-found state, not a retry.
      if (error instanceof ApiError && error.kind === 'invalid') return null;
      throw error;
    }
  }, [id, valid]);
  const g = load.data;
  const min = Math.max(g?.min_qty ?? 1, 1);
  const qty = Math.max(quantity ?? min, min);

  const add = async () => {
    if (!g) return;
    try {
      const res = await unwrapMerchant(buyApi.cartAdd(g.id, qty));
      cart.setCount(res.cart_count);
      toast(t('gsBuy.added', { name: g.name }));
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
  };

  let body;
  if (load.status === 'loading') body = <ListSkeleton rows={3} />;
  else if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!g)
    body = (
      <EmptyState
        title={t('gsBuy.detail.notFound')}
        actionText={t('gsBuy.market.title')}
        onAction={() => void navigate(MARKET, { replace: true })}
      />
    );
  else {
    const images = g.images.length > 0 ? g.images : [g.image];
    body = (
      <article className="gs-detail" data-testid="supply-detail">
        <Swiper
          className="gs-detail__gallery"
          indicator={images.length > 1 ? undefined : () => null}
        >
          {images.map((src, i) => (
            <Swiper.Item key={src + i}>
              <img
                className="gs-detail__img"
                src={src}
                alt={t('gsBuy.detail.image', { name: g.name, i: i + 1, n: images.length })}
              />
            </Swiper.Item>
          ))}
        </Swiper>
        <div className="card gs-detail__card">
          <h2 className="gs-detail__name">{g.name}</h2>
          <p className="gs-goods__price">
            <Price fen={g.price} size="lg" />
            <span className="gs-goods__unit">{t('gsBuy.perUnit', { unit: g.unit })}</span>
          </p>
          <p className="gs-goods__min">{t('gsBuy.minQty', { n: g.min_qty, unit: g.unit })}</p>
          <div className="gs-detail__qty">
            <span id="gs-detail-qty">{t('gsBuy.quantity')}</span>
            <Stepper
              className="gs-stepper"
              min={min}
              max={999}
              digits={0}
              value={qty}
              aria-labelledby="gs-detail-qty"
              onChange={(v) => setQuantity(Number(v))}
            />
            <span>{g.unit}</span>
          </div>
          <p className="gs-detail__subtotal">
            {t('gsBuy.subtotal')} <Price fen={g.price * qty} size="md" />
          </p>
        </div>
        <section className="card gs-detail__card">
          <h3>{t('gsBuy.detail.description')}</h3>
          <p className="gs-detail__desc">{g.description || t('gsBuy.detail.noDescription')}</p>
        </section>
      </article>
    );
  }

  return (
    <PageFrame
      title={t('gsBuy.detail.title')}
      page={PAGE}
      homePath={MARKET}
      right={<CartButton count={cart.count} />}
      className="gs-buy"
      footer={
        g ? (
          <div className="gs-buy__footer">
            <LoadingButton size="large" onClick={add}>
              {t('gsBuy.addToCart')}
            </LoadingButton>
            <Button
              size="large"
              color="primary"
              onClick={() =>
                void navigate(
                  `/pages/guishang/jinhuo/createOrder?supply_goods_id=${g.id}&quantity=${qty}`,
                )
              }
            >
              {t('gsBuy.buyNow')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
