import './strings/wallet';
import { useTranslation } from '../../core/i18n';
import { cx, Price } from '../../core/ui';
import { formatPoints } from '../../core/i18n/format';
import './wallet.css';

export interface SignedAmountProps {
  /** signed: fen for money, points for points */
  value: number;
  kind: 'money' | 'points';
  className?: string;
}

/** A ledger movement: `+` in the brand colour for income, `−` in text colour for spending. */
export function SignedAmount({ value, kind, className }: SignedAmountProps) {
  const { t } = useTranslation();
  const dir = value > 0 ? 'in' : value < 0 ? 'out' : 'zero';
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return (
    <span className={cx('wallet-amount', `wallet-amount--${dir}`, className)}>
      {kind === 'money' ? (
        <>
          <span aria-hidden="true">{sign}</span>
          <span className="ui-sr-only">{value < 0 ? t('wallet.out') : t('wallet.in')}</span>
          <Price fen={abs} size="sm" />
        </>
      ) : (
        <>
          {sign}
          {formatPoints(abs)}
        </>
      )}
    </span>
  );
}
