/**
 * The merchant's online orders (consumer orders of its sellers): status chips, paging, each with
 * lines, amount and buyer; paid orders can be shipped (express company + number); an open
 * after-sale can be approved, rejected (with a reason) or refunded. Refreshed live by
 * merchantOrder events.
 */
import '../strings/trade';
import { unwrapMerchant, usePaged } from '../../../core/data';
import '../guishang-trade.css';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ShipForm } from '../trade/ShipForm';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { EVENTS } from '../../../../shared/realtime';
import {
  decideAfterSale,
  merchantOrderList,
  type AfterSaleAction,
  type MerchantAfterSale,
  type MerchantOrder,
  type MerchantOrderStatus,
} from '../trade/orders-api';
import { formatTime } from '../kiosk-time'; // the kiosk's one time format (issue 18)
import { specText } from '../../order';
import {
  confirm,
  EmptyState,
  ListView,
  LoadingButton,
  PageFrame,
  Price,
  toast,
} from '../../../core/ui';
import { useKioskEvent } from '../hooks';
import { Chips } from '../parts';
import { dynamicKey } from '../../../core/i18n/typed';

type Filter = 'all' | MerchantOrderStatus;
const FILTERS: Filter[] = ['all', 0, 1, 2, 3, 4, 5];

/** 0 applied, 1 approved, 2 returned: the merchant still has to decide. */
const isOpen = (a: MerchantAfterSale | null | undefined): a is MerchantAfterSale =>
  !!a && a.status <= 2;

const specLine = (spec: MerchantOrder['lines'][number]['spec']): string =>
  typeof spec === 'string' ? spec : specText(spec);

function canRefund(a: MerchantAfterSale): boolean {
  return a.type === 'return_refund' ? a.status === 2 : a.status === 0 || a.status === 1;
}

function RejectForm({ afterSale, onDone }: { afterSale: MerchantAfterSale; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setError(true);
    try {
      await decideAfterSale(afterSale.id, 'reject', reason.trim());
      toast(t('gsTrade.afterSale.done'));
      onDone();
    } catch {
      // the wrapper showed why
    }
  };
  return (
    <div className="gs-form" role="dialog" aria-modal="true" aria-labelledby="gs-reject-title">
      <h2 id="gs-reject-title">{t('gsTrade.afterSale.reject')}</h2>
      <div className="gs-field">
        <label htmlFor="gs-reject-reason">{t('gsTrade.afterSale.reason')}</label>
        <TextArea
          id="gs-reject-reason"
          value={reason}
          onChange={(v) => {
            setReason(v);
            setError(false);
          }}
          maxLength={200}
          rows={3}
        />
      </div>
      {error && (
        <p className="gs-error" role="alert">
          {t('gsTrade.afterSale.reasonRequired')}
        </p>
      )}
      <div className="gs-actions">
        <Button onClick={onDone}>{t('gsTrade.close')}</Button>
        <LoadingButton color="danger" onClick={submit}>
          {t('gsTrade.afterSale.reject')}
        </LoadingButton>
      </div>
    </div>
  );
}

