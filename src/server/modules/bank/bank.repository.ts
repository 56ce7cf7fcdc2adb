/**
 * Bound bank cards (bank_cards). The card number is stored encrypted (secret box, context
 * CARD_CONTEXT) with its last four digits and a keyed hash beside it; answers are masked.
 * Unbinding keeps the row (status 0): withdrawals refer to it.
 */
import type { Selectable } from 'kysely';
import type { BankCard } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { BankCardsTable } from '../../db/schema';
import { t, type Lang } from '../../messages';
import { forbidden, invalid } from '../../lib/reply';
import { maskName } from '../identity/identity.service';

export type BankCardRow = Selectable<BankCardsTable>;

export const CARD_CONTEXT = 'bank_cards.card_enc';
export const CARD_HASH_PURPOSE = 'bank_card';

/** `**** **** **** 1234` */
export function maskCardNo(last4: string): string {
  return `**** **** **** ${last4}`;
}

export function toBankCard(r: BankCardRow, logo: string): BankCard {
  return {
    id: r.id,
    bank_code: r.bank_code,
    bank_name: r.bank_name,
    bank_logo: logo,
    card_no: maskCardNo(r.card_last4),
    card_last4: r.card_last4,
    holder_name: maskName(r.holder_name),
    created_at: r.created_at,
  };
}

export function activeCards(db: Executor, userId: number): Promise<BankCardRow[]> {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .execute();
}

/** The user's active card `id`: 422 when there is none (or it is unbound), 403 when another user's. */
export async function ownActiveCard(
  db: Executor,
  lang: Lang,
  userId: number,
  id: number,
): Promise<BankCardRow> {
  const card = await db
    .selectFrom('bank_cards')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!card || card.status !== 1) throw invalid(t(lang, 'bankCardNotFound'));
  if (card.user_id !== userId) throw forbidden(t(lang, 'bankCardForbidden'));
  return card;
}

/** A pending withdrawal to card `cardId`, if any. */
export function pendingWithdrawalOfCard(db: Executor, cardId: number) {
  return db
    .selectFrom('withdrawals')
    .select('id')
    .where('bank_card_id', '=', cardId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}
