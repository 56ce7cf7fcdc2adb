/**
 * My orders (`?status=all|0|1|2|3`): a tab per status with the counters of
 * `/api/user/order_count` as badges (the tab lives in the URL, replaced on change, so back and
 * reload keep it), one card per seller order with infinite scroll and pull to refresh, and the
 * per-status actions. Closed and reviewed orders are also reachable apart in the history list
 * (nav bar); after-sale requests have their own list (`subpack1/user/after-sale`).
 */
import '../strings/orders';
import { Badge, Tabs } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { OrderListStatus, OrderSummary } from '../list-api';
import { OrderCard } from '../OrderCard';
import { unwrap, usePaged } from '../../../core/data';
import { ORDER_TABS, parseStatusParam, TAB_COUNTER } from '../rules';
import { useOrderActions } from '../use-order-actions';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import '../orders.css';

const PAGE = 'pages/subpack/order/order';

const OrderList = observer(function OrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params, setParams] = useSearchParams();
  const status = parseStatusParam(params.get('status'));
  // Completed and closed (4, 5) have no tab here: they are the history list's.
  const history = status === 4 || status === 5;

  const list = usePaged<OrderSummary>(
    ({ page }) => unwrap(orderApi.getOrderList({ page, status: history ? 'all' : status })),
    [status],
  );

  useEffect(() => {
    if (user.hasLogin) user.loadCounters().catch(() => undefined);
  }, [user, status]);

  const actions = useOrderActions(() => list.refresh());
  const counters = user.counters;

  const tabTitle = (s: OrderListStatus) => {
    const label = t(s === 'all' ? 'orders.tab.all' : `orders.tab.s${s}`);
    if (s === 'all' || !(s in TAB_COUNTER) || !counters) return label;
    const n = counters[TAB_COUNTER[s as keyof typeof TAB_COUNTER]];
    return n > 0 ? (
      <Badge content={n > 99 ? '99+' : n} className="ord-tab-badge">
        <span className="ord-tab-label">{label}</span>
      </Badge>
    ) : (
      label
    );
  };

  if (history)
    return <Navigate to={`/pages/subpack/order/historyOrder?status=${status}`} replace />;

  return (
    <PageFrame
      title={t('orders.title')}
      page={PAGE}
      className="ord-page"
      right={
        <button
          type="button"
          className="ui-text-button"
          onClick={() => void navigate('/pages/subpack/order/historyOrder')}
        >
          {t('orders.history')}
        </button>
      }
    >
      <div className="ord-sticky">
        <Tabs
          activeKey={String(status)}
          onChange={(k) => setParams({ status: k }, { replace: true })}
        >
          {ORDER_TABS.map((s) => (
            <Tabs.Tab key={String(s)} title={tabTitle(s)} />
          ))}
        </Tabs>
      </div>
      <ListView
        state={list}
        pullToRefresh
        className="ord-list"
        itemKey={(o) => o.id}
        skeletonRows={3}
        render={(o) => (
          <OrderCard order={o} run={actions.run} onExpired={() => void list.refresh()} />
        )}
        empty={
          <EmptyState
            title={t('orders.empty')}
            actionText={t('common.goShopping')}
            onAction={() => void navigate('/pages/index/index')}
          />
        }
      />
      {actions.sheet}
    </PageFrame>
  );
});

export default OrderList;
