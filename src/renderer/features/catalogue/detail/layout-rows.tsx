/**
 * The goods detail's mall rows (issue 19 layout), as the large Chinese mall H5s show them: the
 * activity price band (name, price, countdown, a link to the activity's page), the coupon row
 * (platform coupons as chips; opens the claim sheet of the promo feature, a lazy chunk), the
 * promotion row (full-reduction tiers), the service guarantees, the brand row, the shop card,
 * the recommendations (goods of the same category, else of the shop) and the detail images.
 */
import '../strings/detail-layout';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import LoopOutline from 'antd-mobile-icons/es/LoopOutline';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import type { GoodsDetail, GoodsDetailActivity, GoodsItem } from '../../../../shared/contract';
import { activityDetailRoute } from '../../../../shared/rules/activity-route';
import type { GuaranteeCode } from '../../../../shared/rules/guarantees';
import { formatFen } from '../../../../shared/rules/money';
import { NEGATIVE_REVIEW_TAGS, type ReviewTagCount } from '../../../../shared/rules/review-tags';
import * as promoApi from '../../promo/api';
import * as goodsApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { activityTagCode, Countdown, GoodsGrid, Price } from '../../../core/ui';
import { ShopIcon } from './icons';
import './detail-layout.css';

const CouponClaimSheet = lazy(() => import('../../promo/CouponClaimSheet'));

/** ¥99.00 → 99, ¥9.90 → 9.90 */
function yuan(fen: number): string {
  const text = formatFen(fen);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** The activity price band: the running activity's name, price and the time left. */
export function ActivityBand({
  activity,
  goodsId,
  marketPrice,
  onEnd,
}: {
  activity: GoodsDetailActivity;
  goodsId: number;
  marketPrice: number;
  onEnd?: () => void;
}) {
  const { t } = useTranslation();
  const tag = activityTagCode(activity.type);
  const route = activityDetailRoute({
    goods_id: goodsId,
    sku_id: activity.sku_id,
    type: activity.type,
    activity_id: activity.activity_id,
    activity_goods_id: activity.activity_goods_id,
  });
  return (
    <section className="detail-band" data-testid="detail-activity">
      <div className="detail-band__main">
        <span className="detail-band__name">
          {tag !== undefined ? t(`activity.types.${tag}`) : activity.title}
        </span>
        <Price
          fen={activity.price}
          original={marketPrice}
          size="lg"
          className="detail-band__price"
        />
      </div>
      <div className="detail-band__side">
        <span className="detail-band__title">{activity.title}</span>
        <span className="detail-band__ends">
          {t('detailLayout.activityEnds')}{' '}
          <Countdown endAt={activity.end_at} format="dhms" onEnd={onEnd} />
        </span>
        <Link className="detail-band__go" to={'/' + route}>
          {t('detailLayout.activityGo')} ›
        </Link>
      </div>
    </section>
  );
}

/** Coupons as chips; opens the claim sheet. Hidden when no coupon can be received. */
export function CouponRow() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const coupons = useLoad(async () => {
    const centre = await unwrap(promoApi.getCouponCentre({ page: 1, limit: 20 }));
    return centre.list.filter((c) => c.state === 'running');
  }, []);
  const list = coupons.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="detail-row detail-row--chips"
        data-testid="detail-coupons"
        onClick={() => setOpen(true)}
      >
        <span className="detail-row__label">{t('detailLayout.coupons')}</span>
        <span className="detail-row__value detail-chips">
          {list.slice(0, 3).map((c) => (
            <span key={c.id} className="detail-chip detail-chip--coupon">
              {c.threshold > 0
                ? t('detailLayout.couponChip', {
                    threshold: yuan(c.threshold),
                    amount: yuan(c.amount),
                  })
                : t('detailLayout.couponChipNoThreshold', { amount: yuan(c.amount) })}
            </span>
          ))}
        </span>
        <span className="detail-row__more">{t('detailLayout.getCoupons')} ›</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CouponClaimSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The full-reduction tiers (满减), which apply to every goods but ten-yuan-three-items. */
export function PromotionRow({ tiers }: { tiers: readonly { full: number; cut: number }[] }) {
  const { t } = useTranslation();
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.full - b.full);
  return (
    <div className="detail-row detail-row--chips" data-testid="detail-promotion">
      <span className="detail-row__label">{t('detailLayout.promotion')}</span>
      <span className="detail-row__value detail-chips">
        <span className="detail-chip detail-chip--solid">{t('detailLayout.fullTag')}</span>
        <span className="detail-promotion__tiers">
          {sorted
            .map((tier) =>
              t('detailLayout.fullTier', { full: yuan(tier.full), cut: yuan(tier.cut) }),
            )
            .join(' / ')}
        </span>
      </span>
    </div>
  );
}

const GUARANTEE_ICONS: Record<GuaranteeCode, typeof CheckShieldOutline> = {
  genuine: CheckShieldOutline,
  no_reason_7d: LoopOutline,
  no_reason_excluded: ExclamationCircleOutline,
};

