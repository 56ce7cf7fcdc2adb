/**
 * Banks and bound cards (docs/api-wallet-account.md "Decisions"): Luhn-checked number, a bank of
 * `/api/bank_list`, holder equal to the verified real name (so real-name first), at most
 * BANK_CARDS_MAX cards; the number is encrypted at rest and answered masked.
 *
 * Decisions beyond the contract:
 * - An active card belongs to one account only (keyed hash, partial unique index); binding the
 *   same card again answers 422.
 * - Another user's card answers 403; an unknown or unbound card 422.
 * - A card with a pending withdrawal cannot be unbound until it is settled.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  BANK_CARDS_MAX,
  bankCardIdInput,
  bindBankInput,
  unbindBankInput,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { t } from '../../messages';
import { closed, invalid, locked, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { ID_NAME_CONTEXT, findIdCard } from '../identity/identity.service';
import { checkPayPassword } from '../wallet/pay-password.service';
import { lockUsers } from '../wallet/wallet.service';
import {
  CARD_CONTEXT,
  CARD_HASH_PURPOSE,
  activeCards,
  ownActiveCard,
  toBankCard,
} from './bank.repository';
import { bankList } from './bank.catalog';

export function bankRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const logos = async (): Promise<Map<string, string>> =>
    new Map((await bankList(db)).map((b) => [b.code, b.logo]));

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/bank_list',
    auth: 'none',
    input: z.object({}),
    handler: async () => ({ list: await bankList(db) }),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/pay/bind_bank',
    auth: 'required',
    input: bindBankInput,
    handler: async ({ input, user, lang }) => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      const bank = (await bankList(db)).find((b) => b.code === input.bank_code);
      if (!bank) throw invalid(t(lang, 'bankUnknown'));
      const identity = await findIdCard(db, user.id);
      if (!identity) throw invalid(t(lang, 'realNameRequired'));
      const realName = app.secrets.open(identity.name_enc, ID_NAME_CONTEXT);
      if (input.holder_name !== realName) throw invalid(t(lang, 'holderMismatch'));

      const cardHash = app.secrets.digest(input.card_no, CARD_HASH_PURPOSE);
      const now = app.clock.now();
      try {
        const id = await db.transaction().execute(async (tx) => {
          await lockUsers(tx, [user.id]);
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
            .where('user_id', '=', user.id)
            .where('status', '=', 1)
            .executeTakeFirst();
          if (Number(count?.n ?? 0) >= BANK_CARDS_MAX) {
            throw locked(t(lang, 'bankCardLimit', { n: BANK_CARDS_MAX }));
          }
          const row = await tx
            .insertInto('bank_cards')
            .values({
              user_id: user.id,
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
        return ok({ id }, t(lang, 'bankCardBound'));
      } catch (err) {
        // two binds of one card at once: the partial unique index lets one through
        if (isUniqueViolation(err)) throw invalid(t(lang, 'bankCardTaken'));
        throw err;
      }
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/bank_list',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) => {
      const [rows, logo] = await Promise.all([activeCards(db, user.id), logos()]);
      return { list: rows.map((r) => toBankCard(r, logo.get(r.bank_code) ?? '')) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/bank_info',
    auth: 'required',
    input: bankCardIdInput,
    handler: async ({ input, user, lang }) => {
      const card = await ownActiveCard(db, lang, user.id, input.id);
      return toBankCard(card, (await logos()).get(card.bank_code) ?? '');
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/pay/unbind_bank',
    auth: 'required',
    input: unbindBankInput,
    handler: async ({ input, user, lang }) => {
      await ownActiveCard(db, lang, user.id, input.id);
      const pending = () =>
        db
          .selectFrom('withdrawals')
          .select('id')
          .where('bank_card_id', '=', input.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
      if (await pending()) throw invalid(t(lang, 'bankCardPending'));
      await checkPayPassword(app, lang, user.id, input.pay_password);
      const now = app.clock.now();
      await db.transaction().execute(async (tx) => {
        // the same lock as a withdrawal: none can start on this card while it is unbound
        await lockUsers(tx, [user.id]);
        const busy = await tx
          .selectFrom('withdrawals')
          .select('id')
          .where('bank_card_id', '=', input.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (busy) throw invalid(t(lang, 'bankCardPending'));
        const res = await tx
          .updateTable('bank_cards')
          .set({ status: 0, unbound_at: now })
          .where('id', '=', input.id)
          .where('user_id', '=', user.id)
          .where('status', '=', 1)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw invalid(t(lang, 'bankCardNotFound'));
      });
      return ok(null, t(lang, 'bankCardUnbound'));
    },
  });
}
