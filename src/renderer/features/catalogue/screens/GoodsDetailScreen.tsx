/**
 * Goods detail (`pages/subpack/goods/detail?id=&goods_id=&sku_id=&is_dl=`, plus the activity
 * fields of a goods reference): gallery, price (activity price and tag when the goods has one),
 * title and sales, the SKU picker (`prop_list` + `sku_list`), freight for the chosen SKU and
 * quantity, comments, seller, description, and the bottom bar (service, favourite, cart badge,
 * add to cart, buy now). Share copies the page link.
 *
 * Decisions: the SKU named by the link starts selected when it is in stock (as the large malls
 * show "已选"); add and buy open the picker while no SKU is chosen. Logged out, add and favourite
 * go to login through the http wrapper, which saves this page as the return target.
 */
import '../../cart/strings';
import '../strings/detail';
import { Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isNotFound, reportFailure, unwrap, unwrapWithMessage } from '../../../core/data';
import type { GoodsDetail, GoodsProp, SkuItem } from '../../../../shared/contract';
import * as cartApi from '../../../core/api/cart';
import * as collectionApi from '../../collection/api';
import * as detailApi from '../detail/api';
import * as goodsApi from '../api';
import { Comments } from '../detail/Comments';
import { DetailBar } from '../detail/DetailBar';
import { Gallery } from '../detail/Gallery';
import { DetailSkeleton, ShareButton, SpecFreightRows, useFreight } from '../detail/parts';
// issue 19 layout: the mall rows
import {
  ActivityBand,
  BrandRow,
  CouponRow,
  DetailImages,
  GuaranteeRow,
  PromotionRow,
  Recommendations,
  ShopCard,
} from '../detail/layout-rows';
import { SkuPopup, type PickerMode } from '../detail/SkuPopup';
import {
  clampQuantity,
  initialSelection,
  maxQuantity,
  missingProps,
  skuOf,
  type Selection,
} from '../detail/sku';
import { useStores } from '../../../core/stores/context';
import {
  activityTagCode,
  ErrorState,
  MissingState,
  PageFrame,
  Price,
  toast,
} from '../../../core/ui';
import { THREE_FOR_TEN_TYPE } from '../../../../shared/rules/cart-totals';
import '../detail/goods-detail.css';

const PAGE = 'pages/subpack/goods/detail';

