/**
 * The pay password entry of UI.md ("a six-box secure input"): six boxes showing dots and an
 * on-screen keypad, so the digits never go through the system keyboard (no autofill, no
 * keyboard history). With `shuffle` the keys are in random order each time it opens, which
 * defeats shoulder-surfing of finger positions at a shop counter.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n';

export const PAY_PASSWORD_LENGTH = 6;

/** The ten digits, shuffled when asked (Fisher–Yates with a supplied random source). */
export function keypadDigits(shuffle: boolean, random: () => number = Math.random): string[] {
  const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
  if (!shuffle) return digits;
  for (let i = digits.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [digits[i], digits[j]] = [digits[j] as string, digits[i] as string];
  }
  return digits;
}

export interface PayPasswordInputProps {
  /** called once when six digits are entered */
  onComplete: (password: string) => void;
  /** clears the boxes when it changes (after a wrong password, say) */
  resetKey?: unknown;
  shuffle?: boolean;
  disabled?: boolean;
  label?: string;
}

export function PayPasswordInput({
  onComplete,
  resetKey,
  shuffle = false,
  disabled = false,
  label,
}: PayPasswordInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const keys = useMemo(() => keypadDigits(shuffle), [shuffle]);

  useEffect(() => {
    setValue('');
  }, [resetKey]);

  const press = (d: string) => {
    if (disabled || value.length >= PAY_PASSWORD_LENGTH) return;
    const next = value + d;
    setValue(next);
    if (next.length === PAY_PASSWORD_LENGTH) onComplete(next);
  };
  const erase = () => {
    if (!disabled) setValue((v) => v.slice(0, -1));
  };

  const last = keys[9] as string;
  return (
    <div className="ui-paypwd">
      <div
        className="ui-paypwd__boxes"
        role="status"
        aria-label={`${label ?? t('common.payPassword')}: ${t('common.digitsEntered', {
          n: value.length,
          total: PAY_PASSWORD_LENGTH,
        })}`}
      >
        {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => (
          <span key={i} className="ui-paypwd__box" data-filled={i < value.length}>
            {i < value.length ? '•' : ''}
          </span>
        ))}
      </div>
      <div className="ui-paypwd__keypad" role="group" aria-label={t('common.keypad')}>
        {keys.slice(0, 9).map((d) => (
          <button
            key={d}
            type="button"
            className="ui-paypwd__key"
            disabled={disabled}
            onClick={() => press(d)}
          >
            {d}
          </button>
        ))}
        <span aria-hidden="true" />
        <button
          type="button"
          className="ui-paypwd__key"
          disabled={disabled}
          onClick={() => press(last)}
        >
          {last}
        </button>
        <button
          type="button"
          className="ui-paypwd__key ui-paypwd__key--erase"
          aria-label={t('common.erase')}
          disabled={disabled}
          onClick={erase}
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
