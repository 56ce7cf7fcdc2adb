import '../../strings/search';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { SearchFilterOption } from '../../../../../shared/contract';
import { cx } from '../../../../core/ui';
import '../../catalogue.css';

export interface FilterChoice {
  cat_id?: number;
  brand_id?: number;
}

export interface FilterPopupProps {
  visible: boolean;
  categories: SearchFilterOption[];
  brands: SearchFilterOption[];
  value: FilterChoice;
  onApply: (choice: FilterChoice) => void;
  onClose: () => void;
}

function Options({
  title,
  id,
  options,
  selected,
  onSelect,
}: {
  title: string;
  id: string;
  options: SearchFilterOption[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="cat-filter__group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {options.length === 0 ? (
        <p className="cat-filter__none">{t('search.filter.none')}</p>
      ) : (
        <div className="cat-filter__options">
          {options.map((o) => (
            <button
              key={o.id}
              type="button"
              className={cx('chip', selected === o.id && 'chip--active')}
              aria-pressed={selected === o.id}
              onClick={() => onSelect(selected === o.id ? undefined : o.id)}
            >
              {o.name}
              <span className="cat-filter__count">({o.count})</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The filter sheet of the search results: one category and one brand (tap again to unselect),
 * "reset" clears both, "confirm" applies. The choice is a draft until confirmed.
 */
export function FilterPopup({
  visible,
  categories,
  brands,
  value,
  onApply,
  onClose,
}: FilterPopupProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterChoice>(value);
  const [wasVisible, setWasVisible] = useState(visible);
  // Each opening starts from the applied choice.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(value);
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="cat-filter"
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="search-filter-title">
        <div className="cat-filter__head">
          <h2 id="search-filter-title">{t('search.filter.title')}</h2>
          <button
            type="button"
            className="ui-icon-button"
            aria-label={t('search.filter.close')}
            onClick={onClose}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="m6 6 12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="cat-filter__body">
          <Options
            title={t('search.filter.category')}
            id="search-filter-category"
            options={categories}
            selected={draft.cat_id}
            onSelect={(id) => setDraft((d) => ({ ...d, cat_id: id }))}
          />
          <Options
            title={t('search.filter.brand')}
            id="search-filter-brand"
            options={brands}
            selected={draft.brand_id}
            onSelect={(id) => setDraft((d) => ({ ...d, brand_id: id }))}
          />
        </div>
        <div className="cat-filter__foot">
          <Button block shape="rounded" onClick={() => setDraft({})}>
            {t('search.filter.reset')}
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => onApply(draft)}>
            {t('search.filter.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
