/**
 * Pay password routes (docs/api-wallet-account.md): `check_pay_password` counts wrong tries;
 * `set_pay_password` sets it the first time with an SMS code of scene `pay_password` sent to the
 * account's own mobile, and changes it with the old one or such a code (rules in
 * pay-password.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { WALLET, type PayPasswordCheck } from '../../../shared/contract/wallet';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { closed, invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { checkPayPassword, isWeakPayPassword, setPayPassword } from './pay-password.service';

export function payPasswordRoutes(fastify: FastifyInstance, app: AppContext): void {
  consumerRoute(fastify, app, {
    method: 'POST',
    route: WALLET.checkPayPassword,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await checkPayPassword(app, lang, user.id, input.pay_password);
      const checked: PayPasswordCheck = { ok: true };
      return checked;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: WALLET.setPayPassword,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      if (isWeakPayPassword(input.pay_password)) throw invalid(t(lang, 'payPasswordWeak'));
      await setPayPassword(app, lang, user.id, input);
      return ok(null, t(lang, 'payPasswordSet'));
    },
  });
}
