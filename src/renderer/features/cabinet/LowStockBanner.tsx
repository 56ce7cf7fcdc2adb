/**
 * The kiosk's low-stock banner (issue 18 part A), mounted once in KioskShell: the newest open
 * low-stock alert of the merchant, live (reloaded on every `cabinetAlert` and after stock moves
 * of a slot), with a link to the alerts list. Nothing without a merchant session or an alert.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import './strings/slots';
import './slots/slots.css';
import { EVENTS } from '../../../shared/realtime';
import { unwrapMerchant, useLoad } from '../../core/data';
import { useStores } from '../../core/stores/context';
import { useKioskEvent } from './hooks';
import * as api from './slots/api';

function NewestAlert() {
  const { t } = useTranslation();
  const load = useLoad(
    async () =>
      (await unwrapMerchant(api.alertList({ page: 1, limit: 1, status: 0 }))).list[0] ?? null,
    [],
  );
  useKioskEvent(EVENTS.cabinetAlert, () => void load.reload());
  const a = load.data;
  if (!a) return null;
  return (
    <div
      className="gs-banner"
      role="alert"
      data-testid="low-stock-banner"
      data-alert-id={a.id}
      data-location-id={a.location_id}
    >
      <span className="gs-banner__text">
        {t('gsSlots.banner.text', {
          cabinet: a.cabinet_name,
          slot: a.slot_name,
          goods: a.goods_name,
          q: a.quantity,
          level: a.reorder_level,
        })}
      </span>
      <Link to="/pages/guishang/alert/list">{t('gsSlots.banner.open')}</Link>
    </div>
  );
}

export const LowStockBanner = observer(function LowStockBanner() {
  const { merchant } = useStores();
  return merchant.hasLogin ? <NewestAlert key={merchant.token ?? ''} /> : null;
});
