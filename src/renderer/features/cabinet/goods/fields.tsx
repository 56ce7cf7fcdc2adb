/** Form pieces of the merchant goods screens: a labelled text field and a row of choice chips. */
import { useId, type HTMLAttributes } from 'react';
import { useTranslation } from '../../../core/i18n';
import '../gallery.css';
import type { TranslationKey } from '../../../core/i18n/typed';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** translation key of the inline error, or null */
  error?: TranslationKey | null;
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  testId?: string;
  onEnter?: () => void;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  inputMode,
  maxLength,
  testId,
  onEnter,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="gs-field">
      <label className="gs-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="gs-field__input"
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) onEnter();
        }}
      />
      {hint && (
        <p className="gs-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="gs-field__error" id={`${id}-err`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export interface ChipOption<V> {
  value: V;
  label: string;
}

export interface ChipsProps<V> {
  /** accessible name of the group */
  label: string;
  options: readonly ChipOption<V>[];
  value: V;
  onChange: (v: V) => void;
  /** shows the label as a heading above the chips */
  showLabel?: boolean;
  error?: TranslationKey | null;
  testId?: string;
}

export function Chips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  showLabel,
  error,
  testId,
}: ChipsProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={showLabel ? 'gs-field' : undefined}>
      {showLabel && (
        <span className="gs-field__label" id={id}>
          {label}
        </span>
      )}
      <div
        className="gs-chips"
        role="group"
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? id : undefined}
        data-testid={testId}
      >
        {options.map((o) => (
          <button
            key={String(o.value)}
            type="button"
            className="gs-chip"
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
      {error && (
        <p className="gs-field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** After a refused submit: brings the first inline error of the form into view. */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    document
      .querySelector('.gs-form .gs-field__error')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
