/**
 * Local shops near the current point (docs/api-local-shop.md "Screens"): the point bar (tap to
 * change), the entries (search, new shops, ranking, notices, goods, open a shop, my orders), the
 * categories (`?cat=` in the URL, so back and reload keep it) and the shops by distance with
 * infinite scroll and pull to refresh.
 *
 * Without a point yet: the browser's location when it allows it (not when the permission is
 * known refused), else the user goes to choose-location, which writes the point and comes back.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalShopCard } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import {
  geoPermission,
  getCurrentPoint,
  locateByBrowser,
  setCurrentPoint,
  type CurrentPoint,
} from '../location';
import { CHOOSE_LOCATION, PointBar, ShopCard } from '../parts';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, useLoad, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/shop/index';
const T = '/pages/subpack1/trashy';

const ENTRIES = [
  { key: 'search', to: `${T}/shop/list`, icon: '⌕' },
  { key: 'newShops', to: `${T}/shop/new`, icon: '✦' },
  { key: 'ranking', to: `${T}/shop/lists`, icon: '♛' },
  { key: 'notices', to: `${T}/notice`, icon: '✉' },
  { key: 'goods', to: `${T}/product/list`, icon: '❖' },
  { key: 'business', to: `${T}/business`, icon: '⌂' },
  { key: 'orders', to: '/pages/subpack1/user/shop-order', icon: '☰' },
] as const;

/**
 * Sent to choose-location once per app load: coming back from it without a choice shows the
 * prompt instead of sending the user there again (back must leave, not loop).
 */
let sentToChoose = false;

export default function ShopIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const cat = Number(params.get('cat') ?? 0) || 0;
  const [point, setPoint] = useState<CurrentPoint | null>(() => getCurrentPoint());
  const [needChoose, setNeedChoose] = useState(false);

  useEffect(() => {
    if (point) return;
    let live = true;
    void (async () => {
      if ((await geoPermission()) !== 'denied') {
        try {
          const p = await locateByBrowser();
          if (!live) return;
          // '' = "my location", rendered in the reader's language (issue 19, brief B)
          const here = { ...p, name: '' };
          setCurrentPoint(here);
          setPoint(here);
          return;
        } catch {
          // denied or unavailable: choose by hand
        }
      }
      if (!live) return;
      setNeedChoose(true);
      if (!sentToChoose) {
        sentToChoose = true;
        void navigate(CHOOSE_LOCATION);
      }
    })();
    return () => {
      live = false;
    };
  }, [point, navigate, t]);

  const cats = useLoad(() => unwrap(localApi.getLocalCategories()), []);

  const list = usePaged<LocalShopCard>(
    async ({ page }) => {
      if (!point) return { list: [], total: 0 };
      return unwrap(
        localApi.getShops({
          lat_e6: point.lat_e6,
          lng_e6: point.lng_e6,
          category_id: cat || undefined,
          sort: 'distance',
          page,
        }),
      );
    },
    [point?.lat_e6, point?.lng_e6, cat],
  );

  return (
    <PageFrame title={t('local.index.title')} page={PAGE}>
      <PointBar point={point} />
      <nav className="local-entries" aria-label={t('local.index.title')}>
        {ENTRIES.map((e) => (
          <Link key={e.key} to={e.to} className="local-entry">
            <span className="local-entry__icon" aria-hidden="true">
              {e.icon}
            </span>
            {t(`local.index.${e.key}`)}
          </Link>
        ))}
      </nav>
      {cats.data && cats.data.length > 0 && (
        <div className="local-cats" role="group" aria-label={t('local.index.categories')}>
          {[{ id: 0, name: t('local.index.allCategories') }, ...cats.data].map((c) => (
            <button
              key={c.id}
              type="button"
              className="local-chip"
              aria-pressed={c.id === cat}
              onClick={() => setParams(c.id ? { cat: String(c.id) } : {}, { replace: true })}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {!point && needChoose ? (
        <EmptyState
          title={t('local.point.none')}
          actionText={t('local.point.choose')}
          onAction={() => void navigate(CHOOSE_LOCATION)}
        />
      ) : !point ? (
        <div className="ui-state" role="status">
          <DotLoading color="primary" />
          <p className="ui-state__title">{t('local.point.locating')}</p>
        </div>
      ) : (
        <ListView
          state={list}
          pullToRefresh
          itemKey={(s) => s.id}
          skeletonRows={4}
          render={(s) => <ShopCard shop={s} />}
          empty={
            <EmptyState
              title={t('local.index.empty')}
              description={t('local.index.emptyHint')}
              actionText={t('local.point.choose')}
              onAction={() => void navigate(CHOOSE_LOCATION)}
            />
          }
        />
      )}
    </PageFrame>
  );
}
