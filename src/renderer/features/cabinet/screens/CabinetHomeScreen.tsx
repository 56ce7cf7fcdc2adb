/**
 * Cabinet home (kiosk tab 1): every cabinet of the merchant with a live slot grid (slot no,
 * goods, quantity / capacity, low stock) updated by the realtime store, and shortcuts to every
 * area of the merchant cabinet app.
 */
import '../strings/stock';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CabinetSummary } from '../../../core/api/merchant';
import { useKiosk } from '../hooks';
import { KioskTabs } from '../KioskTabs';
import { FailedMoves, isLow, liveGoods, useCabinetDetail, useCabinets } from '../parts';
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

const CabinetCard = observer(function CabinetCard({ cabinet }: { cabinet: CabinetSummary }) {
  const { t } = useTranslation();
  const { realtime } = useKiosk();
  const { state, reload } = useCabinetDetail(cabinet.id);
  return (
    <li className="kiosk-cabinet" data-testid="cabinet" data-cabinet-id={cabinet.id}>
      <div className="kiosk-cabinet__head">
        <div>
          <h3>{cabinet.name}</h3>
          <p className="kiosk-cabinet__code">
            {cabinet.code} · {cabinet.address}
          </p>
        </div>
        <Link
          className="kiosk-link-button"
          to={`/pages/guishang/guizi/guizi?cabinet_id=${cabinet.id}`}
        >
          {t('gsStock.home.manage')}
        </Link>
      </div>
      {state.status === 'loading' && <ListSkeleton rows={1} />}
      {state.status === 'error' && <ErrorState onRetry={reload} />}
      {state.status === 'ready' && (
        <ul className="kiosk-slots" aria-label={t('gsStock.home.slots', { name: cabinet.name })}>
          {state.data.slots.map((slot) => {
            const goods = liveGoods(realtime, slot);
            const qty = goods.reduce((n, g) => n + g.quantity, 0);
            const low = isLow(qty, slot.capacity);
            const first = goods[0];
            return (
              <li
                key={slot.location_id}
                className={low ? 'kiosk-slot kiosk-slot--low' : 'kiosk-slot'}
                data-testid="slot"
                data-location-id={slot.location_id}
              >
                <span className="kiosk-slot__no">{t('gsStock.slotNo', { n: slot.slot_no })}</span>
                {first?.image ? (
                  <img className="kiosk-slot__img" src={first.image} alt={first.name} />
                ) : (
                  <span className="kiosk-slot__img kiosk-slot__img--none" aria-hidden="true" />
                )}
                <span className="kiosk-slot__name">
                  {goods.length ? goods.map((g) => g.name).join(' / ') : t('gsStock.emptySlot')}
                </span>
                <span className="kiosk-slot__qty" data-testid="slot-qty">
                  {t('gsStock.qtyOfCap', { q: qty, c: slot.capacity })}
                </span>
                {low && <span className="kiosk-slot__low">{t('gsStock.low')}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </li>
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
      <h2 className="kiosk-section-title">{t('gsStock.home.shortcuts')}</h2>
      <nav className="kiosk-shortcuts" aria-label={t('gsStock.home.shortcuts')}>
        {SHORTCUTS.map(([key, path]) => (
          <Link key={key} className="kiosk-shortcut" to={`/${path}`}>
            {t(dynamicKey('gsStock.shortcut', key))}
          </Link>
        ))}
      </nav>
      <h2 className="kiosk-section-title">{t('kiosk.cabinets')}</h2>
      {state.status === 'loading' && <ListSkeleton rows={2} />}
      {state.status === 'error' && <ErrorState onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState title={t('kiosk.noCabinets')} />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="kiosk-cabinets">
          {state.data.map((c) => (
            <CabinetCard key={c.id} cabinet={c} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
});

export default CabinetHome;
