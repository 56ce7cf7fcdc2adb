/**
 * The kiosk's persistent header (UI.md "Kiosk"): the merchant's or this terminal's cabinet
 * name, the connection state with the number of queued stock writes, and the time. With a
 * merchant session it starts the kiosk session (live stock socket, offline queue).
 * No text selection or zoom on the terminal (CSS on `.kiosk`).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import './strings/stock';
import { AdminExit } from './AdminExit';
import { useStores } from '../../core/stores/context';
import { useKiosk } from './hooks';
import { LowStockBanner } from './LowStockBanner';
import './kiosk.css';
import { kioskClock } from './kiosk-time';
import { RETRY_LOADS_EVENT } from '../../core/ui/ErrorState';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** Name and connection of a logged-in merchant (starts the kiosk session). */
const SessionStatus = observer(function SessionStatus({
  browserOnline,
}: {
  browserOnline: boolean;
}) {
  const { t } = useTranslation();
  const { merchant } = useStores();
  const kiosk = useKiosk();
  const state = kiosk.realtime.state;
  const online = browserOnline && state !== 'offline';
  // issue 18: the socket reconnected after a loss: failed screens retry by themselves
  const lastState = useRef(state);
  useEffect(() => {
    const was = lastState.current;
    lastState.current = state;
    if (was === 'offline' && state === 'online') window.dispatchEvent(new Event(RETRY_LOADS_EVENT));
  }, [state]);
  const queued = kiosk.queue.pendingCount;
  const label = online ? t('kiosk.online') : t('kiosk.offline');
  return (
    <>
      <span className="kiosk-shell__name" data-testid="kiosk-name">
        {kiosk.cabinet?.name ?? merchant.user?.name ?? t('kiosk.title')}
      </span>
      <span
        className={online ? 'kiosk-shell__net' : 'kiosk-shell__net kiosk-shell__net--off'}
        role="status"
        data-testid="kiosk-connection"
        data-state={online ? 'online' : 'offline'}
        data-queued={queued}
      >
        {queued > 0 ? t('gsStock.kiosk.queued', { state: label, n: queued }) : label}
      </span>
    </>
  );
});

export const KioskShell = observer(function KioskShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { merchant } = useStores();
  const now = useNow();
  const online = useOnline();
  return (
    <div className="kiosk-shell">
      <header className="kiosk-shell__bar" data-testid="kiosk-header">
        {merchant.hasLogin ? (
          <SessionStatus browserOnline={online} />
        ) : (
          <>
            <span className="kiosk-shell__name">{t('kiosk.title')}</span>
            <span
              className={online ? 'kiosk-shell__net' : 'kiosk-shell__net kiosk-shell__net--off'}
              role="status"
              data-testid="kiosk-connection"
            >
              {online ? t('kiosk.online') : t('kiosk.offline')}
            </span>
          </>
        )}
        <time className="kiosk-shell__time" dateTime={now.toISOString()} data-testid="kiosk-time">
          {kioskClock(now)}
        </time>
      </header>
      <LowStockBanner />
      <div className="kiosk-shell__body">{children}</div>
      <AdminExit />
    </div>
  );
});
