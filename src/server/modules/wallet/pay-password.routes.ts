/**
 * Pay password routes (docs/api-wallet-account.md): `check_pay_password` counts wrong tries;
 * `set_pay_password` sets it the first time with an SMS code of scene `pay_password` sent to the
 * account's own mobile, and changes it with the old one or such a code (rules in
 * pay-password.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { checkPayPasswordInput, setPayPasswordInput } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { t, tDetail } from '../../messages';
import { closed, invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { consumeCode, verifyCode } from '../auth/sms.service';
import { checkPayPassword, isWeakPayPassword } from './pay-password.service';

export function payPasswordRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/check_pay_password',
    auth: 'required',
    input: checkPayPasswordInput,
    handler: async ({ input, user, lang }) => {
      await checkPayPassword(app, lang, user.id, input.pay_password);
      return { ok: true };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/set_pay_password',
    auth: 'required',
    input: setPayPasswordInput,
    handler: async ({ input, user, lang }) => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      if (isWeakPayPassword(input.pay_password)) throw invalid(t(lang, 'payPasswordWeak'));
      const row = await db
        .selectFrom('users')
        .select(['mobile', 'pay_password_hash'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();

      // The first time only an SMS code will do; afterwards the old password or a code.
      let codeId: number | null = null;
      if (row.pay_password_hash && input.old_pay_password !== undefined) {
        await checkPayPassword(app, lang, user.id, input.old_pay_password);
      } else if (input.code !== undefined) {
        codeId = await verifyCode(app, lang, row.mobile, 'pay_password', input.code);
      } else {
        const field = row.pay_password_hash ? 'old_pay_password' : 'code';
        throw invalid(`${field}: ${tDetail(lang, 'required')}`);
      }

      const hash = await hashPassword(input.pay_password);
      const now = app.clock.now();
      await db.transaction().execute(async (tx) => {
        if (codeId !== null && !(await consumeCode(tx, codeId, now))) {
          throw invalid(t(lang, 'codeExpired'));
        }
        await tx
          .updateTable('users')
          .set({
            pay_password_hash: hash,
            // an SMS-code reset ("forgot pay password") also lifts a lock
            pay_pwd_fail_count: 0,
            ...(codeId !== null ? { pay_pwd_locked_until: 0 } : {}),
          })
          .where('id', '=', user.id)
          .execute();
      });
      return ok(null, t(lang, 'payPasswordSet'));
    },
  });
}
