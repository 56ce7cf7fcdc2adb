/**
 * My local shop orders (docs/api-local-shop.md): status tabs in the URL (`?status=all|0|1|2|3|5`,
 * replaced on change so back and reload keep them), one card per order with the shop, the
 * lines, the amount and the status, infinite scroll and pull to refresh; actions: pay, cancel
 * (with a confirmation), confirm receipt. `?id=` shows one order in full: pick-up code once
 * paid, mode and time, address, fees, remark and the status timeline.
 */
import '../../../core/i18n/data';
import { Image, Skeleton, Tabs } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalOrderDetail, LocalOrderSummary } from '../../../../shared/contract/local-shop';
import { HttpError } from '../../../core/api/http';
import * as localApi from '../api';
import type { LocalOrderStatus } from '../api';
import '../strings';
import { slotLabel } from '../hours';
import { nowSec, SHOP_DETAILS } from '../parts';
import {
  confirm,
  Countdown,
  EmptyState,
  ErrorState,
  ListView,
  LoadingButton,
  PageFrame,
  Price,
  toast,
} from '../../../core/ui';
import '../local.css';
import { dynamicKey } from '../../../core/i18n/typed';
import { unwrap, useLoad, useMutation, usePaged } from '../../../core/data';
import type { Envelope } from '../../../../shared/contract';
import { catalogueText } from '../../../core/i18n/catalogue';

const PAGE = 'pages/subpack1/user/shop-order';
const PAY = '/pages/subpack1/trashy/pay/pay';
const SHOP_HOME = '/pages/subpack1/trashy/shop/index';
const TABS: LocalOrderStatus[] = ['all', 0, 1, 2, 3, 5];

function parseStatus(v: string | null): LocalOrderStatus {
  const n = Number(v);
  return v !== null && v !== '' && [0, 1, 2, 3, 5].includes(n) ? (n as LocalOrderStatus) : 'all';
}

function useStatusText() {
  const { t } = useTranslation();
  return (o: Pick<LocalOrderSummary, 'status' | 'mode'>) =>
    o.status === 2 && o.mode === 'pickup'
      ? t('local.order.statusPickup.2')
      : t(dynamicKey('local.order.status', o.status));
}

function dateTime(unix: number): string {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

function useSlotText() {
  const { t } = useTranslation();
  return (o: Pick<LocalOrderSummary, 'slot_start' | 'mode'>) => {
    const l = slotLabel(o.slot_start, nowSec());
    if (l.asap)
      return o.mode === 'pickup' ? t('local.confirm.asapPickup') : t('local.confirm.asap');
    return `${l.date} ${l.time}`;
  };
}

/** The actions of an order by its status; `after` runs once one succeeded. */
function Actions({ order, after }: { order: LocalOrderSummary; after: () => void }) {
  const { t } = useTranslation();
  const write = useMutation(
    async (call: () => Promise<Envelope<unknown>>) => {
      await unwrap(call());
      return true;
    },
    { report: { fallbackKey: 'data.networkError' } },
  );
  const navigate = useNavigate();
  const cancel = async () => {
    if (!(await confirm(t('local.order.cancelConfirm')))) return;
    if (await write.attempt(() => localApi.cancelLocalOrder(order.id))) {
      toast(t('local.order.cancelled'));
      after();
    }
  };
  const receive = async () => {
    if (!(await confirm(t('local.order.receiveConfirm')))) return;
    if (await write.attempt(() => localApi.receiveLocalOrder(order.id))) {
      toast(t('local.order.received'));
      after();
    }
  };
  if (order.status === 0)
    return (
      <div className="local-order__actions">
        <LoadingButton
          size="small"
          shape="rounded"
          onClick={cancel}
          data-testid="local-order-cancel"
        >
          {t('local.order.cancel')}
        </LoadingButton>
        <LoadingButton
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => navigate(`${PAY}?order_id=${order.id}`)}
          data-testid="local-order-pay"
        >
          {t('local.order.pay')}
        </LoadingButton>
      </div>
    );
  if (order.status === 2)
    return (
      <div className="local-order__actions">
        <LoadingButton
          size="small"
          shape="rounded"
          color="primary"
          onClick={receive}
          data-testid="local-order-receive"
        >
          {t('local.order.receive')}
        </LoadingButton>
      </div>
    );
  return null;
}

