/**
 * A row of brands for the category tab (issue 19): the first brands (most goods first) as logo
 * tiles that open their zone, and "all brands" opening the brand list. Nothing when there are
 * none or they cannot be read (the category tab works without it).
 */
import '../strings/brand';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getBrandList } from '../brand-api';
import { brandZoneLink } from '../brand-link';
import { unwrap, useLoad } from '../../../core/data';
import './brand.css';

export function BrandStrip({ limit = 10 }: { limit?: number }) {
  const { t } = useTranslation();
  const brands = useLoad(() => unwrap(getBrandList({ page: 1, limit })), [limit]);
  const list = brands.data?.list ?? [];
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
