/**
 * A local shop (`?id=`): cover, name, open badge, rating and sales, the hours table with today
 * marked, the address with a link to open-location, the phone (a tel: link), the notice, the fees
 * and delivery range, and "order now" to the menu (goFood).
 */
import { Button, Image, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../core/api/http';
import * as localApi from '../api';
import { yuanText } from '../../../core/ui/money-text';
import '../strings';
import { formatDistance, getCurrentPoint } from '../location';
import { FeesLine, GO_FOOD, HoursTable, OpenBadge, ratingText } from '../parts';
import { EmptyState, ErrorState, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/shopDetails';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function ShopDetails() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const shop = useLoad(async () => {
    if (!(id > 0)) throw new HttpError('no id', 422, { code: 422, message: '', data: null });
    return unwrap(localApi.getShop(id, getCurrentPoint()));
  }, [id]);
  const s = shop.data;

  let body;
  if (shop.status === 'error') {
    const gone = shop.error instanceof HttpError && shop.error.envelope !== null;
    body = gone ? (
      <EmptyState
        title={t('local.details.notFound')}
        actionText={t('local.index.title')}
        onAction={() => void navigate(SHOP_HOME, { replace: true })}
      />
    ) : (
      <ErrorState onRetry={shop.retry} />
    );
  } else if (!s) {
    body = (
      <div aria-busy="true" className="local-section">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    const openLoc = `/open-location?lat_e6=${s.lat_e6}&lng_e6=${s.lng_e6}&name=${encodeURIComponent(
      s.name,
    )}&address=${encodeURIComponent(s.address)}`;
    body = (
      <>
        <Image
          src={s.cover || s.logo}
          alt={t('local.shop.coverAlt', { name: s.name })}
          className="local-cover"
          fit="cover"
        />
        <section className="local-hero" data-testid="local-shop-hero">
          <h2>{s.name}</h2>
          <p className="local-card__meta">
            <OpenBadge shop={s} />
            <span className="local-card__rating">
              {s.rating_x10 > 0
                ? `★ ${ratingText(s.rating_x10)} · ${t('local.shop.ratingCount', { n: s.rating_count })}`
                : t('local.shop.noRating')}
            </span>
            <span>{t('local.shop.monthlySales', { n: s.monthly_sales })}</span>
          </p>
          <FeesLine shop={s} />
        </section>
        {s.notice && (
          <section className="local-section">
            <h2>{t('local.details.notice')}</h2>
            <p className="local-muted" style={{ whiteSpace: 'pre-wrap' }}>
              {s.notice}
            </p>
            <Link className="local-link" to={`/pages/subpack1/trashy/notice?shop_id=${s.id}`}>
              {t('local.details.allNotices')} ›
            </Link>
          </section>
        )}
        <section className="local-section">
          <h2>{t('local.details.hours')}</h2>
          <HoursTable hours={s.hours} />
        </section>
        <section className="local-section">
          <h2>{t('local.details.address')}</h2>
          <p style={{ margin: 0 }}>
            {[s.province, s.city, s.district, s.address].filter(Boolean).join(' ')}
          </p>
          {s.distance_m !== null && (
            <p className="local-muted">
              {t('local.shop.distance', { d: formatDistance(s.distance_m) })}
            </p>
          )}
          <Link className="local-link" to={openLoc} data-testid="local-open-location">
            {t('local.details.viewMap')} ›
          </Link>
          {s.phone && (
            <div>
              <a className="local-link" href={`tel:${s.phone}`}>
                {t('local.details.call', { phone: s.phone })}
              </a>
            </div>
          )}
        </section>
        <section className="local-section">
          <h2>{t('local.details.fees')}</h2>
          {s.delivery && (
            <>
              <div className="local-kv">
                <span>{t('local.details.minOrder')}</span>
                <span>{yuanText(s.min_order)}</span>
              </div>
              <div className="local-kv">
                <span>{t('local.confirm.deliveryFee')}</span>
                <span>{yuanText(s.delivery_fee)}</span>
              </div>
              <p className="local-muted">
                {t('local.details.deliveryRadius', { d: formatDistance(s.delivery_radius_m) })}
              </p>
            </>
          )}
          <p className="local-card__tags">
            {s.delivery && <span className="local-tag">{t('local.shop.delivery')}</span>}
            {s.pickup && <span className="local-tag">{t('local.shop.pickup')}</span>}
          </p>
        </section>
      </>
    );
  }

  return (
    <PageFrame
      title={s?.name ?? t('local.details.title')}
      page={PAGE}
      homePath={SHOP_HOME}
      footer={
        s ? (
          <div className="checkout-footer">
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              data-testid="local-go-food"
              onClick={() => void navigate(`${GO_FOOD}?id=${s.id}`)}
            >
              {t('local.details.order')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
