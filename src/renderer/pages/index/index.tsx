/**
 * Home tab: custom title bar with the search entry, banners, zone entries, notices and the
 * recommended goods with infinite scroll; pull to refresh reloads all of it.
 */
import { NoticeBar, PullToRefresh, Swiper } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { IndexData } from '../../../shared/contract';
import * as goodsApi from '../../core/api/goods';
import { MainTabs } from '../../core/layout/MainTabs';
import { ErrorState, GoodsCard, ListView, usePagedList } from '../../core/ui';

function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function openLink(link: string, navigate: (p: string) => void): void {
  if (!link) return;
  if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
  else navigate(`/${link.replace(/^#?\/?/, '')}`);
}

export default function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState<IndexData | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);

  const loadIndex = useCallback(async () => {
    try {
      const res = await goodsApi.getIndex();
      setIndex(res.data);
      setIndexFailed(false);
    } catch {
      setIndexFailed(true);
    }
  }, []);

  useEffect(() => {
    void loadIndex();
  }, [loadIndex]);

  const goods = usePagedList(async (page) => (await goodsApi.getRecommendGoods(page, 10)).data, []);

  return (
    <MainTabs active="pages/index/index">
      <div className="home" data-page="pages/index/index">
        <header className="home__bar">
          <span className="home__brand">{t('common.appName')}</span>
          <Link className="home__search" to="/pages/subpack/search/search" role="search">
            <SearchIcon /> {t('home.searchPlaceholder')}
          </Link>
        </header>
        <PullToRefresh
          onRefresh={async () => {
            await Promise.all([loadIndex(), goods.refresh()]);
          }}
        >
          {indexFailed && !index && <ErrorState onRetry={() => void loadIndex()} />}
          {index && index.banners.length > 0 && (
            <div className="home__banners">
              <Swiper autoplay loop indicatorProps={{ color: 'white' }}>
                {index.banners.map((b) => (
                  <Swiper.Item key={b.id}>
                    <button
                      type="button"
                      className="home__banner"
                      onClick={() => openLink(b.link, (p) => void navigate(p))}
                    >
                      <img src={b.image} alt={b.title} />
                    </button>
                  </Swiper.Item>
                ))}
              </Swiper>
            </div>
          )}
          {!index && !indexFailed && <div className="home__banners home__banners--loading" />}
          {index && index.notices.length > 0 && (
            <NoticeBar
              content={index.notices.join('　　')}
              color="alert"
              aria-label={t('home.notice')}
            />
          )}
          {index && index.zones.length > 0 && (
            <nav className="home__zones" aria-label={t('home.zones')}>
              {index.zones.map((z) => (
                <Link key={z.id} className="home__zone" to={`/${z.route}`}>
                  <img src={z.icon} alt="" loading="lazy" />
                  <span>{z.name}</span>
                </Link>
              ))}
            </nav>
          )}
          <h2 className="section-title">{t('home.recommend')}</h2>
          <ListView
            state={goods}
            columns={2}
            itemKey={(g) => g.id}
            render={(g) => <GoodsCard goods={g} />}
          />
        </PullToRefresh>
      </div>
    </MainTabs>
  );
}