function positive(v: string | null): number {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

interface Loaded {
  goods: GoodsDetail;
  props: GoodsProp[];
  skus: SkuItem[];
}

const GoodsDetailPage = observer(function GoodsDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { cart, config } = useStores();

  const goodsId = positive(search.get('goods_id')) || positive(search.get('id'));
  const linkSkuId = positive(search.get('sku_id'));
  const linkType = positive(search.get('type'));
  const activityId = positive(search.get('activity_id'));
  const activityGoodsId = positive(search.get('activity_goods_id'));

  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  // issue 19 (brief C): no such goods (no id, unknown, taken down): no retry, a way home
  const [gone, setGone] = useState(false);
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [collected, setCollected] = useState(false);
  const [picker, setPicker] = useState<{ open: boolean; mode: PickerMode }>({
    open: false,
    mode: 'both',
  });

  const load = useCallback(async () => {
    setError(null);
    setGone(false);
    if (!goodsId) {
      setGone(true);
      return;
    }
    try {
      const [goods, props, skus] = await Promise.all([
        unwrap(goodsApi.getGoodsDetail(goodsId)),
        unwrap(detailApi.getPropList(goodsId)),
        unwrap(detailApi.getSkuList(goodsId)),
      ]);
      const loaded = { goods, props: props.list, skus: skus.list };
      setData(loaded);
      setCollected(goods.is_collected);
      setSelection(initialSelection(loaded.props, loaded.skus, linkSkuId));
      setQuantity(1);
    } catch (e) {
      if (isNotFound(e)) setGone(true);
      else setError(e instanceof Error && e.message ? e.message : t('common.loadError'));
    }
  }, [goodsId, linkSkuId, t]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const sku = useMemo(
    () => (data ? skuOf(data.props, data.skus, selection) : undefined),
    [data, selection],
  );
  const { quote, failed: freightFailed } = useFreight(goodsId, sku, quantity, data !== null);

  // The quantity never exceeds the chosen SKU's stock.
  useEffect(() => {
    setQuantity((q) => clampQuantity(q, maxQuantity(sku)));
  }, [sku]);

  const closePicker = () => setPicker((p) => ({ ...p, open: false }));
  const openPicker = (mode: PickerMode) => setPicker({ open: true, mode });

  /** The chosen SKU, or undefined after telling the user what is missing. */
  const chosenSku = (): SkuItem | undefined => {
    if (!data) return undefined;
    if (sku) return sku;
    const missing = missingProps(data.props, selection);
    toast(missing.length > 0 ? t('detail.chooseHint', { names: missing.join(' ') }) : '');
    return undefined;
  };

  const addToCart = async (fromPicker: boolean) => {
    if (!data) return;
    if (!sku && !fromPicker) return openPicker('cart');
    const target = chosenSku();
    if (!target) return;
    try {
      const added = await unwrap(
        cartApi.addCart(data.goods.goods_id || goodsId, target.id, quantity),
      );
      cart.setCount(added.cart_count);
      toast(t('cart.added'));
      closePicker();
    } catch (error) {
      // 423 and the like: the wrapper toasted the message; logged out: it went to login.
      reportFailure(error);
    }
  };

  const buyNow = (fromPicker: boolean) => {
    if (!data) return;
    if (!sku && !fromPicker) return openPicker('buy');
    const target = chosenSku();
    if (!target) return;
    closePicker();
    void navigate(
      `/pages/subpack/order/confirmationOrder?goods_id=${data.goods.goods_id || goodsId}&sku_id=${target.id}&num=${quantity}`,
    );
  };

  const toggleCollect = async () => {
    if (!data) return;
    try {
      const { data: collected, message } = await unwrapWithMessage(
        collectionApi.editCollection({
          goods_id: data.goods.goods_id || goodsId,
          sku_id: sku?.id ?? (linkSkuId || data.goods.sku_id),
          activity_id: activityId || data.goods.activity_id,
          activity_goods_id: activityGoodsId || data.goods.activity_goods_id,
          type: linkType || data.goods.type,
        }),
      );
      setCollected(collected.is_collected);
      toast(message);
    } catch (error) {
      // Logged out: the wrapper goes to login with this page as the return target.
      reportFailure(error);
    }
  };

  const shareButton = <ShareButton />;

  if (gone && !data) {
    return (
      <PageFrame title={t('detail.title')} page={PAGE}>
        <MissingState title={t('detail.gone')} description={t('detail.goneHint')} />
      </PageFrame>
    );
  }
  if (error && !data) {
    return (
      <PageFrame title={t('detail.title')} page={PAGE}>
        <ErrorState message={error} onRetry={() => void load()} />
      </PageFrame>
    );
  }
  if (!data) {
    return (
      <PageFrame title={t('detail.title')} page={PAGE}>
        <DetailSkeleton />
      </PageFrame>
    );
  }

  const { goods, props, skus } = data;
  const images = goods.images.length > 0 ? goods.images : [goods.image];
  const activity = goods.type > 0;
  const tag = activityTagCode(goods.type || linkType);
  // An activity goods shows the activity price with the shop price struck; else the SKU's.
  const shown = activity ? goods.price : (sku?.price ?? goods.price);
  const original = activity
    ? (sku?.price ?? goods.market_price)
    : (sku?.market_price ?? goods.market_price);
  const soldOut = skus.length > 0 && skus.every((s) => s.stock <= 0);
  const missing = missingProps(props, selection);
  // A shop goods in a running activity shows the activity's band in place of its price line.
  const band = !activity && goods.activity ? goods.activity : null;
  const tiers =
    goods.type === THREE_FOR_TEN_TYPE ? [] : (config.activityConfig?.full_discount ?? []);

  return (
    <PageFrame
      title={t('detail.title')}
      page={PAGE}
      right={shareButton}
      className="detail-page"
      footer={
        <DetailBar
          collected={collected}
          onCollect={toggleCollect}
          onAddToCart={() => addToCart(false)}
          onBuyNow={() => buyNow(false)}
          soldOut={soldOut}
          goodsId={data.goods.goods_id || goodsId}
        />
      }
    >
      <Gallery images={images} title={goods.title} />

      {band && (
        <ActivityBand
          activity={band}
          goodsId={goods.goods_id || goodsId}
          marketPrice={goods.price}
          onEnd={() => void load()}
        />
      )}

      <section
        className={band ? 'detail-card detail-info detail-info--band' : 'detail-card detail-info'}
      >
        <div className="detail-info__price">
          {activity && <span className="detail-info__label">{t('detail.activityPrice')}</span>}
          <Price fen={shown} original={original} size="lg" />
        </div>
        <h2 className="detail-info__title">
          {tag !== undefined && (
            <Tag className="detail-info__tag" color="primary" fill="solid">
              {t(`activity.types.${tag}`)}
            </Tag>
          )}
          {goods.title}
        </h2>
        <p className="detail-info__sales">{t('goods.sold', { count: goods.sales })}</p>
      </section>

      <section className="detail-card detail-rows detail-rows--offers">
        <CouponRow />
        <PromotionRow tiers={tiers} />
        <GuaranteeRow codes={goods.guarantees ?? []} />
        {goods.brand && <BrandRow brand={goods.brand} />}
      </section>

      <SpecFreightRows
        missing={missing}
        selection={selection}
        quantity={quantity}
        onOpenPicker={() => openPicker('both')}
        quote={quote}
        freightFailed={freightFailed}
      />

      <Comments goodsId={goods.goods_id || goodsId} />

      {goods.seller && <ShopCard seller={goods.seller} />}

      <Recommendations goods={goods} />

      <DetailImages
        text={goods.description}
        images={goods.detail_images.length > 0 ? goods.detail_images : goods.images}
      />

      <SkuPopup
        visible={picker.open}
        mode={picker.mode}
        onClose={closePicker}
        props={props}
        skus={skus}
        selection={selection}
        onSelect={setSelection}
        sku={sku}
        quantity={quantity}
        onQuantity={setQuantity}
        basePrice={shown}
        baseImage={goods.image}
        title={goods.title}
        onAddToCart={() => addToCart(true)}
        onBuyNow={() => buyNow(true)}
      />
    </PageFrame>
  );
});

export default GoodsDetailPage;
