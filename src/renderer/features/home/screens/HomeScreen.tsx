/**
 * Home tab: custom title bar with the search entry, banners (activity banners merged with the
 * banner list, each id once), notices, zone entries (while the store's activitySwitch is on), the
 * flash-sale strip, the two activity image sets (type 31, then 30) and the recommended goods with
 * infinite scroll; pull to refresh reloads all of it.
 *
 * The image-set call answers `{ error, result, msg }`; an error other than 0 shows the server's
 * msg in a modal without cancel (spec section 8), once per page load however often it fails.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../../shared/contract';
import * as activityApi from '../../promo/activity-api';
import * as goodsApi from '../../catalogue/api';
import { unwrap, useLoad, usePaged } from '../../../core/data';
import { MainTabs } from '../../../core/layout/MainTabs';
import { releaseShell } from '../../../core/platform/shell';
import { useStores } from '../../../core/stores/context';
import {
  alert,
  Carousel,
  ErrorState,
  ListView,
  NoticeTicker,
  PullRefresh,
  toast,
} from '../../../core/ui';
import { ActivityImages } from './parts/ActivityImages';
import { FeedCard } from './parts/FeedCard';
import { FlashSaleStrip } from './parts/FlashSaleStrip';
import { mergeBanners, onceGate } from './parts/home-data';
import { TargetLink } from './parts/TargetLink';
import '../home.css';

/**
 * The search icon (antd-mobile-icons, issue 19 layout) as a chunk of its own: its SVG markup
 * would take the home's first load over its budget; its 16 px box holds the place meanwhile.
 */
const SearchOutline = lazy(() => import('antd-mobile-icons/es/SearchOutline'));

/** The image-set error modal: once per page load (module state lives as long as the page). */
const firstImageSetError = onceGate();

async function loadImageSet(type: activityApi.PubGoodsImgType) {
  const reply = await activityApi.getPubGoodsImg(type);
  if (reply.error !== 0) {
    if (reply.msg && firstImageSetError()) void alert(reply.msg);
    return null;
  }
  return reply.result;
}

/** Both banner calls; one failing still shows the other's banners. */
async function loadBanners(): Promise<Banner[]> {
  const results = await Promise.allSettled([
    unwrap(activityApi.getActivityBanners('home')),
    unwrap(goodsApi.getBannerList('home')),
  ]);
  const lists = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.list] : []));
  if (lists.length === 0) throw new Error('banners failed');
  return mergeBanners(...lists);
}

const Home = observer(function Home() {
  const { t } = useTranslation();
  // The store's activitySwitch (spec section 3) turns the zone entries on and off.
  const { config } = useStores();

  const index = useLoad(() => unwrap(goodsApi.getIndex()), []);
  const bannerCalls = useLoad(loadBanners, []);
  const flash = useLoad(() => unwrap(activityApi.getLimitedSaleTime()), []);
  const images31 = useLoad(() => loadImageSet(31), []);
  const images30 = useLoad(() => loadImageSet(30), []);
  const goods = usePaged(({ page, limit }) => unwrap(goodsApi.getRecommendGoods(page, limit)), []);
  // Re-picks the flash session after one ends even when the reload of the sessions fails.
  const [, setSessionTick] = useState(0);
  const onSessionEnd = () => {
    void flash.reload().then(() => setSessionTick((n) => n + 1));
  };

  // issue 19 layout: the feed's 满减 tag while the store has full-reduction tiers
  const fullReduction = (config.activityConfig?.full_discount.length ?? 0) > 0;

  const banners = mergeBanners(bannerCalls.data ?? [], index.data?.banners ?? []);
  const bannersLoading =
    banners.length === 0 && (bannerCalls.status === 'loading' || index.status === 'loading');

  // The blocks above the recommended goods appear together, once each has answered or failed:
  // arriving one by one they pushed the goods below down (Lighthouse measured a layout shift of
  // 0.25). Only the first load waits; a reload keeps what is on screen.
  const topSettled =
    config.loaded &&
    !bannersLoading &&
    [index, flash, images31, images30].every((s) => s.status !== 'loading');

  // issue 21: the HTML's first view of home (core/platform/shell.ts) stays until these blocks are
  // laid out, so the take-over shows the same banner in the same place
  useEffect(() => {
    if (topSettled) releaseShell('data');
  }, [topSettled]);

  const refreshAll = async () => {
    const results = await Promise.all([
      index.reload(),
      bannerCalls.reload(),
      flash.reload(),
      images31.reload(),
      images30.reload(),
      goods.refresh(),
    ]);
    if (results.includes(false)) toast(t('common.loadError'));
  };

  return (
    <MainTabs active="pages/index/index">
      <div className="home" data-page="pages/index/index">
        <header className="home__bar">
          <span className="home__brand">{t('common.appName')}</span>
          <Link className="home__search" to="/pages/subpack/search/search" role="search">
            <Suspense fallback={<span className="home__search-icon-slot" aria-hidden="true" />}>
              <SearchOutline aria-hidden="true" />
            </Suspense>{' '}
            {t('home.searchPlaceholder')}
          </Link>
        </header>
        <PullRefresh onRefresh={refreshAll}>
          {index.status === 'error' && <ErrorState onRetry={index.retry} />}
          {banners.length > 0 && (
            <div className="home__banners">
              <Carousel label={t('common.banners')}>
                {banners.map((b) => (
                  <TargetLink key={b.id} link={b.link} className="home__banner">
                    <img src={b.image} alt={b.title} />
                  </TargetLink>
                ))}
              </Carousel>
            </div>
          )}
          {bannersLoading && <div className="home__banners home__banners--loading" />}
          {!topSettled && (
            <div className="home__top-loading" aria-busy="true" aria-label={t('common.loading')} />
          )}
          {topSettled && (
            <>
              {index.data && index.data.notices.length > 0 && (
                <NoticeTicker text={index.data.notices.join('　　')} label={t('home.notice')} />
              )}
              {config.activitySwitch && index.data && index.data.zones.length > 0 && (
                <nav className="home__zones" aria-label={t('home.zones')}>
                  {index.data.zones.map((z) => (
                    <Link key={z.id} className="home__zone" to={`/${z.route}`}>
                      <img src={z.icon} alt="" loading="lazy" />
                      <span>{z.name}</span>
                    </Link>
                  ))}
                </nav>
              )}
              <FlashSaleStrip flash={flash} onSessionEnd={onSessionEnd} />
              <ActivityImages set={images31.data} type={31} />
              <ActivityImages set={images30.data} type={30} />
              <h2 className="section-title home-feed__title">{t('home.recommend')}</h2>
              <div className="home-feed" data-testid="home-feed">
                <ListView
                  state={goods}
                  columns={2}
                  itemKey={(g) => g.id}
                  render={(g) => <FeedCard goods={g} fullReduction={fullReduction} />}
                />
              </div>
            </>
          )}
        </PullRefresh>
      </div>
    </MainTabs>
  );
});

export default Home;
