/**
 * Cabinet home (kiosk tab 1), landscape first (issue 18 part A; UI.md "Kiosk"): the selected
 * cabinet (this terminal's, else the first; chips when there are several) drawn as its physical
 * grid of slots (photo, name, quantity / capacity, low / empty / over badges, queued moves)
 * beside the day's numbers, all live; then shortcuts to every area of the merchant cabinet app.
 * On a phone the grid and the numbers stack.
 */
import '../strings/stock';
import '../strings/slots';
import '../slots/slots.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { CabinetSummary } from '../../../core/api/merchant';
import { EVENTS } from '../../../../shared/realtime';
import { unwrapMerchant, useLoad } from '../../../core/data';
import { yuanText } from '../../../core/ui/money-text';
import { useKiosk, useKioskEvent } from '../hooks';
import { KioskTabs } from '../KioskTabs';
import { FailedMoves, useCabinets } from '../parts';
import * as slotsApi from '../slots/api';
import { SlotGridView } from '../slots/SlotGridView';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { dynamicKey } from '../../../core/i18n/typed';

const SHORTCUTS: [string, string][] = [
  ['guizi', 'pages/guishang/guizi/guizi'],
  ['goods', 'pages/guishang/goods/goods'],
  ['shopClass', 'pages/guishang/shop/class/class'],
  ['cabinetGoods', 'pages/guishang/guizi/goods'],
  ['classes', 'pages/guishang/guizi/class/list'],
  ['cabinetOrders', 'pages/guishang/guizi/order/list'],
  ['orders', 'pages/guishang/order/order'],
  ['orderForm', 'pages/guishang/order/form'],
  ['orderList', 'pages/guishang/order/list'],
  ['purchaseOrders', 'pages/guishang/order/jinhuo'],
  ['jinhuo', 'pages/guishang/jinhuo/jinhuo'],
  ['cart', 'pages/guishang/cart/cart'],
  ['address', 'pages/guishang/address/address'],
  ['money', 'pages/guishang/money/money'],
  ['log', 'pages/guishang/log/log'],
  ['log2', 'pages/guishang/log/log2'],
  ['bh', 'pages/guishang/bh/list'],
  // the customer-service inbox (chat agents only; others see the refusal there)
  ['service', 'pages/guishang/service/inbox'],
];

/** issue 18 part A: set-up, alerts and terminals (labels in gsSlots.home) */
const SLOT_SHORTCUTS: [string, string][] = [
  ['setup', 'pages/guishang/guizi/setup'],
  ['alerts', 'pages/guishang/alert/list'],
  ['terminals', 'pages/guishang/terminal/list'],
];

/**
 * The selected cabinet drawn as its physical grid beside the day's numbers (issue 18 part A):
 * today's paid sales, low slots, open restocks, unpaid and expiring sales, open alerts. Both
 * reload on the live events (stock, cabinet sales, alerts) and after a reconnect's catch-up.
 */
