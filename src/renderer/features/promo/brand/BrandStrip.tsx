/**
 * A row of brands for the category tab (issue 19): the first brands (most goods first) as logo
 * tiles that open their zone, and "all brands" opening the brand list. Nothing when there are
 * none or they cannot be read (the category tab works without it).
 */
import '../strings/brand';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import { getBrandList } from '../brand-api';
import { brandZoneLink } from '../brand-link';
import { unwrap, useLoad } from '../../../core/data';
import './brand.css';

export function BrandStrip({ limit = 10 }: { limit?: number }) {
  const { t } = useTranslation();
  const brands = useLoad(() => unwrap(getBrandList({ page: 1, limit })), [limit]);
  const list = brands.data?.list ?? [];
  // While the brands load, the strip keeps its place with empty tiles of the same size: measured
  // reason, the category tab's skeleton and goods list below it moved down when the strip
  // appeared (Lighthouse mobile layout shift 0.14–0.19 on #/pages/category/category).
  if (brands.status === 'loading') return <BrandStripPlaceholder />;
  if (list.length === 0) return null;
  return (
    <nav className="brand-strip" aria-label={t('brand.stripTitle')} data-testid="brand-strip">
      <div className="brand-strip__head">
        <h2 className="brand-strip__title">{t('brand.stripTitle')}</h2>
        <Link className="brand-strip__all" to={brandZoneLink()}>
          {t('brand.all')} ›
        </Link>
      </div>
      <ul className="brand-strip__list">
        {list.map((b) => (
          <li key={b.id}>
            <Link className="brand-strip__item" to={brandZoneLink(b.id)}>
              {b.logo ? (
                <img className="brand-strip__logo" src={b.logo} alt="" width={40} height={40} />
              ) : (
                <span className="brand-strip__logo brand-row__logo--text" aria-hidden="true">
                  {Array.from(b.name)[0]}
                </span>
              )}
              <span className="brand-strip__name">{b.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The strip's frame with empty tiles, the height of the loaded strip. */
function BrandStripPlaceholder() {
  const { t } = useTranslation();
  return (
    <div
      className="brand-strip brand-strip--loading"
      aria-hidden="true"
      data-testid="brand-strip-loading"
    >
      <div className="brand-strip__head">
        <span className="brand-strip__title">{t('brand.stripTitle')}</span>
        <span className="brand-strip__all">{t('brand.all')} ›</span>
      </div>
      <ul className="brand-strip__list">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i}>
            <span className="brand-strip__item">
              <span className="brand-strip__logo" />
              <span className="brand-strip__name">{'\u00a0'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
