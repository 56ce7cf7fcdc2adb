import type { ReactNode } from 'react';
import { cx } from '../../core/ui';
import './wallet.css';

export interface BalanceCardItem {
  label: string;
  value: ReactNode;
}

export interface BalanceCardProps {
  label: string;
  /** the big figure */
  value: ReactNode;
  /** figures under it (frozen, totals ...) */
  items?: BalanceCardItem[];
  /** actions inside the card */
  children?: ReactNode;
  testId?: string;
  className?: string;
}

/** The coloured summary card at the top of a wallet screen. */
export function BalanceCard({
  label,
  value,
  items,
  children,
  testId,
  className,
}: BalanceCardProps) {
  return (
    <section className={cx('wallet-hero', className)} aria-label={label}>
      <p className="wallet-hero__label">{label}</p>
      <div className="wallet-hero__value" data-testid={testId}>
        {value}
      </div>
      {items && items.length > 0 && (
        <dl className="wallet-hero__items">
          {items.map((i) => (
            <div key={i.label}>
              <dt>{i.label}</dt>
              <dd>{i.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children && <div className="wallet-hero__actions">{children}</div>}
    </section>
  );
}
