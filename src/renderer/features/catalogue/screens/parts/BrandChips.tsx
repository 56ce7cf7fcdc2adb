/**
 * The brands of a search result as chips under the sort tabs (issue 19): one tap filters the
 * result by that brand on the server (`brand_id`), a second tap clears it; while a brand is
 * chosen a link opens its brand zone. Nothing when the result names no brand.
 */
import '../../strings/search';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import type { SearchFilterOption } from '../../../../../shared/contract';
import { brandZoneLink } from '../../../promo';
import { cx } from '../../../../core/ui';
import './brand-chips.css';

export interface BrandChipsProps {
  brands: readonly SearchFilterOption[];
  value: number | undefined;
  onChange: (brandId: number | undefined) => void;
}

export function BrandChips({ brands, value, onChange }: BrandChipsProps) {
  const { t } = useTranslation();
  if (brands.length === 0) return null;
  return (
    <div
      className="cat-brand-chips"
      role="group"
      aria-label={t('search.filter.brand')}
      data-testid="search-brand-chips"
    >
      {brands.map((b) => (
        <button
          key={b.id}
          type="button"
          className={cx('chip', value === b.id && 'chip--active')}
          aria-pressed={value === b.id}
          onClick={() => onChange(value === b.id ? undefined : b.id)}
        >
          {b.name}
        </button>
      ))}
      {value !== undefined && (
        <Link className="cat-brand-chips__zone" to={brandZoneLink(value)}>
          {t('search.filter.brandZone')} ›
        </Link>
      )}
    </div>
  );
}
