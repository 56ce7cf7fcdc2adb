import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { SMS_RESEND_INTERVAL_S } from '../../../shared/constants';
import { cx } from './cx';

export interface SmsCodeButtonProps {
  /**
   * Sends the code. Resolving `false` (e.g. the mobile number is invalid, or the server said
   * no) does not start the timer; a rejection does not either.
   */
  onSend: () => Promise<boolean | void>;
  /** Seconds before the code can be sent again; default 60. */
  seconds?: number;
  disabled?: boolean;
  className?: string;
}

/** "Get code" button with a resend timer (UI.md, "Forms"). */
export function SmsCodeButton({
  onSend,
  seconds = SMS_RESEND_INTERVAL_S,
  disabled,
  className,
}: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const start = () => {
    // Counted against a deadline, not by decrements, so a throttled background tab stays right.
    const deadline = Date.now() + seconds * 1000;
    const update = () => {
      const s = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) clearInterval(timer.current);
    };
    clearInterval(timer.current);
    timer.current = setInterval(update, 1000);
    update();
  };

  const handleClick = async () => {
    if (busy.current || left > 0) return;
    busy.current = true;
    setSending(true);
    try {
      if ((await onSend()) !== false) start();
    } catch {
      // The caller reports the failure (the http wrapper toasts); the button is usable again.
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <Button
      type="button"
      className={cx('ui-sms-button', className)}
      color="primary"
      fill="none"
      loading={sending}
      disabled={disabled || counting}
      onClick={handleClick}
    >
      {counting ? t('common.resendIn', { s: left }) : t('common.getCode')}
    </Button>
  );
}
