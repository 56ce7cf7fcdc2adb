/**
 * Goods of the local shops (`/api/trashy/products`): a search (`?keyword=`) and optionally one
 * shop (`?shop_id=`), in the URL; each item opens its page; infinite scroll, pull to refresh.
 */
import { Image } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { LocalItem } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { KeywordSearch } from '../parts';
import { EmptyState, ListView, PageFrame, Price } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/product/list';

export default function LocalProductList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').slice(0, 30);
  const shopId = Number(params.get('shop_id') ?? 0) || 0;

  const list = usePaged<LocalItem>(
    async ({ page }) => {
      const data = await unwrap(
        localApi.getProducts({ page, keyword: keyword || undefined, shop_id: shopId || undefined }),
      );
      return { list: data.list, total: localApi.pageTotal(data, page) };
    },
    [keyword, shopId],
  );

  return (
    <PageFrame title={t('local.product.listTitle')} page={PAGE}>
      <KeywordSearch placeholder={t('local.product.search')} label={t('local.product.search')} />
      <ListView
        state={list}
        pullToRefresh
        itemKey={(i) => i.id}
        render={(item) => (
          <Link
            to={`/pages/subpack1/trashy/product/product?id=${item.id}`}
            className="local-card"
            data-testid="local-product"
          >
            <Image
              src={item.image}
              alt={item.name}
              width={80}
              height={80}
              fit="cover"
              lazy
              className="local-card__logo"
            />
            <span className="local-card__body">
              <strong className="local-card__name">{item.name}</strong>
              {item.description && <span className="local-item__desc">{item.description}</span>}
              <span className="local-card__meta">
                {t('local.product.sales', { n: item.monthly_sales })}
                {item.sold_out && <span className="local-soldout">{t('local.menu.soldOut')}</span>}
              </span>
              <Price fen={item.price} size="sm" />
            </span>
          </Link>
        )}
        empty={<EmptyState title={t('local.product.empty')} />}
      />
    </PageFrame>
  );
}
