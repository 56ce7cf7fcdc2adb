/** The newest approved local shops (`/api/trashy/shops/new`), nearest point's distances shown. */
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { LocalShopCard } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { getCurrentPoint } from '../location';
import { ShopCard } from '../parts';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/shop/new';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';

export default function NewShops() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const point = getCurrentPoint();
  const list = usePaged<LocalShopCard>(
    ({ page }) => unwrap(localApi.getNewShops({ page, point })),
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
