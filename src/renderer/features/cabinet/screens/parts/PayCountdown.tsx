/**
 * A live countdown to an unpaid purchase order's pay deadline (issue 18 part C); at zero it says
 * the order is closing and calls `onExpired` once (the list reloads; the server closes it).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import '../../strings/buy';

/** mm:ss (h:mm:ss from an hour) of the seconds left; 0 and below: 00:00. */
export function countdownText(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function PayCountdown({
  deadline,
  onExpired,
}: {
  deadline: number;
  onExpired?: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  const fired = useRef(false);
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true;
        onExpired?.();
      }
      return;
    }
    const id = window.setTimeout(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => window.clearTimeout(id);
  }, [left, onExpired]);
  return (
    <span className="gs-order__countdown" role="timer" data-testid="pay-countdown">
      {left > 0
        ? t('gsBuy.recv.countdown', { time: countdownText(left) })
        : t('gsBuy.recv.expired')}
    </span>
  );
}
