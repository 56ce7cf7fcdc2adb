/**
 * order/deposit: the amount an order still owes, before choosing how to pay it.
 *
 * Decision: the shop has no separate deposit-and-balance scheme (the contract has none): "pay
 * the deposit" pays the order's amount due in the ordinary payment flow. This screen shows the
 * order's trade (amount, deadline, the orders it covers) and continues to order/confirmDeposit,
 * which is the cashier (PayScreen) for the same trade.
 */
import './strings/pay';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import { useLoad } from '../../core/data';
import { Countdown, EmptyState, ErrorState, PageFrame, Price } from '../../core/ui';
import { loadTrade, parseTradeQuery, isTradeNotFound, tradeQueryString } from './trade';
import './checkout.css';

const CONFIRM_DEPOSIT = '/pages/subpack/order/confirmDeposit';
const ORDER_LIST = '/pages/subpack/order/order';

export function DepositScreen({ page }: { page: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = parseTradeQuery(params);
  const queryKey = JSON.stringify(query);
  const load = useLoad(() => loadTrade(query), [queryKey]);
  const trade = load.data;

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
  } else if (!trade) {
    body = (
      <div className="card pay-head" aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (trade.status !== 'pending') {
    body = (
      <EmptyState
        title={trade.status === 'paid' ? t('pay.alreadyPaid') : t('pay.closed')}
        actionText={t('pay.viewOrders')}
        onAction={() => void navigate(ORDER_LIST, { replace: true })}
      />
    );
  } else {
    body = (
      <section className="card pay-head" data-testid="deposit-head">
        <p className="pay-head__label">{t('pay.depositDue')}</p>
        <Price fen={trade.amount} size="lg" />
        <p className="pay-head__deadline">
          {t('pay.deadline')}{' '}
          <Countdown endAt={trade.pay_deadline} format="hms" onEnd={() => void load.reload()} />
        </p>
        <p className="pay-head__note">{t('pay.depositHint')}</p>
      </section>
    );
  }

  return (
    <PageFrame
      title={t('pay.depositTitle')}
      page={page}
      homePath={'/' + HOME_TAB}
      footer={
        trade?.status === 'pending' ? (
          <div className="checkout-footer">
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => void navigate(`${CONFIRM_DEPOSIT}?${tradeQueryString(trade)}`)}
            >
              {t('pay.depositNext')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
