/**
 * Category tab: a row of brands into the brand zone (issue 19); top categories on the left; on
 * the right the chosen one's children as chips and either its goods or its ranking (the top 20
 * best sellers, ranks 1–3 highlighted).
 */
import '../strings/category';
import { SideBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { Category } from '../../../../shared/contract';
import * as goodsApi from '../api';
import { MainTabs } from '../../../core/layout/MainTabs';
import { EmptyState, ErrorState, GoodsCard, ListSkeleton, ListView, cx } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';
import { RankingList } from './parts/RankingList';
import { BrandStrip } from '../../promo';
import '../catalogue.css';

export default function CategoryPage() {
  const { t } = useTranslation();
  const [tops, setTops] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [children, setChildren] = useState<Category[]>([]);
  const [child, setChild] = useState<number | null>(null);
  const [view, setView] = useState<'goods' | 'ranking'>('goods');

  const loadTops = async () => {
    setFailed(false);
    try {
      const res = await goodsApi.getTopCategories();
      setTops(res.data.list);
      setActive((a) => a ?? res.data.list[0]?.id ?? null);
    } catch {
      setFailed(true);
    }
  };

  useEffect(() => {
    void loadTops();
  }, []);

  useEffect(() => {
    if (active === null) return;
    let live = true;
    setChild(null);
    goodsApi.getChildCategories(active).then(
      (res) => live && setChildren(res.data.list),
      () => live && setChildren([]),
    );
    return () => {
      live = false;
    };
  }, [active]);

  const catId = child ?? active;
  const goods = usePaged(
    async ({ page, limit }) =>
      catId === null || view !== 'goods'
        ? { list: [], total: 0 }
        : unwrap(goodsApi.getGoodsList({ page, limit, cat_id: catId })),
    [catId, view],
  );

  return (
    <MainTabs active="pages/category/category">
      <div className="category" data-page="pages/category/category">
        <header className="tab-title">
          <h1>{t('category.title')}</h1>
        </header>
        <BrandStrip />
        {failed && <ErrorState onRetry={() => void loadTops()} />}
        {!tops && !failed && <ListSkeleton rows={6} />}
        {tops && tops.length === 0 && <EmptyState title={t('category.empty')} />}
        {tops && tops.length > 0 && (
          <div className="category__body">
            <SideBar
              activeKey={active === null ? undefined : String(active)}
              onChange={(k) => setActive(Number(k))}
              className="category__side"
            >
              {tops.map((c) => (
                <SideBar.Item key={String(c.id)} title={c.name} />
              ))}
            </SideBar>
            <section className="category__main" aria-live="polite">
              <div className="category__views" role="group" aria-label={t('category.view')}>
                {(['goods', 'ranking'] as const).map((v) => (
                  <button
                    key={v}
                    type="button"
                    className={cx('category__view', view === v && 'category__view--active')}
                    aria-pressed={view === v}
                    onClick={() => setView(v)}
                  >
                    {v === 'goods' ? t('category.goods') : t('category.ranking')}
                  </button>
                ))}
              </div>
              <div className="category__children" role="group" aria-label={t('category.sub')}>
                <button
                  type="button"
                  className={child === null ? 'chip chip--active' : 'chip'}
                  aria-pressed={child === null}
                  onClick={() => setChild(null)}
                >
                  {t('category.all')}
                </button>
                {children.map((c) => (
                  <button
                    type="button"
                    key={c.id}
                    className={child === c.id ? 'chip chip--active' : 'chip'}
                    aria-pressed={child === c.id}
                    onClick={() => setChild(c.id)}
                  >
                    {c.name}
                  </button>
                ))}
              </div>
              {view === 'ranking' ? (
                <RankingList catId={catId} />
              ) : (
                <ListView
                  state={goods}
                  itemKey={(g) => g.id}
                  render={(g) => <GoodsCard goods={g} layout="row" />}
                  empty={<EmptyState title={t('category.emptyGoods')} />}
                />
              )}
            </section>
          </div>
        )}
      </div>
    </MainTabs>
  );
}
