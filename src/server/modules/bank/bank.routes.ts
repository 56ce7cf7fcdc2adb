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
import { BANK } from '../../../shared/contract/wallet';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { closed, invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { ID_NAME_CONTEXT, findIdCard } from '../identity/identity.service';
import { checkPayPassword } from '../wallet/pay-password.service';
import { activeCards, ownActiveCard, pendingWithdrawalOfCard, toBankCard } from './bank.repository';
import { bankList } from './bank.catalog';
import { bindCard, unbindCard } from './bank.service';

export function bankRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const logos = async (): Promise<Map<string, string>> =>
    new Map((await bankList(db)).map((b) => [b.code, b.logo]));

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: BANK.banks,
    auth: 'none',
    handler: async () => ({ list: await bankList(db) }),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: BANK.bind,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      const bank = (await bankList(db)).find((b) => b.code === input.bank_code);
      if (!bank) throw invalid(t(lang, 'bankUnknown'));
      const identity = await findIdCard(db, user.id);
      if (!identity) throw invalid(t(lang, 'realNameRequired'));
      const realName = app.secrets.open(identity.name_enc, ID_NAME_CONTEXT);
      if (input.holder_name !== realName) throw invalid(t(lang, 'holderMismatch'));
      const id = await bindCard(app, lang, user.id, bank, input);
      return ok({ id }, t(lang, 'bankCardBound'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: BANK.cards,
    auth: 'required',
    handler: async ({ user }) => {
      const [rows, logo] = await Promise.all([activeCards(db, user.id), logos()]);
      return { list: rows.map((r) => toBankCard(r, logo.get(r.bank_code) ?? '')) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: BANK.card,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const card = await ownActiveCard(db, lang, user.id, input.id);
      return toBankCard(card, (await logos()).get(card.bank_code) ?? '');
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: BANK.unbind,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await ownActiveCard(db, lang, user.id, input.id);
      if (await pendingWithdrawalOfCard(db, input.id)) throw invalid(t(lang, 'bankCardPending'));
      await checkPayPassword(app, lang, user.id, input.pay_password);
      await unbindCard(app, lang, user.id, input.id);
      return ok(null, t(lang, 'bankCardUnbound'));
    },
  });
}
