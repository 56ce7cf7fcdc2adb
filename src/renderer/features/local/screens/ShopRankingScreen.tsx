/**
 * Shop rankings near the current point: best selling or best rated (`?sort=sales|rating` in the
 * URL), each card with its rank, infinite scroll and pull to refresh.
 */
import { Tabs } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalShopCard } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { getCurrentPoint } from '../location';
import { CHOOSE_LOCATION, ShopCard } from '../parts';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/shop/lists';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function ShopRanking() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') === 'rating' ? 'rating' : 'sales';
  const point = getCurrentPoint();
  const list = usePaged<LocalShopCard>(
    async ({ page }) => {
      if (!point) return { list: [], total: 0 };
      return unwrap(localApi.getShops({ ...point, radius_m: 50_000, sort, page }));
    },
    [sort, point?.lat_e6, point?.lng_e6],
  );
  return (
    <PageFrame title={t('local.list.rankTitle')} page={PAGE} homePath={SHOP_HOME}>
      <Tabs activeKey={sort} onChange={(k) => setParams({ sort: k }, { replace: true })}>
        <Tabs.Tab key="sales" title={t('local.list.bySales')} />
        <Tabs.Tab key="rating" title={t('local.list.byRating')} />
      </Tabs>
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
          render={(s, i) => (
            <ShopCard
              shop={s}
              extra={<span className="local-tag">{t('local.list.rank', { n: i + 1 })}</span>}
            />
          )}
          empty={<EmptyState title={t('local.list.empty')} />}
        />
      )}
    </PageFrame>
  );
}