function OrderCard({ order, after }: { order: LocalOrderSummary; after: () => void }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  return (
    <article
      className="local-order"
      data-testid="local-order"
      data-order-id={order.id}
      data-status={order.status}
    >
      <div className="local-order__head">
        <Link to={`${SHOP_DETAILS}?id=${order.shop.id}`} className="local-order__shop">
          {order.shop.name} ›
        </Link>
        <span className="local-order__status" data-testid="local-order-status">
          {statusText(order)}
        </span>
      </div>
      <Link
        to={`/${PAGE}?id=${order.id}`}
        className="local-order__thumbs"
        aria-label={t('local.order.detail')}
      >
        {order.lines.slice(0, 4).map((l, i) => (
          <Image
            key={i}
            src={l.image}
            alt={l.title}
            width={56}
            height={56}
            fit="cover"
            lazy
            className="local-order__thumb"
          />
        ))}
        {order.lines.length === 1 && (
          <span className="local-muted" style={{ alignSelf: 'center' }}>
            {order.lines[0]?.title}
          </span>
        )}
      </Link>
      <div className="local-order__sum">
        <span className="local-muted">{t('local.order.count', { n: order.quantity })}</span>
        <span>{t('local.order.amount')}</span>
        <Price fen={order.pay_amount} size="sm" />
      </div>
      <Actions order={order} after={after} />
    </article>
  );
}

/** Coming back from the provider's cashier the notify may still be on its way: ask again a few times. */
const PAY_POLL_MS = 2000;
const PAY_POLL_TIMES = 10;

