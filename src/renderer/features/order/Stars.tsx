/** A 1–5 star score as a radio group of real buttons (arrow keys move the choice). */
import './strings/review';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n';
import './orders.css';

export interface StarsProps {
  value: number;
  onChange?: (score: number) => void;
  labelledBy?: string;
  /** read-only display size */
  small?: boolean;
}

const SCORES = [1, 2, 3, 4, 5] as const;

export function Stars({ value, onChange, labelledBy, small }: StarsProps) {
  const { t } = useTranslation();
  if (!onChange) {
    return (
      <span
        className={small ? 'ord-stars ord-stars--small' : 'ord-stars'}
        role="img"
        aria-label={t('review.stars', { n: value })}
      >
        {SCORES.map((s) => (
          <span key={s} className={s <= value ? 'ord-star is-on' : 'ord-star'} aria-hidden="true">
            ★
          </span>
        ))}
      </span>
    );
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(5, value + 1));
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(Math.max(1, value - 1));
    else return;
    e.preventDefault();
  };
  return (
    <span className="ord-stars" role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onKey}>
      {SCORES.map((s) => (
        <button
          key={s}
          type="button"
          role="radio"
          aria-checked={s === value}
          aria-label={t('review.stars', { n: s })}
          tabIndex={s === value ? 0 : -1}
          className={s <= value ? 'ord-star is-on' : 'ord-star'}
          onClick={() => onChange(s)}
        >
          ★
        </button>
      ))}
    </span>
  );
}
