/**
 * A big numeric stepper: − / number / + (stock in/out, count, courier restock, new sale).
 *
 * The field may be emptied while typing (issue 18: it used to snap back to the minimum, so
 * clearing "1" and typing 5 gave 15): an empty or non-numeric field reports NaN, which callers
 * treat as invalid (`isQuantity`) and refuse; typing a number then reports that number, clamped
 * to min..max.
 */
import './strings/stock';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';

/** Whether a stepper's value is a whole number within min..max (NaN: the field is empty). */
export function isQuantity(v: number, min = 0, max = Number.MAX_SAFE_INTEGER): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

export function Stepper({
  label,
  value,
  onChange,
  min = 0,
  max = 10_000,
  testId,
}: {
  label: string;
  /** NaN while the field is empty */
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  // What the user typed, kept while it still means `value` (a change from outside shows the value).
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, Number.isFinite(n) ? n : min));
  const draftMatches =
    draft !== null && (draft.trim() === '' ? Number.isNaN(value) : Number(draft) === value);
  const shown = draftMatches ? draft : Number.isFinite(value) ? String(value) : '';
  const step = (d: number) => {
    setDraft(null);
    onChange(clamp(Number.isFinite(value) ? value + d : min));
  };
  return (
    <div className="kiosk-stepper" data-testid={testId}>
      <button
        type="button"
        className="kiosk-stepper__btn"
        aria-label={t('gsStock.stepper.minus', { label })}
        disabled={value <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        className="kiosk-stepper__input"
        type="number"
        inputMode="numeric"
        aria-label={label}
        aria-invalid={!isQuantity(value, min, max)}
        min={min}
        max={max}
        value={shown}
        onChange={(e) => {
          const text = e.target.value;
          const n = Number(text);
          if (text.trim() === '' || !Number.isFinite(n)) {
            setDraft(text);
            onChange(NaN);
            return;
          }
          const next = clamp(Math.trunc(n));
          setDraft(next === n ? text : String(next));
          onChange(next);
        }}
      />
      <button
        type="button"
        className="kiosk-stepper__btn"
        aria-label={t('gsStock.stepper.plus', { label })}
        disabled={value >= max}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