function OrderDetailView({ id, fromPay }: { id: number; fromPay: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusText = useStatusText();
  const slotText = useSlotText();
  const detail = useLoad<LocalOrderDetail>(async () => {
    if (!(id > 0)) throw new HttpError('no id', 422, { code: 422, message: '', data: null });
    return unwrap(localApi.getLocalOrder(id));
  }, [id]);
  const o = detail.data;
  const pending = o?.status === 0;
  const reloadDetail = detail.reload;
  useEffect(() => {
    if (!fromPay || !pending) return;
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      if (n > PAY_POLL_TIMES) clearInterval(timer);
      else void reloadDetail();
    }, PAY_POLL_MS);
    return () => clearInterval(timer);
  }, [fromPay, pending, reloadDetail]);
  if (detail.status === 'error')
    return detail.error instanceof HttpError && detail.error.envelope !== null ? (
      <EmptyState
        title={t('local.pay.notFound')}
        actionText={t('local.order.title')}
        onAction={() => void navigate(`/${PAGE}`, { replace: true })}
      />
    ) : (
      <ErrorState onRetry={detail.retry} />
    );
  if (!o)
    return (
      <div aria-busy="true" className="local-section">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  const timeline: [string, number | null][] = [
    [t('local.order.created'), o.created_at],
    [t('local.order.paidAt'), o.paid_at],
    [t('local.order.dispatched'), o.dispatched_at],
    [t('local.order.receivedAt'), o.received_at],
    [t('local.order.closedAt'), o.closed_at],
  ];
  return (
    <div data-testid="local-order-detail" data-status={o.status}>
      <section className="local-section">
        <div className="local-order__head">
          <h2 style={{ margin: 0 }}>{statusText(o)}</h2>
          <span className="local-muted">{o.order_sn}</span>
        </div>
        {o.status === 0 && (
          <p className="local-muted">
            {t('local.order.payLeft')}{' '}
            <Countdown endAt={o.pay_deadline} format="hms" onEnd={() => void detail.reload()} />
          </p>
        )}
        {o.pickup_code && (
          <>
            <p className="local-muted" style={{ textAlign: 'center', margin: '8px 0 0' }}>
              {t('local.order.pickupCode')}
            </p>
            <p className="local-pickup-code" data-testid="local-pickup-code">
              {o.pickup_code}
            </p>
          </>
        )}
        {o.close_reason && o.status === 5 && <p className="local-muted">{o.close_reason}</p>}
        <Actions order={o} after={() => void detail.reload()} />
      </section>
      <section className="local-section">
        <div className="local-kv">
          <span>{t('local.order.mode')}</span>
          <span>{t(`local.confirm.${o.mode}`)}</span>
        </div>
        <div className="local-kv">
          <span>{t('local.order.slot')}</span>
          <span>{slotText(o)}</span>
        </div>
        {o.address && (
          <div className="local-kv" style={{ alignItems: 'flex-start' }}>
            <span>{t('local.order.address')}</span>
            <span style={{ textAlign: 'right' }}>
              {o.address.consignee} {o.address.mobile}
              <br />
              {o.address.full_address}
            </span>
          </div>
        )}
        {o.remark && (
          <div className="local-kv">
            <span>{t('local.order.remark')}</span>
            <span>{o.remark}</span>
          </div>
        )}
      </section>
      <section className="local-section">
        <Link to={`${SHOP_DETAILS}?id=${o.shop.id}`} className="local-order__shop">
          {o.shop.name} ›
        </Link>
        {o.lines.map((l) => (
          <div key={l.sku_id} className="local-line">
            <Image src={l.image} alt={l.title} width={48} height={48} fit="cover" lazy />
            <div className="local-line__body">
              <div>{l.title || l.name}</div>
              {l.spec && <div className="local-muted">{catalogueText(l.spec)}</div>}
            </div>
            <span className="local-muted">{t('local.confirm.qty', { n: l.quantity })}</span>
            <Price fen={l.price * l.quantity} size="sm" />
          </div>
        ))}
        <h2 style={{ marginTop: 8 }}>{t('local.order.fees')}</h2>
        <div className="local-kv">
          <span>{t('local.confirm.goods')}</span>
          <Price fen={o.goods_amount} size="sm" />
        </div>
        <div className="local-kv">
          <span>{t('local.confirm.packing')}</span>
          <Price fen={o.packing_fee} size="sm" />
        </div>
        <div className="local-kv">
          <span>{t('local.confirm.deliveryFee')}</span>
          <Price fen={o.delivery_fee} size="sm" />
        </div>
        <div className="local-kv local-total">
          <span>{t('local.confirm.total')}</span>
          <Price fen={o.pay_amount} size="md" />
        </div>
      </section>
      <section className="local-section">
        <h2>{t('local.order.timeline')}</h2>
        <ol className="local-timeline">
          {timeline
            .filter(([, at]) => at)
            .map(([label, at]) => (
              <li key={label}>
                {label} <span className="local-muted">{dateTime(at ?? 0)}</span>
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}

export default function ShopOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const id = Number(params.get('id') ?? 0);
  const showDetail = params.has('id');

  const list = usePaged<LocalOrderSummary>(
    ({ page }) =>
      showDetail
        ? Promise.resolve({ list: [], total: 0 })
        : unwrap(localApi.getLocalOrders({ status, page })),
    [status, showDetail],
  );

  if (showDetail)
    return (
      <PageFrame title={t('local.order.detail')} page={PAGE} homePath={`/${PAGE}`}>
        <OrderDetailView
          id={Number.isSafeInteger(id) ? id : 0}
          fromPay={params.get('from') === 'pay'}
        />
      </PageFrame>
    );

  return (
    <PageFrame title={t('local.order.title')} page={PAGE} homePath="/pages/user/user">
      <Tabs
        activeKey={String(status)}
        onChange={(k) => setParams(k === 'all' ? {} : { status: k }, { replace: true })}
      >
        {TABS.map((s) => (
          <Tabs.Tab
            key={String(s)}
            title={t(s === 'all' ? 'local.order.tab.all' : `local.order.tab.s${s}`)}
          />
        ))}
      </Tabs>
      <ListView
        state={list}
        pullToRefresh
        itemKey={(o) => o.id}
        skeletonRows={3}
        render={(o) => <OrderCard order={o} after={() => void list.refresh()} />}
        empty={
          <EmptyState
            title={t('local.order.empty')}
            actionText={t('local.order.goShop')}
            onAction={() => void navigate(SHOP_HOME)}
          />
        }
      />
    </PageFrame>
  );
}
