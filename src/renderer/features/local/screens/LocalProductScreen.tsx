/**
 * One item of a local shop (`?id=`): photos, name, price per size, description, monthly sales,
 * the shop's card, and "add to cart" (the shop's device cart, one size at a time, capped by the
 * stock) or "visit the shop" (its menu).
 */
import { Button, Image, Skeleton, Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../core/api/http';
import * as localApi from '../api';
import { yuanText } from '../../../core/ui/money-text';
import '../strings';
import { addOne, capOf, readCart, writeCart } from '../cart';
import { GO_FOOD, ShopCard } from '../parts';
import { EmptyState, ErrorState, PageFrame, Price, toast } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';
import { catalogueText } from '../../../core/i18n/catalogue';

const PAGE = 'pages/subpack1/trashy/product/product';

export default function LocalProduct() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const item = useLoad(async () => {
    if (!(Number.isSafeInteger(id) && id > 0))
      throw new HttpError('no id', 422, { code: 422, message: '', data: null });
    return unwrap(localApi.getProduct(id));
  }, [id]);
  const [skuId, setSkuId] = useState<number | null>(null);
  const it = item.data;
  const sku = it
    ? (it.skus.find((s) => s.sku_id === skuId) ?? it.skus.find((s) => s.stock > 0) ?? it.skus[0])
    : undefined;

  const addToCart = () => {
    if (!it || !sku) return;
    const r = addOne(readCart(it.shop_id), it, sku);
    writeCart(r.cart);
    if (r.capped) toast(t('local.menu.onlyLeft', { n: capOf(sku.stock) }));
    else toast(t('local.product.added', { name: it.shop.name }));
  };

  let body;
  if (item.status === 'error') {
    body =
      item.error instanceof HttpError && item.error.envelope !== null ? (
        <EmptyState title={t('local.product.notFound')} />
      ) : (
        <ErrorState onRetry={item.retry} />
      );
  } else if (!it) {
    body = (
      <div aria-busy="true" className="local-section">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    const images = it.images.length > 0 ? it.images : [it.image];
    body = (
      <>
        <Swiper indicator={images.length > 1 ? undefined : () => null}>
          {images.map((src, i) => (
            <Swiper.Item key={i}>
              <Image src={src} alt={it.name} className="local-product__img" fit="cover" />
            </Swiper.Item>
          ))}
        </Swiper>
        <section className="local-section">
          <h2>{it.name}</h2>
          <Price fen={sku?.price ?? it.price} size="lg" />
          <p className="local-muted">
            {t('local.product.sales', { n: it.monthly_sales })}
            {it.packing_fee > 0 &&
              ` · ${t('local.menu.packing', { amount: yuanText(it.packing_fee) })}`}
          </p>
          {it.skus.length > 1 && (
            <div
              className="local-cats"
              role="radiogroup"
              aria-label={t('local.product.spec')}
              style={{ padding: 0 }}
            >
              {it.skus.map((s) => (
                <button
                  key={s.sku_id}
                  type="button"
                  role="radio"
                  className="local-chip"
                  aria-checked={s.sku_id === sku?.sku_id}
                  disabled={s.stock <= 0}
                  onClick={() => setSkuId(s.sku_id)}
                >
                  {catalogueText(s.spec)}
                </button>
              ))}
            </div>
          )}
          {it.description && <p style={{ whiteSpace: 'pre-wrap' }}>{it.description}</p>}
        </section>
        <p className="local-muted" style={{ margin: '0 12px' }}>
          {t('local.product.fromShop', { name: it.shop.name })}
        </p>
        <div style={{ marginTop: 8 }}>
          <ShopCard shop={it.shop} />
        </div>
      </>
    );
  }

  const soldOut = !it || it.sold_out || !sku || sku.stock <= 0;
  return (
    <PageFrame
      title={it?.name ?? t('local.product.title')}
      page={PAGE}
      footer={
        it ? (
          <div className="checkout-footer" style={{ display: 'flex', gap: 8 }}>
            <Button
              shape="rounded"
              style={{ flex: 1 }}
              onClick={() => void navigate(`${GO_FOOD}?id=${it.shop_id}`)}
            >
              {t('local.product.toShop')}
            </Button>
            <Button
              shape="rounded"
              color="primary"
              style={{ flex: 1 }}
              disabled={soldOut || !it.shop.open_now}
              onClick={addToCart}
            >
              {soldOut ? t('local.menu.soldOut') : t('local.product.addToCart')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
