/**
 * Bottom tabs of the kiosk tab pages (docs/api-guishang.md "Screens"): home (the consumer
 * shop), cabinet (pages/guishang/index/index) and mine (pages/guishang/my/my).
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../core/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import './strings/stock';
import { showShop } from '../../core/platform/terminal';
import { useKiosk } from './hooks';

const TABS = [
  { key: 'home', path: '' },
  { key: 'cabinet', path: 'pages/guishang/index/index' },
  { key: 'mine', path: 'pages/guishang/my/my' },
] as const;

/** A courier's session (issue 18, part B): its work orders and its Mine only. */
const COURIER_TABS = [
  { key: 'cabinet', path: 'pages/guishang/courier/orders' },
  { key: 'mine', path: 'pages/guishang/courier/mine' },
] as const;

export const KioskTabs = observer(function KioskTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.replace(/^\/+/, '');
  const courier = useKiosk().role === 'courier';
  const tabs = courier ? COURIER_TABS : TABS;
  return (
    <nav className="kiosk-tabs" aria-label={t('gsStock.kiosk.tabs')} data-testid="kiosk-tabs">
      {tabs.map((tab) => {
        const active = tab.path !== '' && current === tab.path;
        return (
          <button
            key={tab.key}
            type="button"
            className={active ? 'kiosk-tabs__tab kiosk-tabs__tab--active' : 'kiosk-tabs__tab'}
            aria-current={active ? 'page' : undefined}
            data-testid={`kiosk-tab-${tab.key}`}
            onClick={() => {
              if (tab.path === '') showShop();
              else if (!active) void navigate(`/${tab.path}`);
            }}
          >
            <span className="kiosk-tabs__icon" aria-hidden="true">
              {tab.key === 'home' ? '⌂' : tab.key === 'cabinet' ? '▦' : '☺'}
            </span>
            <span>
              {courier && tab.key === 'cabinet'
                ? t('gsStock.kiosk.tab.workOrders')
                : t(`gsStock.kiosk.tab.${tab.key}`)}
            </span>
          </button>
        );
      })}
    </nav>
  );
});
