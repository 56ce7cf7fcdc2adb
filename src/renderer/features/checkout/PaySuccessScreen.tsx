/**
 * The payment result (money/paySuccess, order/paySuccess): reads `trade_no` (+ `order_ids`) and
 * asks the server whether the trade is paid; the provider's notify can trail the buyer's return
 * by a moment, so a pending trade is asked again a few times before the screen says it is still
 * being confirmed. Paid: the amount, "view order" (the order's status page; the order list when
 * the submission made several orders) and "continue shopping".
 */
import './strings/pay';
import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import { useLoad } from '../../core/data';
import { EmptyState, ErrorState, PageFrame, Price } from '../../core/ui';
import { loadTrade, parseTradeQuery, isTradeNotFound, tradeQueryString } from './trade';
import './checkout.css';

// A group order's way back to its group, loaded apart so the promotion strings stay out of
// here. A chunk that fails to load shows nothing rather than breaking the pay result.
const GroupOrderLink = lazy(() =>
  import('../promo/group/GroupOrderLink').then(
    (m) => ({ default: m.GroupOrderLink }),
    () => ({ default: () => null }),
  ),
);

const ORDER_STATUS = '/pages/subpack/order/orderStatus';
const ORDER_LIST = '/pages/subpack/order/order';
const PAY_PAGE = '/pages/subpack/money/pay';
/** How often and how many times a pending trade is asked again. */
const POLL_MS = 1500;
const POLLS = 8;

export function PaySuccessScreen({ page }: { page: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = parseTradeQuery(params);
  const queryKey = JSON.stringify(query);
  const load = useLoad(() => loadTrade(query), [queryKey]);
  const polls = useRef(0);
  const trade = load.data;
  const pending = trade?.status === 'pending';
  const waiting = pending && polls.current < POLLS;

  useEffect(() => {
    if (!pending || polls.current >= POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void load.reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, trade, load]);

  const viewOrder = () => {
    if (!trade) return;
    const [first] = trade.order_ids;
    void navigate(
      trade.order_ids.length === 1 && first ? `${ORDER_STATUS}?order_id=${first}` : ORDER_LIST,
      { replace: true },
    );
  };

  let body;
  if (load.status === 'error') {
    body = isTradeNotFound(load.error) ? (
      <EmptyState
        title={t('pay.notFound')}
        actionText={t('pay.viewOrders')}
        onAction={() => void navigate(ORDER_LIST, { replace: true })}
      />
    ) : (
      <ErrorState onRetry={load.retry} />
    );
  } else if (!trade || waiting) {
    body = (
      <section className="card pay-result" role="status" aria-busy="true">
        <DotLoading color="primary" />
        <p className="pay-result__title">{t('pay.confirming')}</p>
      </section>
    );
  } else if (trade.status === 'paid') {
    body = (
      <section className="card pay-result" data-testid="pay-success" data-trade-no={trade.trade_no}>
        <div className="pay-result__icon" aria-hidden="true">
          ✓
        </div>
        <h2 className="pay-result__title">{t('pay.success')}</h2>
        <div data-testid="paid-amount">
          <Price fen={trade.amount} size="lg" />
        </div>
        {trade.method && (
          <p className="pay-result__meta">
            {t('pay.paidWith', { method: t(`pay.method.${trade.method}`) })}
          </p>
        )}
        <div className="pay-result__actions">
          <Button shape="rounded" onClick={viewOrder}>
            {t('pay.viewOrder')}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            onClick={() => void navigate('/' + HOME_TAB, { replace: true })}
          >
            {t('pay.continueShopping')}
          </Button>
        </div>
        <Suspense fallback={null}>
          <GroupOrderLink orderIds={trade.order_ids} groupId={trade.group_id} />
        </Suspense>
      </section>
    );
  } else if (trade.status === 'pending') {
    body = (
      <section className="card pay-result" data-testid="pay-pending">
        <div className="pay-result__icon pay-result__icon--wait" aria-hidden="true">
          …
        </div>
        <h2 className="pay-result__title">{t('pay.notConfirmed')}</h2>
        <p className="pay-result__meta">{t('pay.notConfirmedHint')}</p>
        <div className="pay-result__actions">
          <Button
            shape="rounded"
            onClick={() => {
              polls.current = 0;
              void load.reload();
            }}
          >
            {t('pay.refresh')}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            onClick={() =>
              void navigate(`${PAY_PAGE}?${tradeQueryString(trade)}`, { replace: true })
            }
          >
            {t('pay.payAgain')}
          </Button>
        </div>
      </section>
    );
  } else {
    body = (
      <EmptyState
        title={t('pay.closed')}
        description={t('pay.closedHint')}
        actionText={t('pay.viewOrders')}
        onAction={() => void navigate(ORDER_LIST, { replace: true })}
      />
    );
  }

  return (
    <PageFrame title={t('pay.resultTitle')} page={page} homePath={'/' + HOME_TAB}>
      {body}
    </PageFrame>
  );
}
