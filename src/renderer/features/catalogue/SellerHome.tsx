/**
 * A seller's home (spec routes pages/subpack/merchant/merchant and pages/subpack/detail/detail,
 * both with `?seller_id=`): header card, the seller's categories as chips, its goods with sort
 * and infinite scroll. The two route files are thin wrappers with their own `data-page`.
 *
 * Product decisions: "all" lists `getSellerGoodsList` with the sort tabs; a category chip lists
 * `categoryGoodsList`, which takes no sort, so the sort tabs are hidden there.
 */
import './strings/seller';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import * as goodsApi from './api';
import type { GoodsSort } from './api';
import { cx, EmptyState, ErrorState, GoodsCard, ListView, PageFrame } from '../../core/ui';
import { isInvalidReply } from './not-found';
import { parseId } from './search-query';
import { SortBar } from './SortBar';
import { unwrap, useLoad, usePaged } from '../../core/data';
import './catalogue.css';

export interface SellerHomeProps {
  /** The route path of the screen, its `data-page`. */
  page: string;
}

export function SellerHome({ page }: SellerHomeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sellerId = parseId(params.get('seller_id'));
  const [catId, setCatId] = useState<number | null>(null);
  const [sort, setSort] = useState<GoodsSort>('composite');

  const info = useLoad(
    async () => (sellerId === undefined ? null : await unwrap(goodsApi.getSellerInfo(sellerId))),
    [sellerId],
  );

  const goods = usePaged(
    async ({ page: p, limit }) => {
      if (sellerId === undefined) return { list: [], total: 0 };
      return unwrap(
        catId === null
          ? goodsApi.getSellerGoods({ seller_id: sellerId, page: p, limit, sort })
          : goodsApi.getSellerCategoryGoods({ seller_id: sellerId, cat_id: catId, page: p, limit }),
      );
    },
    [sellerId, catId, sort],
  );

  const goHome = () => void navigate(`/${HOME_TAB}`);
  const seller = info.data;

  let body: React.ReactNode;
  if (
    sellerId === undefined ||
    (info.status === 'ready' && !seller) ||
    (info.status === 'error' && isInvalidReply(info.error))
  ) {
    body = (
      <EmptyState
        title={t('seller.missing')}
        actionText={t('common.goShopping')}
        onAction={goHome}
      />
    );
  } else if (info.status === 'error') {
    body = <ErrorState onRetry={info.retry} />;
  } else {
    body = (
      <>
        {seller ? (
          <section className="cat-head" aria-labelledby="seller-name">
            <img
              className="cat-head__logo"
              src={seller.logo}
              alt={seller.name}
              width={56}
              height={56}
            />
            <div className="cat-head__text">
              <h2 className="cat-head__name" id="seller-name">
                {seller.name}
              </h2>
              {seller.description && <p className="cat-head__desc">{seller.description}</p>}
              <p className="cat-head__count" data-testid="seller-goods-count">
                {t('seller.goodsCount', { count: seller.goods_count })}
              </p>
            </div>
          </section>
        ) : (
          <div className="cat-head" aria-hidden="true">
            <Skeleton animated className="cat-head__logo-skeleton" />
            <div className="cat-head__text">
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={1} animated />
            </div>
          </div>
        )}
        {seller && seller.categories.length > 0 && (
          <div className="cat-chips" role="group" aria-label={t('seller.categories')}>
            {[{ id: null, name: t('seller.all') }, ...seller.categories].map((c) => (
              <button
                key={c.id ?? 'all'}
                type="button"
                className={cx('chip', catId === c.id && 'chip--active')}
                aria-pressed={catId === c.id}
                onClick={() => setCatId(c.id)}
              >
                {c.name}
              </button>
            ))}
          </div>
        )}
        {catId === null && <SortBar value={sort} onChange={setSort} className="cat-sticky" />}
        <ListView
          state={goods}
          columns={2}
          skeletonRows={3}
          render={(g) => <GoodsCard goods={g} />}
          empty={
            <EmptyState
              title={t('seller.emptyGoods')}
              actionText={t('common.goShopping')}
              onAction={goHome}
            />
          }
        />
      </>
    );
  }

  return (
    <PageFrame title={seller?.name ?? t('seller.title')} page={page} className="cat-page">
      {body}
    </PageFrame>
  );
}
