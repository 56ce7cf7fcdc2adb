/** Bank card numbers as typed and as shown (docs/api-wallet-account.md "Bank cards"). */
import { BANK_CARDS_MAX } from '../../../shared/contract';

export const CARD_MAX_DIGITS = 19;
export const MAX_BANK_CARDS = BANK_CARDS_MAX;

/** The digits of a typed card number, at most 19. */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

/** Groups of four for reading: '6222021234567890128' → '6222 0212 3456 7890 128'. */
export function groupCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Only the last four digits shown: '**** **** **** 0128'. */
export function maskCardNumber(input: string): string {
  const digits = cardDigits(input);
  if (digits.length <= 4) return digits;
  return `**** **** **** ${digits.slice(-4)}`;
}

/** The last four digits of a card number, masked or not ('**** **** **** 1234' → '1234'). */
export function cardTail(cardNo: string): string {
  return cardNo.replace(/\D/g, '').slice(-4);
}
