/**
 * The one activity detail screen (docs/api-promotions.md "Details"): every detail route of
 * `activityDetailRoute` is a thin page rendering this with its title. The query is the one that
 * rule writes (`activity_goods_id`, else `id`; the other keys are not needed: the server's
 * `ActivityGoodsDetail` names goods, SKU and activity).
 *
 * It reuses the goods detail pieces (features/catalogue/detail: gallery, SKU picker, freight, comments,
 * seller, favourite, share) and adds the activity's: activity price against the original price,
 * points needed (3) or earned (16), the state banner with its countdown by server time, the
 * per-user limit and what the user bought, the rules, sold out, and the extras of some types
 * (coupons of the coupon zone, ten-yuan-three-items progress, group size).
 *
 * Buying: the gate prompts of spec section 4 come before ordering (rules.ts decides, the server's
 * `gate` for this user), then the picker (quantity capped by stock and the per-user limit), then
 * the activity confirmation `pages/subpack/order/confirmationOrder?activity_goods_id=&num=`,
 * whose preview and submission the server refuses (423 toast, 237 modal) when this is bypassed.
 * Ten-yuan-three-items goods go to the cart instead, where they are priced in groups.
 */
import '../catalogue/strings/detail';
import './strings/detail';
import { Button, Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { GoodsDetail, GoodsProp, SkuItem } from '../../../shared/contract';
import * as activityApi from './activity-api';
import type { ActivityGoodsDetail } from './activity-api';
import * as cartApi from '../../core/api/cart';
import * as collectionApi from '../collection/api';
import * as detailApi from '../catalogue/detail/api';
import * as goodsApi from '../catalogue/api';
import * as walletApi from '../wallet/api';
import {
  ApiError,
  NO_CODE,
  reportFailure,
  unwrap,
  unwrapWithMessage,
  useLoad,
} from '../../core/data';
import { Comments } from '../catalogue';
import { DetailBar } from '../catalogue';
import { Gallery } from '../catalogue';
import {
  DescriptionCard,
  DetailSkeleton,
  SellerCard,
  ShareButton,
  SpecFreightRows,
  useFreight,
} from '../catalogue';
import { SkuPopup, type PickerMode } from '../catalogue';
import { clampQuantity, initialSelection, missingProps, skuOf, type Selection } from '../catalogue';
import { useStores } from '../../core/stores/context';
import {
  activityTagCode,
  ErrorState,
  LoadingButton,
  PageFrame,
  serverNowMs,
  toast,
} from '../../core/ui';
import { ActivityPrice } from './detail/ActivityPrice';
import { CouponStrip } from './detail/CouponStrip';
import './detail/detail.css';
import { showGatePrompt } from './detail/gate-prompt';
import { groupListPath } from './group/group-state';
import { RulesCard } from './detail/RulesCard';
import {
  activityGoodsIdOf,
  activityStateAt,
  couponIdsOf,
  decideBuy,
  GROUP_BUY_TYPE,
  POINTS_EXCHANGE_TYPE,
  priceView,
  quotaLeft,
  THREE_FOR_TEN_TYPE,
  type BlockReason,
  type BuyDecision,
} from './detail/rules';
import { StateBanner } from './detail/StateBanner';
import { ThreeForTenCard } from './detail/ThreeForTenCard';
import type { Translate } from '../../core/i18n/typed';

export type ActivityDetailTitle =
  | 'newPerson'
  | 'secondOrder'
  | 'flashSale'
  | 'integral'
  | 'shopping'
  | 'gift'
  | 'list'
  | 'discount'
  | 'coupon'
  | 'liveRecommend'
  | 'special'
  | 'nine'
  | 'liveNine'
  | 'threeForTen'
  | 'threeForTenBrand';

export interface ActivityDetailProps {
  /** route path (`data-page`) */
  page: string;
  /** key under `promoDetail.titles` */
  title: ActivityDetailTitle;
  /** `shopping`: the shopping-points call (`/api/shopping_points/goods/detail`) */
  source?: 'activity' | 'shopping';
}

const CONFIRM_PAGE = '/pages/subpack/order/confirmationOrder';
const CART_PAGE = '/pages/cart/cart';
const COUPON_TYPES = new Set([52, 53]);
const FLASH_SALE_TYPE = 1;

interface Loaded {
  detail: ActivityGoodsDetail;
  /** the shop goods (seller, description, favourite); null when it could not be read */
  goods: GoodsDetail | null;
  props: GoodsProp[];
  /** only the activity's SKU, with the activity's stock */
  skus: SkuItem[];
}

async function loadDetail(id: number, source: ActivityDetailProps['source']): Promise<Loaded> {
  const detail = await unwrap(
    source === 'shopping'
      ? activityApi.getShoppingPointsGoods(id)
      : activityApi.getActivityGoodsInfo(id),
  );
  if (!detail) throw new ApiError({ code: NO_CODE, message: '', kind: 'server' });
  const [goods, props, skus] = await Promise.allSettled([
    unwrap(goodsApi.getGoodsDetail(detail.goods_id)),
    unwrap(detailApi.getPropList(detail.goods_id)),
    unwrap(detailApi.getSkuList(detail.goods_id)),
  ]);
  const ok = <T,>(r: PromiseSettledResult<T>): T | null =>
    r.status === 'fulfilled' ? r.value : null;
  const shopSku = ok(skus)?.list.find((s) => s.id === detail.sku_id);
  // Only the activity's SKU can be bought here, at the activity's stock.
  const sku: SkuItem = shopSku
    ? { ...shopSku, stock: detail.stock }
    : {
        id: detail.sku_id,
        spec: detail.spec ?? {},
        price: detail.original_price,
        market_price: 0,
        stock: detail.stock,
        image: detail.image,
      };
  return {
    detail,
    goods: ok(goods),
    props: shopSku ? (ok(props)?.list ?? []) : [],
    skus: [sku],
  };
}

function blockedText(reason: BlockReason, t: Translate): string {
  switch (reason) {
    case 'not_started':
      return t('promoDetail.buy.notStarted');
    case 'ended':
      return t('promoDetail.buy.ended');
    case 'sold_out':
      return t('promoDetail.buy.soldOut');
    case 'limit':
      return t('promoDetail.buy.limit');
    case 'points':
      return t('promoDetail.buy.pointsShort');
  }
}

export const ActivityDetail = observer(function ActivityDetail({
  page,
  title,
  source = 'activity',
}: ActivityDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { cart, user } = useStores();
  const id = activityGoodsIdOf(search);

  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [collected, setCollected] = useState(false);
  const [picker, setPicker] = useState<{ open: boolean; mode: PickerMode }>({
    open: false,
    mode: 'buy',
  });
  // bumped when a countdown runs out (the state is re-read) and after an add to cart
  const [tick, bump] = useReducer((n: number) => n + 1, 0);

  const load = useCallback(async () => {
    setError(null);
    if (!id) {
      setError(t('common.notFoundHint'));
      return;
    }
    try {
      const loaded = await loadDetail(id, source);
      setData(loaded);
      setCollected(loaded.goods?.is_collected ?? false);
      setSelection(initialSelection(loaded.props, loaded.skus, loaded.detail.sku_id));
      setQuantity(1);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('common.loadError'));
    }
  }, [id, source, t]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const d = data?.detail;
  const isExchange = d?.type === POINTS_EXCHANGE_TYPE;
  const loggedIn = user.hasLogin;
  // The points balance decides whether a points exchange fits (the server checks again).
  // unknown (null) when it cannot be read
  const points = useLoad(async () => {
    if (!isExchange || !loggedIn) return null;
    return (await unwrap(walletApi.getBalanceInfo())).integral;
  }, [isExchange, loggedIn, tick]);

  const sku = useMemo(
    () => (data ? skuOf(data.props, data.skus, selection) : undefined),
    [data, selection],
  );
  const { quote, failed: freightFailed } = useFreight(
    d?.goods_id ?? 0,
    sku,
    quantity,
    data !== null,
    d?.id,
  );
  const quota = d ? Math.max(1, quotaLeft(d)) : 1;
  useEffect(() => {
    setQuantity((q) => clampQuantity(q, quota));
  }, [quota]);

  const stateNow = () => (d ? activityStateAt(d.activity, Math.floor(serverNowMs() / 1000)) : null);
  const view = d ? priceView(d, quantity) : null;
  const decide = (qty: number): BuyDecision | null => {
    const state = stateNow();
    if (!d || !state) return null;
    return decideBuy(d, state, qty, {
      spend: priceView(d, qty).spend,
      balance: points.data ?? null,
    });
  };

  /** Shows why buying cannot go on; true when it can. */
  const mayGoOn = (qty: number): boolean => {
    const decision = decide(qty);
    if (!decision) return false;
    if (decision.kind === 'gate') {
      // not awaited: the buy button must not spin while the prompt is open
      void showGatePrompt(decision.gate, t, (path) => void navigate(path));
      return false;
    }
    if (decision.kind === 'blocked') {
      toast(blockedText(decision.reason, t));
      return false;
    }
    return true;
  };

  const closePicker = () => setPicker((p) => ({ ...p, open: false }));

  const chosenSku = (): SkuItem | undefined => {
    if (!data) return undefined;
    if (sku) return sku;
    const missing = missingProps(data.props, selection);
    toast(missing.length > 0 ? t('detail.chooseHint', { names: missing.join(' ') }) : '');
    return undefined;
  };

  const buy = (fromPicker: boolean) => {
    if (!d) return;
    if (!mayGoOn(fromPicker ? quantity : 1)) return;
    if (!fromPicker) {
      setPicker({ open: true, mode: 'buy' });
      return;
    }
    if (!chosenSku()) return;
    closePicker();
    void navigate(`${CONFIRM_PAGE}?activity_goods_id=${d.id}&num=${quantity}`);
  };

  const addToCart = async (fromPicker: boolean) => {
    if (!d) return;
    if (!mayGoOn(quantity)) return;
    if (!sku && !fromPicker) {
      setPicker({ open: true, mode: 'cart' });
      return;
    }
    const target = chosenSku();
    if (!target) return;
    try {
      const added = await unwrap(cartApi.addCart(d.goods_id, target.id, quantity));
      cart.setCount(added.cart_count);
      toast(t('promoDetail.three.added'));
      closePicker();
      bump();
    } catch (error) {
      // 423: the wrapper toasted the reason; logged out: it went to login
      reportFailure(error);
    }
  };

  const toggleCollect = async () => {
    if (!d) return;
    try {
      // the toast is the server's own wording of the new state
      const { data, message } = await unwrapWithMessage(
        collectionApi.editCollection({
          goods_id: d.goods_id,
          sku_id: d.sku_id,
          activity_id: d.activity_id,
          activity_goods_id: d.id,
          type: d.type,
        }),
      );
      setCollected(data.is_collected);
      toast(message);
    } catch (error) {
      // logged out: the wrapper goes to login with this page as the return target
      reportFailure(error);
    }
  };

  const frameTitle = t(`promoDetail.titles.${title}`);
  if (error && !data) {
    return (
      <PageFrame title={frameTitle} page={page}>
        <ErrorState message={error} onRetry={() => void load()} />
      </PageFrame>
    );
  }
  if (!data || !d || !view) {
    return (
      <PageFrame title={frameTitle} page={page}>
        <DetailSkeleton />
      </PageFrame>
    );
  }

  const { goods, props, skus } = data;
  const images = d.images.length > 0 ? d.images : goods?.images.length ? goods.images : [d.image];
  const tag = activityTagCode(d.type);
  const threeForTen = d.type === THREE_FOR_TEN_TYPE;
  const decision = decide(1);
  const blocked = decision?.kind === 'blocked' ? decision.reason : null;
  const buyText =
    d.type === POINTS_EXCHANGE_TYPE
      ? t('promoDetail.buy.exchange')
      : d.type === FLASH_SALE_TYPE
        ? t('promoDetail.buy.grab')
        : d.type === GROUP_BUY_TYPE
          ? t('promoDetail.buy.openGroup')
          : t('promoDetail.buy.buyNow');
  const actions = threeForTen ? (
    <>
      <LoadingButton
        className="detail-action detail-action--cart"
        disabled={blocked !== null}
        data-testid="promo-add-cart"
        onClick={() => addToCart(false)}
      >
        {blocked ? blockedText(blocked, t) : t('promoDetail.buy.addToCart')}
      </LoadingButton>
      <Button className="detail-action detail-action--buy" onClick={() => void navigate(CART_PAGE)}>
        {t('promoDetail.buy.goCart')}
      </Button>
    </>
  ) : (
    <LoadingButton
      className="detail-action detail-action--buy is-full"
      disabled={blocked !== null}
      data-testid="promo-buy"
      onClick={() => buy(false)}
    >
      {blocked ? blockedText(blocked, t) : buyText}
    </LoadingButton>
  );
  const missing = missingProps(props, selection);
  const pointsNote =
    view.spend > 0 || view.earn > 0 ? (
      <span className="promo-price__points">
        {view.spend > 0
          ? t('promoDetail.price.pointsNeeded', { points: view.spend })
          : t('promoDetail.price.earn', { points: view.earn })}
      </span>
    ) : undefined;

  return (
    <PageFrame
      title={frameTitle}
      page={page}
      right={<ShareButton />}
      className="detail-page promo-detail"
      footer={
        <DetailBar
          collected={collected}
          onCollect={toggleCollect}
          onAddToCart={() => Promise.resolve()}
          onBuyNow={() => undefined}
          soldOut={d.sold_out}
          actions={actions}
        />
      }
    >
      <Gallery images={images} title={d.title} />

      <section className="promo-head" data-type={d.type}>
        <ActivityPrice view={view} />
        <StateBanner activity={d.activity} onChange={bump} />
      </section>

      <section className="detail-card detail-info">
        <h2 className="detail-info__title">
          {tag !== undefined && (
            <Tag className="detail-info__tag" color="primary" fill="solid">
              {t(`activity.types.${tag}`)}
            </Tag>
          )}
          {d.title}
        </h2>
        {d.sold_out && (
          <p className="promo-soldout" data-testid="promo-soldout">
            {t('promoDetail.buy.soldOut')}
          </p>
        )}
        {isExchange && points.data !== null && points.data !== undefined && (
          <p className="promo-mypoints" data-testid="promo-my-points">
            {t('promoDetail.price.myPoints', { points: points.data })}
            {view.spend > points.data && (
              <span className="promo-mypoints__short">
                {' '}
                {t('promoDetail.price.pointsShort', { points: view.spend - points.data })}
              </span>
            )}
          </p>
        )}
        {d.type === GROUP_BUY_TYPE && (d.group_size ?? 0) > 0 && (
          <p className="promo-group" data-testid="promo-group">
            <span>{t('promoDetail.group.size', { count: d.group_size })}</span>
            {(d.open_groups ?? 0) > 0 && (
              <span>{t('promoDetail.group.open', { count: d.open_groups })}</span>
            )}
            <Link className="promo-group__link" to={`/${groupListPath(d.id)}`}>
              {t('promoDetail.group.all')}
            </Link>
          </p>
        )}
      </section>

      {threeForTen && <ThreeForTenCard brand={d.brand_id > 0} refresh={tick} />}
      {COUPON_TYPES.has(d.type) && <CouponStrip couponIds={couponIdsOf(d.activity.rules)} />}

      <RulesCard detail={d} />

      <SpecFreightRows
        missing={missing}
        selection={selection}
        quantity={quantity}
        onOpenPicker={() => setPicker({ open: true, mode: threeForTen ? 'cart' : 'buy' })}
        quote={quote}
        freightFailed={freightFailed}
      />

      <Comments goodsId={d.goods_id} />

      {goods?.seller && <SellerCard seller={goods.seller} />}
      {goods?.description && <DescriptionCard text={goods.description} />}

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
        basePrice={d.original_price}
        baseImage={d.image}
        title={d.title}
        unitPrice={d.price}
        max={quota}
        note={pointsNote}
        onAddToCart={() => addToCart(true)}
        onBuyNow={() => buy(true)}
      />
    </PageFrame>
  );
});