export default function MerchantOrders() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [shipping, setShipping] = useState<MerchantOrder | null>(null);
  const [rejecting, setRejecting] = useState<MerchantAfterSale | null>(null);

  const state = usePaged(
    ({ page }) => unwrapMerchant(merchantOrderList({ page, status: filter })),
    [filter],
  );

  useKioskEvent(EVENTS.merchantOrder, () => {
    void state.refresh();
  });

  const decide = async (a: MerchantAfterSale, action: Exclude<AfterSaleAction, 'reject'>) => {
    const question =
      action === 'refund'
        ? t('gsTrade.afterSale.refundConfirm', { amount: (a.amount / 100).toFixed(2) })
        : t('gsTrade.afterSale.approveConfirm');
    if (!(await confirm(question))) return;
    try {
      await decideAfterSale(a.id, action);
      toast(t('gsTrade.afterSale.done'));
      void state.refresh();
    } catch {
      // the wrapper showed why
    }
  };

  return (
    <PageFrame
      title={t('gsTrade.orders.title')}
      page="pages/guishang/order/order"
      homePath="/pages/guishang/index/index"
    >
      <Chips
        label={t('gsTrade.statusFilter')}
        options={FILTERS.map((f) => ({
          value: f,
          label: f === 'all' ? t('gsTrade.tabs.all') : t(`gsTrade.orderStatus.s${f}`),
        }))}
        value={filter}
        onChange={setFilter}
      />
      <ListView
        state={state}
        itemKey={(o) => o.id}
        empty={<EmptyState title={t('gsTrade.orders.empty')} />}
        render={(o) => {
          const a = o.after_sale;
          return (
            <article
              className="gs-card"
              data-testid="merchant-order"
              data-order-id={o.id}
              data-status={o.status}
            >
              <header className="gs-card__head">
                <button
                  type="button"
                  className="gs-link"
                  data-testid="merchant-order-open"
                  onClick={() => void navigate(`/pages/guishang/order/detail?id=${o.id}`)}
                >
                  {t('gsTrade.orderSn')} {o.order_sn} ›
                </button>
                <span className={`gs-status gs-status--o${o.status}`}>
                  {t(`gsTrade.orderStatus.s${o.status}`)}
                </span>
              </header>
              <p className="gs-muted">
                {t('gsTrade.orders.buyer')} {o.buyer} · {formatTime(o.created_at, i18n.language)}
              </p>
              <ul className="gs-order-lines">
                {o.lines.map((l, i) => (
                  <li key={i}>
                    {l.image ? (
                      <img src={l.image} alt={l.name} className="gs-order-lines__img" />
                    ) : (
                      <span className="gs-order-lines__img" aria-hidden="true" />
                    )}
                    <span className="gs-order-lines__name">
                      {l.name}
                      {specLine(l.spec) && <span className="gs-muted"> {specLine(l.spec)}</span>}
                    </span>
                    <span>
                      <Price fen={l.price} size="sm" /> × {l.quantity}
                    </span>
                  </li>
                ))}
              </ul>
              <p>
                {t('gsTrade.orders.amount', { count: o.goods_count })} <Price fen={o.pay_amount} />
              </p>
              {a && (
                <section className="gs-after-sale" aria-label={t('gsTrade.afterSale.title')}>
                  <p>
                    {t('gsTrade.afterSale.title')} · {t(`gsTrade.afterSale.type.${a.type}`)} ·{' '}
                    <Price fen={a.amount} size="sm" /> ·{' '}
                    <strong>{t(dynamicKey('gsTrade.afterSale.status', `s${a.status}`))}</strong>
                  </p>
                  {isOpen(a) && (
                    <div className="gs-actions">
                      {a.status === 0 && (
                        <LoadingButton color="primary" onClick={() => decide(a, 'approve')}>
                          {t('gsTrade.afterSale.approve')}
                        </LoadingButton>
                      )}
                      <Button color="danger" fill="outline" onClick={() => setRejecting(a)}>
                        {t('gsTrade.afterSale.reject')}
                      </Button>
                      {canRefund(a) && (
                        <LoadingButton className="gs-btn-dark" onClick={() => decide(a, 'refund')}>
                          {t('gsTrade.afterSale.refund')}
                        </LoadingButton>
                      )}
                    </div>
                  )}
                </section>
              )}
              {o.status === 1 && !isOpen(a) && (
                <div className="gs-actions">
                  <Button color="primary" onClick={() => setShipping(o)}>
                    {t('gsTrade.ship.button')}
                  </Button>
                </div>
              )}
            </article>
          );
        }}
      />
      <Popup
        visible={shipping !== null}
        onMaskClick={() => setShipping(null)}
        destroyOnClose
        bodyClassName="gs-popup"
      >
        {shipping && (
          <ShipForm
            order={shipping}
            onDone={() => {
              setShipping(null);
              void state.refresh();
            }}
          />
        )}
      </Popup>
      <Popup
        visible={rejecting !== null}
        onMaskClick={() => setRejecting(null)}
        destroyOnClose
        bodyClassName="gs-popup"
      >
        {rejecting && (
          <RejectForm
            afterSale={rejecting}
            onDone={() => {
              setRejecting(null);
              void state.refresh();
            }}
          />
        )}
      </Popup>
    </PageFrame>
  );
}
