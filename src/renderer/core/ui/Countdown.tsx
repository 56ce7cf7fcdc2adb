import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { cx } from './cx';
import { getServerOffsetMs } from './server-time';
import { splitDuration } from './split-duration';

export interface CountdownProps {
  /** End time, Unix seconds of the server clock. */
  endAt: number;
  /** Server minus device time, ms; default the offset the http wrapper keeps (server-time.ts). */
  serverOffsetMs?: number;
  /** Called once when the time is up (also when it is already up on mount). */
  onEnd?: () => void;
  /** 'dhms': days shown separately when there are any; 'hms': days folded into hours. */
  format?: 'dhms' | 'hms';
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds left, rounded up so 0 is shown exactly when the time is up. */
function secondsLeft(endAt: number, offsetMs: number): number {
  const ms = endAt * 1000 - (Date.now() + offsetMs);
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** Time left until `endAt` by the server clock, in boxes; "ended" when it is over. */
export function Countdown({
  endAt,
  serverOffsetMs,
  onEnd,
  format = 'dhms',
  className,
}: CountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(endAt, serverOffsetMs ?? getServerOffsetMs()));

  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  // The endAt for which onEnd was called, so it runs once per end time.
  const endedFor = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const off = serverOffsetMs ?? getServerOffsetMs();
      const now = secondsLeft(endAt, off);
      setLeft(now);
      if (now === 0) {
        if (endedFor.current !== endAt) {
          endedFor.current = endAt;
          onEndRef.current?.();
        }
        return;
      }
      // Wake just after the next whole-second boundary of the remaining time, so the display
      // flips on time instead of drifting by up to a second as a plain 1 s interval would.
      const ms = endAt * 1000 - (Date.now() + off);
      timer = setTimeout(tick, (ms % 1000 || 1000) + 10);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endAt, serverOffsetMs]);

  if (left === 0) {
    return (
      <span className={cx('ui-countdown', 'ui-countdown--ended', className)}>
        {t('common.countdown.ended')}
      </span>
    );
  }

  const d = splitDuration(left);
  const showDays = format === 'dhms' && d.days > 0;
  const hours = format === 'hms' ? d.days * 24 + d.hours : d.hours;
  const clock = `${pad(hours)}:${pad(d.minutes)}:${pad(d.seconds)}`;
  const label = showDays ? `${d.days}${t('common.countdown.days')} ${clock}` : clock;

  return (
    <span
      className={cx('ui-countdown', className)}
      role="timer"
      aria-label={`${t('common.countdown.label')} ${label}`}
    >
      {showDays && (
        <>
          <span className="ui-countdown__box" aria-hidden="true">
            {d.days}
          </span>
          <span className="ui-countdown__unit" aria-hidden="true">
            {t('common.countdown.days')}
          </span>
        </>
      )}
      <span className="ui-countdown__box" aria-hidden="true">
        {pad(hours)}
      </span>
      <span className="ui-countdown__sep" aria-hidden="true">
        :
      </span>
      <span className="ui-countdown__box" aria-hidden="true">
        {pad(d.minutes)}
      </span>
      <span className="ui-countdown__sep" aria-hidden="true">
        :
      </span>
      <span className="ui-countdown__box" aria-hidden="true">
        {pad(d.seconds)}
      </span>
    </span>
  );
}
