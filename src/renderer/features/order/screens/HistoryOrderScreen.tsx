/**
 * History orders (`?status=4|5`): the finished ones, apart from the active list. The list call
 * takes one status, so completed (reviewed, 4) and closed (5) are two tabs; the tab lives in the
 * URL. Cards offer delete and buy again.
 */
import '../strings/orders';
import { Tabs } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { OrderSummary } from '../list-api';
import { OrderCard } from '../OrderCard';
import { unwrap, usePaged } from '../../../core/data';
import { useOrderActions } from '../use-order-actions';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import '../orders.css';

const HISTORY = [4, 5] as const;

export default function HistoryOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === '5' ? 5 : 4;

  const list = usePaged<OrderSummary>(
    ({ page }) => unwrap(orderApi.getOrderList({ page, status })),
    [status],
  );
  const actions = useOrderActions(() => list.refresh());

  return (
    <PageFrame
      title={t('orders.historyTitle')}
      page="pages/subpack/order/historyOrder"
      className="ord-page"
    >
      <div className="ord-sticky">
        <Tabs
          activeKey={String(status)}
          onChange={(k) => setParams({ status: k }, { replace: true })}
        >
          {HISTORY.map((s) => (
            <Tabs.Tab key={String(s)} title={t(`orders.tab.s${s}`)} />
          ))}
        </Tabs>
      </div>
      <ListView
        state={list}
        pullToRefresh
        className="ord-list"
        itemKey={(o) => o.id}
        skeletonRows={3}
        render={(o) => <OrderCard order={o} run={actions.run} />}
        empty={
          <EmptyState
            title={t('orders.historyEmpty')}
            actionText={t('orders.toOrders')}
            onAction={() => void navigate('/pages/subpack/order/order')}
          />
        }
      />
      {actions.sheet}
    </PageFrame>
  );
}
