import './strings/search';
import { useTranslation } from '../../core/i18n';
import type { GoodsSort } from './api';
import { cx } from '../../core/ui';
import { nextSort } from './search-query';
import './catalogue.css';

export interface SortBarProps {
  value: GoodsSort;
  onChange: (sort: GoodsSort) => void;
  /** Extra controls at the right end (the filter button of the search results). */
  extra?: React.ReactNode;
  className?: string;
}

const TABS = ['composite', 'sales', 'price', 'new'] as const;

function PriceArrows({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <svg className="cat-sort__arrows" width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
      <path d="M4 0 8 5H0z" fill={dir === 'asc' ? 'currentColor' : '#c8c8c8'} />
      <path d="M4 12 0 7h8z" fill={dir === 'desc' ? 'currentColor' : '#c8c8c8'} />
    </svg>
  );
}

/** Sort tabs of goods lists: composite, sales, price (tap again to flip the order), newest. */
export function SortBar({ value, onChange, extra, className }: SortBarProps) {
  const { t } = useTranslation();
  const priceDir = value === 'price_asc' ? 'asc' : value === 'price_desc' ? 'desc' : null;
  return (
    <div className={cx('cat-sort', className)} role="group" aria-label={t('search.sort.label')}>
      {TABS.map((tab) => {
        const active = tab === 'price' ? priceDir !== null : value === tab;
        return (
          <button
            key={tab}
            type="button"
            className={cx('cat-sort__tab', active && 'cat-sort__tab--active')}
            aria-pressed={active}
            data-sort={tab === 'price' ? (priceDir ? `price_${priceDir}` : 'price') : tab}
            onClick={() => onChange(nextSort(value, tab))}
          >
            {t(`search.sort.${tab}`)}
            {tab === 'price' && (
              <>
                <PriceArrows dir={priceDir} />
                {priceDir && (
                  <span className="ui-sr-only">
                    {priceDir === 'asc' ? t('search.sort.priceAsc') : t('search.sort.priceDesc')}
                  </span>
                )}
              </>
            )}
          </button>
        );
      })}
      {extra}
    </div>
  );
}
