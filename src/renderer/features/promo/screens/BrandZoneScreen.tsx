/**
 * Brand zone (`?brand_id=`): the brand's header (logo, name, goods count) from the list reply,
 * sort tabs and the brand's goods in two columns with infinite scroll. Without a brand_id it is
 * the list of all brands (issue 19); an unknown brand says so.
 */
import '../strings/brand';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BrandInfo } from '../../../../shared/contract';
import { HOME_TAB } from '../../../../shared/constants';
import * as goodsApi from '../../catalogue/api';
import type { GoodsSort } from '../../catalogue/api';
import { isInvalidReply } from '../../catalogue';
import { parseId } from '../../catalogue';
import { SortBar } from '../../catalogue';
import { EmptyState, GoodsCard, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';
import { BrandList } from '../brand/BrandList';

export default function BrandZone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brandId = parseId(params.get('brand_id'));
  const [sort, setSort] = useState<GoodsSort>('composite');
  const [brand, setBrand] = useState<BrandInfo | null>(null);

  const goods = usePaged(
    async ({ page }) => {
      if (brandId === undefined) return { list: [], total: 0 };
      const data = await unwrap(
        goodsApi.getZoneBrandGoods({
          brand_id: brandId,
          page,
          limit: 10,
          sort,
        }),
      );
      setBrand(data.brand);
      return data;
    },
    [brandId, sort],
  );

  const goHome = () => void navigate(`/${HOME_TAB}`);

  if (brandId === undefined) {
    return (
      <PageFrame
        title={t('brand.listTitle')}
        page="pages/subpack/prefecture/brand"
        className="cat-page"
      >
        <BrandList />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={brand?.name ?? t('brand.title')}
      page="pages/subpack/prefecture/brand"
      className="cat-page"
    >
      {goods.status === 'error' && isInvalidReply(goods.error) ? (
        <EmptyState
          title={t('brand.missing')}
          actionText={t('common.goShopping')}
          onAction={goHome}
        />
      ) : (
        <>
          {brand && (
            <section className="cat-head cat-head--brand" aria-labelledby="brand-name">
              {brand.logo && (
                <img
                  className="cat-head__logo"
                  src={brand.logo}
                  alt={brand.name}
                  width={56}
                  height={56}
                />
              )}
              <div className="cat-head__text">
                <h2 className="cat-head__name" id="brand-name">
                  {brand.name}
                </h2>
                <p className="cat-head__count">
                  {t('brand.goodsCount', { count: brand.goods_count })}
                </p>
              </div>
            </section>
          )}
          <SortBar value={sort} onChange={setSort} className="cat-sticky" />
          <ListView
            state={goods}
            columns={2}
            skeletonRows={3}
            render={(g) => <GoodsCard goods={g} />}
            empty={
              <EmptyState
                title={t('brand.empty')}
                actionText={t('common.goShopping')}
                onAction={goHome}
              />
            }
          />
        </>
      )}
    </PageFrame>
  );
}
