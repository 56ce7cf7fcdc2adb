import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { cx } from './cx';
import { EmptyPicture } from './icons';

export interface ErrorStateProps {
  /** Default: the generic "failed to load" text. */
  message?: string;
  onRetry: () => void;
  className?: string;
}

/**
 * A failed load with a retry button. It also retries by itself when the connection comes back
 * (the browser's `online` event, issue 18): a terminal that lost its network recovers without a
 * tap.
 */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  const { t } = useTranslation();
  useRetryWhenOnline(onRetry);
  return (
    <div className={cx('ui-state', 'ui-state--error', className)} role="alert">
      <EmptyPicture variant="error" />
      <p className="ui-state__title">{message || t('common.loadError')}</p>
      <Button
        className="ui-state__action"
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * A window event an app may send when its own connection came back (the kiosk: its socket
 * reconnected, issue 18): every error state on screen retries, as on the browser's `online`.
 */
export const RETRY_LOADS_EVENT = 'app:retry-loads';

/** Calls the latest `retry` on each `online` (or RETRY_LOADS_EVENT) event while mounted. */
export function useRetryWhenOnline(retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    window.addEventListener(RETRY_LOADS_EVENT, onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener(RETRY_LOADS_EVENT, onOnline);
    };
  }, []);
}
