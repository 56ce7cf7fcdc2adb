/**
 * Small pieces of the courier screens (issue 18, part B): a confirm dialog that a double tap
 * cannot open twice, the reason code and abnormal status labels, the due time of a work order.
 */
import './strings/courier';
import './courier.css';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../core/i18n';
import { confirm } from '../../core/ui';
import { formatTime } from './parts';

/** `confirm`, but while one of its dialogs is open a second call answers false at once. */
export function useGuardedConfirm(): (message: string) => Promise<boolean> {
  const open = useRef(false);
  return useCallback(async (message: string) => {
    if (open.current) return false;
    open.current = true;
    try {
      return await confirm(message);
    } finally {
      open.current = false;
    }
  }, []);
}

/** Runs `fn` unless a run of it is still going (a double tap runs it once). */
export function useOnce<A extends unknown[]>(fn: (...a: A) => Promise<void>) {
  const busy = useRef(false);
  return async (...a: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await fn(...a);
    } finally {
      busy.current = false;
    }
  };
}

export function ReasonLabel({ code }: { code: string }) {
  const { t } = useTranslation();
  const known = ['shortfall', 'damaged', 'expired', 'other'] as const;
  const c = known.find((k) => k === code) ?? 'shortfall';
  return <>{t(`gsCourier.reason.${c}`)}</>;
}

export function AbnormalStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = status === 1 ? 'resolved' : status === 2 ? 'compensated' : 'open';
  return (
    <span
      className={status === 0 ? 'kiosk-tag kiosk-tag--open' : 'kiosk-tag'}
      data-testid="abnormal-status"
      data-status={status}
    >
      {t(`gsCourier.abnormal.${key}`)}
    </span>
  );
}

export function DueTag({ dueAt, overdue }: { dueAt: number | null; overdue: boolean }) {
  const { t, i18n } = useTranslation();
  if (dueAt === null) return null;
  return (
    <span
      className={overdue ? 'kiosk-tag kiosk-tag--warn' : 'kiosk-tag'}
      data-testid={overdue ? 'wo-overdue' : 'wo-due'}
    >
      {overdue
        ? `${t('gsCourier.orders.overdue')} · ${formatTime(dueAt, i18n.language)}`
        : t('gsCourier.orders.due', { time: formatTime(dueAt, i18n.language) })}
    </span>
  );
}
