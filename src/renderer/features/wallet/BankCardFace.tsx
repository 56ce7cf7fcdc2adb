import type { BankCard } from './api';
import { cx } from '../../core/ui';
import { cardTail } from './card-number';
import './wallet.css';

/** Card colours by bank: a stable pick from a few bank-like hues. */
const HUES = ['#d9363e', '#1f6fd1', '#11875a', '#c2740a', '#6b3fb8', '#0b7a8a'];

export function bankHue(code: string): string {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return HUES[h % HUES.length] as string;
}

export type BankCardFaceData = Pick<BankCard, 'bank_code' | 'bank_name' | 'card_no'> & {
  bank_logo?: string;
};

/** A bound card drawn as a card: bank, type and the masked number. */
export function BankCardFace({
  card,
  typeLabel,
  className,
}: {
  card: BankCardFaceData;
  typeLabel: string;
  className?: string;
}) {
  const tail = cardTail(card.card_no);
  return (
    <div
      className={cx('wallet-bankcard', className)}
      style={{ backgroundColor: bankHue(card.bank_code) }}
    >
      <div className="wallet-bankcard__head">
        <span className="wallet-bankcard__logo" aria-hidden="true">
          {card.bank_logo ? <img src={card.bank_logo} alt="" /> : card.bank_name.slice(0, 1)}
        </span>
        <div>
          <p className="wallet-bankcard__name">{card.bank_name}</p>
          <p className="wallet-bankcard__type">{typeLabel}</p>
        </div>
      </div>
      <p className="wallet-bankcard__no" aria-label={`${card.bank_name} ${tail}`}>
        **** **** **** {tail}
      </p>
    </div>
  );
}
