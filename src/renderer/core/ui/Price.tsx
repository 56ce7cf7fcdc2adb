import { useTranslation } from '../i18n';
import { formatFen, splitFen } from '../../../shared/rules/money';
import { cx } from './cx';

export interface PriceProps {
  /** Amount in fen. */
  fen: number;
  /** Original price in fen, struck through when greater than `fen`; 0 means none. */
  original?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price: small `¥`, large yuan, small `.fen`; the only place amounts are formatted. */
export function Price({ fen, original, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const { sign, yuan, fen: cents } = splitFen(fen);
  const showOriginal = original !== undefined && original > 0 && original > fen;
  return (
    <span className={cx('ui-price', `ui-price--${size}`, className)}>
      {/* The split parts are read as one amount. */}
      <span className="ui-price__now" role="img" aria-label={`${sign}¥${yuan}.${cents}`}>
        {sign}
        <span className="ui-price__symbol">¥</span>
        <span className="ui-price__yuan">{yuan}</span>
        <span className="ui-price__fen">.{cents}</span>
      </span>
      {showOriginal && (
        <del className="ui-price__original">
          <span className="ui-sr-only">{t('common.originalPrice')} </span>¥{formatFen(original)}
        </del>
      )}
    </span>
  );
}
