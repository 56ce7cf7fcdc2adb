/**
 * Binding and unbinding bank cards (docs/api-wallet-account.md "Decisions"): both take the
 * user's row lock first (wallet.service `lockUsers`), the lock a withdrawal takes too.
 */
import { sql } from 'kysely';
import { BANK_CARDS_MAX, type Bank } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { lockUsers } from '../wallet/wallet.service';
import { CARD_CONTEXT, CARD_HASH_PURPOSE, pendingWithdrawalOfCard } from './bank.repository';

/**
 * Binds a card of `bank` (number Luhn-checked, holder already matched to the real name): 422
 * when the card is bound to an account already, 423 past BANK_CARDS_MAX. Returns its id.
 */
export async function bindCard(
  app: AppContext,
  lang: Lang,
  userId: number,
  bank: Bank,
  input: { card_no: string; holder_name: string },
): Promise<number> {
  const { db } = app.database;
  const cardHash = app.secrets.digest(input.card_no, CARD_HASH_PURPOSE);
  const now = app.clock.now();
  try {
    return await db.transaction().execute(async (tx) => {
      await lockUsers(tx, [userId]);
      const taken = await tx
        .selectFrom('bank_cards')
        .select('id')
        .where('card_hash', '=', cardHash)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (taken) throw invalid(t(lang, 'bankCardTaken'));
      const count = await tx
        .selectFrom('bank_cards')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= BANK_CARDS_MAX) {
        throw locked(t(lang, 'bankCardLimit', { n: BANK_CARDS_MAX }));
      }
      const row = await tx
        .insertInto('bank_cards')
        .values({
          user_id: userId,
          bank_code: bank.code,
          bank_name: bank.name,
          card_enc: app.secrets.seal(input.card_no, CARD_CONTEXT),
          card_last4: input.card_no.slice(-4),
          card_hash: cardHash,
          holder_name: input.holder_name,
          status: 1,
          unbound_at: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (err) {
    // two binds of one card at once: the partial unique index lets one through
    if (isUniqueViolation(err)) throw invalid(t(lang, 'bankCardTaken'));
    throw err;
  }
}

/** Unbinds the user's active card `cardId` (the row stays, status 0); 422 while a withdrawal to it is pending. */
export async function unbindCard(
  app: AppContext,
  lang: Lang,
  userId: number,
  cardId: number,
): Promise<void> {
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (tx) => {
    // the same lock as a withdrawal: none can start on this card while it is unbound
    await lockUsers(tx, [userId]);
    if (await pendingWithdrawalOfCard(tx, cardId)) throw invalid(t(lang, 'bankCardPending'));
    const res = await tx
      .updateTable('bank_cards')
      .set({ status: 0, unbound_at: now })
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw invalid(t(lang, 'bankCardNotFound'));
  });
}
