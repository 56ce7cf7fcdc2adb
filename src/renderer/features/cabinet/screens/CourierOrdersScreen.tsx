/**
 * The courier's home on the terminal (issue 18, part B; pages/guishang/courier/orders): its
 * open work orders (overdue marked, progress), each opening the slot-by-slot restock screen.
 * The merchant sees every open work order here too. Updates live on restock progress.
 * Issue 23: a courier also sees the cabinets an operator assigned to it (none: ask the
 * operator), and only their work orders (the server filters); both lists re-read when the
 * operator changes the assignment (`courier:cabinets` on the courier's socket).
 */
import '../strings/courier';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { EVENTS } from '../../../../shared/realtime';
import { unwrapMerchant, useLoad, usePaged } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import * as api from '../courier-api';
import { DueTag } from '../courier-parts';
import { useKioskEvent } from '../hooks';
import { KioskTabs } from '../KioskTabs';

const CourierOrders = observer(function CourierOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useStores();
  const rows = usePaged(
    ({ page, limit }) => unwrapMerchant(api.workOrders({ page, limit, status: 0 })),
    [],
    { limit: 20 },
  );
  const isCourier = merchant.user?.role === 'courier';
  const cabinets = useLoad(async () => unwrapMerchant(api.courierCabinets()), []);
  const noCabinets = isCourier && cabinets.status === 'ready' && cabinets.data?.list.length === 0;
  useKioskEvent(EVENTS.restockProgress, () => {
    void rows.refresh();
    void cabinets.reload();
  });
  useKioskEvent(EVENTS.courierCabinets, () => {
    void rows.refresh();
    void cabinets.reload();
  });
  useEffect(() => {
    if (!merchant.hasLogin) void navigate('/pages/guishang/login/login', { replace: true });
  }, [merchant.hasLogin, navigate]);

  return (
    <PageFrame
      title={t('gsCourier.orders.mine')}
      page="pages/guishang/courier/orders"
      back={false}
      className="kiosk-page"
      footer={<KioskTabs />}
    >
      {merchant.user?.courier_name && (
        <p className="kiosk-courier-hello" data-testid="courier-hello">
          {t('gsCourier.orders.hello', { name: merchant.user.courier_name })}
        </p>
      )}
      {isCourier && (
        <section className="kiosk-courier-cabinets" data-testid="courier-cabinets">
          <h2 className="kiosk-courier-cabinets__title">{t('gsCourier.orders.cabinets')}</h2>
          {cabinets.status === 'loading' && <ListSkeleton rows={1} />}
          {cabinets.status === 'error' && <ErrorState onRetry={cabinets.retry} />}
          {cabinets.status === 'ready' && cabinets.data?.list.length === 0 && (
            <EmptyState
              title={t('gsCourier.orders.noCabinets')}
              description={t('gsCourier.orders.noCabinetsHint')}
              className="kiosk-courier-cabinets__empty"
            />
          )}
          {cabinets.status === 'ready' && cabinets.data && cabinets.data.list.length > 0 && (
            <ul className="kiosk-courier-cabinets__list">
              {cabinets.data.list.map((c) => (
                <li
                  key={c.id}
                  className="kiosk-card kiosk-courier-cabinet"
                  data-testid="courier-cabinet"
                  data-id={c.id}
                >
                  <h3>{c.name}</h3>
                  <p className="kiosk-hint">
                    {c.code}
                    {c.address ? ` · ${c.address}` : ''}
                  </p>
                  <p className="kiosk-hint">
                    {t('gsCourier.orders.cabinetOrders', { n: c.open_orders })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {/* a courier without cabinets has no work orders: the one empty state above says why */}
      {noCabinets ? null : rows.status === 'loading' ? (
        <ListSkeleton rows={3} />
      ) : rows.status === 'error' ? (
        <ErrorState onRetry={() => void rows.reload()} />
      ) : rows.status === 'empty' ? (
        <EmptyState title={t('gsCourier.orders.empty')} />
      ) : (
        <ul className="kiosk-wo-list" data-testid="wo-list">
          {rows.items.map((o) => (
            <li
              key={o.id}
              className="kiosk-card kiosk-wo-item"
              data-testid="wo-item"
              data-id={o.id}
            >
              <div className="kiosk-wo-item__main">
                <h3>{o.cabinet_name}</h3>
                <p className="kiosk-hint">
                  #{o.id}
                  {o.courier_name ? ` · ${o.courier_name}` : ''} ·{' '}
                  {t('gsCourier.orders.progress', { done: o.lines_done, total: o.lines_total })}
                </p>
                <DueTag dueAt={o.due_at} overdue={o.overdue} />
              </div>
              <Link
                className="adm-button adm-button-primary kiosk-wo-item__go"
                to={`/pages/guishang/bh/detail?id=${o.id}`}
                data-testid="wo-open"
              >
                {t('gsCourier.orders.start')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
});

export default CourierOrders;
