/**
 * The courier's home on the terminal (issue 18, part B; pages/guishang/courier/orders): its
 * open work orders (overdue marked, progress), each opening the slot-by-slot restock screen.
 * The merchant sees every open work order here too. Updates live on restock progress.
 */
import '../strings/courier';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { EVENTS } from '../../../../shared/realtime';
import { unwrapMerchant, usePaged } from '../../../core/data';
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
  useKioskEvent(EVENTS.restockProgress, () => void rows.refresh());
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
      {rows.status === 'loading' && <ListSkeleton rows={3} />}
      {rows.status === 'error' && <ErrorState onRetry={() => void rows.reload()} />}
      {rows.status === 'empty' && <EmptyState title={t('gsCourier.orders.empty')} />}
      {rows.status === 'ready' && (
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