const CabinetPanel = observer(function CabinetPanel({ cabinet }: { cabinet: CabinetSummary }) {
  const { t } = useTranslation();
  const grid = useLoad(async () => unwrapMerchant(slotsApi.slotGrid(cabinet.id)), [cabinet.id]);
  const summary = useLoad(
    async () => unwrapMerchant(slotsApi.homeSummary(cabinet.id)),
    [cabinet.id],
  );
  const refresh = () => {
    void grid.reload();
    void summary.reload();
  };
  useKioskEvent(EVENTS.stockChanged, (p) => {
    if (p.cabinet_id === cabinet.id) refresh();
  });
  useKioskEvent(EVENTS.cabinetOrder, (p) => {
    if (p.cabinet_id === cabinet.id) refresh();
  });
  useKioskEvent(EVENTS.cabinetAlert, (p) => {
    if (p.cabinet_id === cabinet.id) void summary.reload();
  });
  const s = summary.data;
  const stat = (key: string, value: string | number, warn: boolean, to?: string) => {
    const body = (
      <>
        <span>{t(dynamicKey('gsSlots.home', key))}</span>
        <strong>{value}</strong>
      </>
    );
    const cls = warn ? 'gs-stat gs-stat--warn' : 'gs-stat';
    return to ? (
      <Link key={key} className={cls} to={to} data-testid={`stat-${key}`}>
        {body}
      </Link>
    ) : (
      <div key={key} className={cls} data-testid={`stat-${key}`}>
        {body}
      </div>
    );
  };
  return (
    <div className="gs-home" data-testid="cabinet" data-cabinet-id={cabinet.id}>
      <section
        className="gs-home__grid"
        aria-label={t('gsStock.home.slots', { name: cabinet.name })}
      >
        <h2>
          {cabinet.name} <small className="kiosk-cabinet__code">{cabinet.code}</small>
        </h2>
        {grid.status === 'loading' && <ListSkeleton rows={2} />}
        {grid.status === 'error' && <ErrorState onRetry={grid.retry} />}
        {grid.status === 'ready' && grid.data && <SlotGridView grid={grid.data} />}
      </section>
      <aside className="gs-home__side" aria-label={t('gsSlots.home.today')}>
        {s && (
          <>
            <div className="gs-stat" data-testid="stat-today">
              <span>
                {t('gsSlots.home.today')} ·{' '}
                {t('gsSlots.home.salesCount', { n: s.sales_today.count })}
              </span>
              <strong>{yuanText(s.sales_today.amount)}</strong>
            </div>
            {stat('low', s.low_stock, s.low_stock > 0, '/pages/guishang/alert/list')}
            {stat('restocks', s.open_restocks, false, '/pages/guishang/bh/list')}
            {stat(
              'unpaid',
              s.unpaid_orders,
              false,
              `/pages/guishang/guizi/order/list?cabinet_id=${cabinet.id}`,
            )}
            {stat(
              'expiring',
              s.expiring_orders,
              s.expiring_orders > 0,
              `/pages/guishang/guizi/order/list?cabinet_id=${cabinet.id}`,
            )}
            {stat('alerts', s.open_alerts, s.open_alerts > 0, '/pages/guishang/alert/list')}
          </>
        )}
        {summary.status === 'error' && <ErrorState onRetry={summary.retry} />}
        <div className="gs-home__links">
          <Link
            className="kiosk-link-button"
            to={`/pages/guishang/guizi/guizi?cabinet_id=${cabinet.id}`}
          >
            {t('gsStock.home.manage')}
          </Link>
          <Link
            className="kiosk-link-button"
            to={`/pages/guishang/guizi/setup?cabinet_id=${cabinet.id}`}
          >
            {t('gsSlots.home.setup')}
          </Link>
          <Link className="kiosk-link-button" to="/pages/guishang/terminal/list">
            {t('gsSlots.home.terminals')}
          </Link>
        </div>
      </aside>
    </div>
  );
});

/** The cabinet chips (when several) and the selected cabinet: this terminal's, else the first. */
const HomeCabinets = observer(function HomeCabinets({ cabinets }: { cabinets: CabinetSummary[] }) {
  const { t } = useTranslation();
  const kiosk = useKiosk();
  const own = cabinets.find((c) => c.id === kiosk.cabinet?.id);
  const [picked, setPicked] = useState<number>(own?.id ?? cabinets[0]!.id);
  const cabinet = cabinets.find((c) => c.id === picked) ?? cabinets[0]!;
  return (
    <>
      {cabinets.length > 1 && (
        <div className="gs-cabinet-pick" role="group" aria-label={t('kiosk.cabinets')}>
          {cabinets.map((c) => (
            <button
              key={c.id}
              type="button"
              className={c.id === cabinet.id ? 'gs-btn gs-btn--primary' : 'gs-btn'}
              aria-pressed={c.id === cabinet.id}
              data-testid="pick-cabinet"
              onClick={() => setPicked(c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      <CabinetPanel key={cabinet.id} cabinet={cabinet} />
    </>
  );
});

const CabinetHome = observer(function CabinetHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useStores();
  const { state, reload } = useCabinets();

  useEffect(() => {
    if (!merchant.hasLogin) void navigate('/pages/guishang/login/login', { replace: true });
  }, [merchant.hasLogin, navigate]);
  if (!merchant.hasLogin) return null;

  return (
    <PageFrame
      title={t('gsStock.home.title')}
      page="pages/guishang/index/index"
      back={false}
      className="kiosk-page"
      footer={<KioskTabs />}
    >
      <p className="kiosk-welcome" data-testid="merchant-name">
        {t('kiosk.welcome', { name: merchant.user?.name ?? '' })}
      </p>
      <FailedMoves />
      <h2 className="kiosk-section-title">{t('kiosk.cabinets')}</h2>
      {state.status === 'loading' && <ListSkeleton rows={2} />}
      {state.status === 'error' && <ErrorState onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState title={t('kiosk.noCabinets')} />
      )}
      {state.status === 'ready' && state.data.length > 0 && <HomeCabinets cabinets={state.data} />}
      <h2 className="kiosk-section-title">{t('gsStock.home.shortcuts')}</h2>
      <nav className="kiosk-shortcuts" aria-label={t('gsStock.home.shortcuts')}>
        {SHORTCUTS.map(([key, path]) => (
          <Link key={key} className="kiosk-shortcut" to={`/${path}`}>
            {t(dynamicKey('gsStock.shortcut', key))}
          </Link>
        ))}
        {SLOT_SHORTCUTS.map(([key, path]) => (
          <Link key={key} className="kiosk-shortcut" to={`/${path}`}>
            {t(dynamicKey('gsSlots.home', key))}
          </Link>
        ))}
      </nav>
    </PageFrame>
  );
});

export default CabinetHome;
