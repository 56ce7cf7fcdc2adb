/**
 * Search results (`?keyword=&sort=&cat_id=&brand_id=`): the keyword in an editable search bar,
 * sort tabs, the result's brands as chips (issue 19), a filter sheet (category and brand from the
 * first page's `filters`), and the goods
 * in two columns with infinite scroll. The state lives in the URL query (replaced on every
 * change) so back/forward and a reload keep it.
 */
import '../strings/search';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchData } from '../../../../shared/contract';
import * as goodsApi from '../api';
import { normalizeKeyword, rememberSearch } from '../search-history';
import { parseSearchState, searchStateToParams, type SearchState } from '../search-query';
import { SearchInput } from '../SearchInput';
import { SortBar } from '../SortBar';
import { cx, EmptyState, GoodsCard, ListView, PageFrame, toast } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';
import { FilterPopup, type FilterChoice } from './parts/FilterPopup';
import { BrandChips } from './parts/BrandChips';
import '../catalogue.css';

type Filters = NonNullable<SearchData['filters']>;

function FilterIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 5h18l-7 8v6l-4-2v-4z" strokeLinejoin="round" />
    </svg>
  );
}

export default function SearchList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const { keyword, sort, cat_id: catId, brand_id: brandId } = state;

  // The bar shows the searched keyword again whenever the URL's keyword changes (back/forward).
  const [input, setInput] = useState(keyword);
  const [inputFor, setInputFor] = useState(keyword);
  if (inputFor !== keyword) {
    setInputFor(keyword);
    setInput(keyword);
  }

  // The filters of the current keyword (page 1 carries them; they count the whole keyword result).
  const [filters, setFilters] = useState<{ keyword: string; value: Filters } | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);

  const update = (next: SearchState) => {
    setParams(searchStateToParams(next), { replace: true });
  };

  const goods = usePaged(
    async ({ page, limit }) => {
      if (!keyword) return { list: [], total: 0 };
      const data = await unwrap(
        goodsApi.searchGoods({
          keyword,
          page,
          limit,
          sort,
          cat_id: catId,
          brand_id: brandId,
        }),
      );
      if (page === 1 && data.filters) setFilters({ keyword, value: data.filters });
      return data;
    },
    [keyword, sort, catId, brandId],
  );

  const submit = (value: string) => {
    const next = normalizeKeyword(value);
    if (!next) {
      toast(t('search.emptyKeyword'));
      return;
    }
    rememberSearch(next);
    setInput(next);
    // A new keyword has other categories and brands: its filters start empty.
    update(next === keyword ? state : { keyword: next, sort });
  };

  const current = filters?.keyword === keyword ? filters.value : null;
  const catName = current?.categories.find((c) => c.id === catId)?.name;
  const brandName = current?.brands.find((b) => b.id === brandId)?.name;
  const filtered = catId !== undefined || brandId !== undefined;
  const applyFilters = (choice: FilterChoice) => {
    setFilterOpen(false);
    update({ keyword, sort, cat_id: choice.cat_id, brand_id: choice.brand_id });
  };

  return (
    <PageFrame
      title={t('search.resultTitle')}
      page="pages/subpack/search/search-list"
      className="cat-page"
    >
      <div className="cat-sticky">
        <div className="cat-search-bar">
          <SearchInput value={input} onChange={setInput} onSubmit={submit} />
        </div>
        <SortBar
          value={sort}
          onChange={(s) => update({ ...state, sort: s })}
          extra={
            <button
              type="button"
              className={cx(
                'cat-sort__tab',
                'cat-sort__filter',
                filtered && 'cat-sort__tab--active',
              )}
              aria-haspopup="dialog"
              aria-expanded={filterOpen}
              disabled={!keyword}
              onClick={() => setFilterOpen(true)}
            >
              {t('search.filter.button')}
              <FilterIcon />
            </button>
          }
        />
        <BrandChips
          brands={current?.brands ?? []}
          value={brandId}
          onChange={(id) => update({ ...state, brand_id: id })}
        />
        {filtered && (
          <div className="cat-active-filters" role="group" aria-label={t('search.filter.active')}>
            {catId !== undefined && (
              <button
                type="button"
                className="chip chip--active chip--removable"
                aria-label={t('search.filter.remove', {
                  name: catName ?? t('search.filter.category'),
                })}
                onClick={() => update({ ...state, cat_id: undefined })}
              >
                {catName ?? t('search.filter.category')} ×
              </button>
            )}
            {brandId !== undefined && (
              <button
                type="button"
                className="chip chip--active chip--removable"
                aria-label={t('search.filter.remove', {
                  name: brandName ?? t('search.filter.brand'),
                })}
                onClick={() => update({ ...state, brand_id: undefined })}
              >
                {brandName ?? t('search.filter.brand')} ×
              </button>
            )}
            <button
              type="button"
              className="ui-text-button"
              onClick={() => update({ keyword, sort })}
            >
              {t('search.filter.clear')}
            </button>
          </div>
        )}
      </div>

      {keyword ? (
        <ListView
          state={goods}
          columns={2}
          skeletonRows={3}
          render={(g) => <GoodsCard goods={g} />}
          empty={
            <EmptyState
              title={t('search.noResult')}
              description={filtered ? t('search.noResultFiltered') : t('search.noResultHint')}
              actionText={filtered ? t('search.filter.clear') : t('search.searchAgain')}
              onAction={() =>
                filtered ? update({ keyword, sort }) : void navigate('/pages/subpack/search/search')
              }
            />
          }
        />
      ) : (
        <EmptyState
          title={t('search.emptyKeyword')}
          actionText={t('search.searchAgain')}
          onAction={() => void navigate('/pages/subpack/search/search')}
        />
      )}

      <FilterPopup
        visible={filterOpen}
        categories={current?.categories ?? []}
        brands={current?.brands ?? []}
        value={{ cat_id: catId, brand_id: brandId }}
        onApply={applyFilters}
        onClose={() => setFilterOpen(false)}
      />
    </PageFrame>
  );
}
