/** The newest approved local shops (`/api/trashy/shops/new`), nearest point's distances shown. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LocalShopCard } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { getCurrentPoint } from '../location';
import { ShopCard } from '../parts';
import { load } from '../../../core/data/envelope-errors';
import { EmptyState, ListView, PageFrame, usePagedList } from '../../../core/ui';

const PAGE = 'pages/subpack1/trashy/shop/new';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function NewShops() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const point = getCurrentPoint();
  const list = usePagedList<LocalShopCard>(
    (page) => load(() => localApi.getNewShops({ page, point })),
    [],
  );
  return (
    <PageFrame title={t('local.list.newTitle')} page={PAGE} homePath={SHOP_HOME}>
      <ListView
        state={list}
        pullToRefresh
        itemKey={(s) => s.id}
        render={(s) => <ShopCard shop={s} />}
        empty={
          <EmptyState
            title={t('local.list.newEmpty')}
            actionText={t('local.index.title')}
            onAction={() => void navigate(SHOP_HOME)}
          />
        }
      />
    </PageFrame>
  );
}
