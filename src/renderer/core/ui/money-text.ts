/** Text forms of amounts in fen for places where the Price component does not fit. */
import { formatFen } from '../../../shared/rules/money';

/** '¥12.30' for 1230. */
export function yuanText(fen: number): string {
  return `¥${formatFen(fen)}`;
}

/** '-¥12.30' for a discount of 1230; '¥0.00' for none. */
export function discountText(fen: number): string {
  return fen > 0 ? `-¥${formatFen(fen)}` : '¥0.00';
}

/** '+¥8.00' for a freight of 800; '' for free shipping (the screen says "free"). */
export function surchargeText(fen: number): string {
  return fen > 0 ? `+¥${formatFen(fen)}` : '';
}
