/**
 * Shops of a category or a search (`?category_id=`, `?keyword=`; both in the URL so back and
 * reload keep them), by distance from the current point, infinite scroll and pull to refresh.
 */
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalShopCard } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { getCurrentPoint } from '../location';
import { CHOOSE_LOCATION, KeywordSearch, ShopCard } from '../parts';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, useLoad, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/shop/list';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function ShopList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').slice(0, 30);
  const categoryId = Number(params.get('category_id') ?? 0) || 0;
  const point = getCurrentPoint();

  const cats = useLoad(() => unwrap(localApi.getLocalCategories()), []);
  const catName = cats.data?.find((c) => c.id === categoryId)?.name;

  const list = usePaged<LocalShopCard>(
    async ({ page }) => {
      if (!point) return { list: [], total: 0 };
      return unwrap(
        localApi.getShops({
          ...point,
          keyword: keyword || undefined,
          category_id: categoryId || undefined,
          page,
        }),
      );
    },
    [keyword, categoryId, point?.lat_e6, point?.lng_e6],
  );

  return (
    <PageFrame
      title={catName ?? (keyword ? t('local.list.searchTitle') : t('local.list.title'))}
      page={PAGE}
      homePath={SHOP_HOME}
    >
      <KeywordSearch
        placeholder={t('local.list.placeholder')}
        label={t('local.index.search')}
        testId="local-shop-search"
      />
      {cats.data && cats.data.length > 0 && (
        <div className="local-cats" role="group" aria-label={t('local.index.categories')}>
          {[{ id: 0, name: t('local.index.allCategories') }, ...cats.data].map((c) => (
            <button
              key={c.id}
              type="button"
              className="local-chip"
              aria-pressed={c.id === categoryId}
              onClick={() => {
                const next = new URLSearchParams(params);
                if (c.id) next.set('category_id', String(c.id));
                else next.delete('category_id');
                setParams(next, { replace: true });
              }}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {!point ? (
        <EmptyState
          title={t('local.point.none')}
          actionText={t('local.point.choose')}
          onAction={() => void navigate(CHOOSE_LOCATION)}
        />
      ) : (
        <ListView
          state={list}
          pullToRefresh
          itemKey={(s) => s.id}
          render={(s) => <ShopCard shop={s} />}
          empty={<EmptyState title={t('local.list.empty')} />}
        />
      )}
    </PageFrame>
  );
}
