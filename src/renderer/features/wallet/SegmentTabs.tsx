import { cx } from '../../core/ui';
import './wallet.css';

export interface SegmentOption<K extends string> {
  key: K;
  label: string;
}

export interface SegmentTabsProps<K extends string> {
  label: string;
  options: readonly SegmentOption<K>[];
  value: K;
  onChange: (key: K) => void;
  className?: string;
}

/** A row of toggle buttons for a filter (all / income / spending ...). */
export function SegmentTabs<K extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentTabsProps<K>) {
  return (
    <div className={cx('wallet-segments', className)} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={cx('wallet-segment', o.key === value && 'wallet-segment--active')}
          aria-pressed={o.key === value}
          onClick={() => o.key !== value && onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