/** The service guarantees the server derived for the goods. */
export function GuaranteeRow({ codes }: { codes: readonly GuaranteeCode[] }) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <div className="detail-row" data-testid="detail-guarantees">
      <span className="detail-row__label">{t('detailLayout.guarantees')}</span>
      <ul className="detail-row__value detail-guarantees">
        {codes.map((code) => {
          const Icon = GUARANTEE_ICONS[code];
          return (
            <li
              key={code}
              className={
                code === 'no_reason_excluded'
                  ? 'detail-guarantee detail-guarantee--off'
                  : 'detail-guarantee'
              }
              data-code={code}
            >
              <Icon aria-hidden="true" />
              {t(`detailLayout.guarantee.${code}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The brand with a link to its zone. */
export function BrandRow({ brand }: { brand: NonNullable<GoodsDetail['brand']> }) {
  const { t } = useTranslation();
  return (
    <Link
      className="detail-row detail-brand"
      data-testid="detail-brand"
      to={`/pages/subpack/prefecture/brand?brand_id=${brand.id}`}
    >
      <span className="detail-row__label">{t('detailLayout.brand')}</span>
      <span className="detail-row__value">{brand.name}</span>
      <span className="detail-row__more">{t('detailLayout.brandGo')} ›</span>
    </Link>
  );
}

/** The shop card: logo, name, goods on sale and 进店. */
export function ShopCard({ seller }: { seller: NonNullable<GoodsDetail['seller']> }) {
  const { t } = useTranslation();
  return (
    <section className="detail-card detail-seller" data-testid="detail-seller">
      {seller.logo ? (
        <img className="detail-seller__logo" src={seller.logo} alt="" loading="lazy" />
      ) : (
        <span className="detail-seller__logo" aria-hidden="true">
          <ShopIcon />
        </span>
      )}
      <div className="detail-seller__text">
        <h2 className="detail-seller__name">{seller.name}</h2>
        <p className="detail-seller__count" data-testid="detail-seller-count">
          {t('detailLayout.shopGoods', { count: seller.goods_count })}
        </p>
      </div>
      <Link
        className="detail-seller__link"
        to={`/pages/subpack/merchant/merchant?seller_id=${seller.id}`}
        aria-label={`${t('detailLayout.enterShop')} ${seller.name}`}
      >
        {t('detailLayout.enterShop')}
      </Link>
    </section>
  );
}

const RECOMMEND_COUNT = 6;

/** Goods of the same category (else of the same shop), without this goods, in two columns. */
export function Recommendations({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const goodsId = goods.goods_id || goods.id;
  const sellerId = goods.seller?.id ?? 0;
  const list = useLoad(async () => {
    const others = (l: GoodsItem[]) => l.filter((g) => (g.goods_id || g.id) !== goodsId);
    let found: GoodsItem[] = [];
    if (goods.category_id) {
      const page = await unwrap(
        goodsApi.getGoodsList({ page: 1, limit: RECOMMEND_COUNT + 1, cat_id: goods.category_id }),
      );
      found = others(page.list);
    }
    if (found.length < 2 && sellerId) {
      const page = await unwrap(
        goodsApi.getSellerGoods({ seller_id: sellerId, page: 1, limit: RECOMMEND_COUNT + 1 }),
      );
      const seen = new Set(found.map((g) => g.id));
      found = [...found, ...others(page.list).filter((g) => !seen.has(g.id))];
    }
    return found.slice(0, RECOMMEND_COUNT);
  }, [goodsId, goods.category_id, sellerId]);
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className="detail-card detail-recommend" data-testid="detail-recommend">
      <h2 className="detail-card__title">{t('detailLayout.recommend')}</h2>
      <GoodsGrid list={list.data} />
    </section>
  );
}

/** The description and the goods' pictures one under the other (图文详情). */
export function DetailImages({ text, images }: { text: string; images: string[] }) {
  const { t } = useTranslation();
  if (!text && images.length === 0) return null;
  return (
    <section className="detail-card detail-description" data-testid="detail-images">
      <h2 className="detail-card__title">{t('detailLayout.detailImages')}</h2>
      {text && <p>{text}</p>}
      <div className="detail-images">
        {images.map((src, i) => (
          <img key={`${src}-${i}`} src={src} alt="" loading="lazy" decoding="async" />
        ))}
      </div>
    </section>
  );
}

/** Review tags (codes from the server) as chips under the review summary. */
export function ReviewTags({ tags }: { tags: readonly ReviewTagCount[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="detail-review-tags" data-testid="detail-review-tags">
      {tags.map((tag) => (
        <li
          key={tag.code}
          className={
            NEGATIVE_REVIEW_TAGS.includes(tag.code)
              ? 'detail-chip detail-chip--muted'
              : 'detail-chip'
          }
        >
          {t(`detailLayout.reviewTag.${tag.code}`)} {tag.count}
        </li>
      ))}
    </ul>
  );
}
