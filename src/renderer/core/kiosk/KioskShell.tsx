/**
 * The kiosk's persistent header (UI.md "Kiosk"): merchant name, connection state and the time.
 * No text selection or zoom on the terminal (CSS on `.kiosk`).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

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

export const KioskShell = observer(function KioskShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { merchant } = useStores();
  const now = useNow();
  const online = useOnline();
  return (
    <div className="kiosk-shell">
      <header className="kiosk-shell__bar">
        <span className="kiosk-shell__name">{merchant.user?.name ?? t('kiosk.title')}</span>
        <span
          className={online ? 'kiosk-shell__net' : 'kiosk-shell__net kiosk-shell__net--off'}
          role="status"
        >
          {online ? t('kiosk.online') : t('kiosk.offline')}
        </span>
        <time className="kiosk-shell__time" dateTime={now.toISOString()}>
          {now.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
        </time>
      </header>
      <div className="kiosk-shell__body">{children}</div>
    </div>
  );
});
