/**
 * Social (WeChat) login and binding (docs/api-wallet-account.md "Account, social login,
 * invitations, loans"). The round trip: thirdPartyCheckRedirect stores a random state (10 min,
 * single use) and answers the provider's authorize URL; the provider (the sandbox page here)
 * sends the browser to the h5 thirdLogin page with `code` and `state`; the page calls
 * socials/login (or bind_wechat when logged in), which uses up the state and the code (5 min,
 * single use). An openid without an account gets a bind token (10 min, single use) for
 * bind_old_user or register. Rules in social.service.ts, SQL in social.repository.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { singleLine } from '../../../shared/contract';
import { SOCIAL } from '../../../shared/contract/auth';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { appRateLimiter } from '../../lib/rate-limit';
import { locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import {
  SANDBOX_AUTHORIZE_PATH,
  sandboxAccountCookie,
  sandboxAccountOf,
  sandboxSocial,
  type SocialProvider,
  WECHAT_CALLBACK_PATH,
} from '../../providers/social';
import { authorizeHtml } from './social.page';
import {
  SOCIAL_CALLBACK,
  bindCheck,
  bindOldUser,
  bindWechat,
  isLiveState,
  registerSocial,
  sandboxConsent,
  socialLogin,
  startAuthorize,
  unbindWechat,
} from './social.service';
import { requireConsent } from '../consent/consent.service';

export { SOCIAL_BIND_TTL_S, SOCIAL_CALLBACK, SOCIAL_STATE_TTL_S } from './social.service';

export function socialRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  provider: SocialProvider = sandboxSocial,
): void {
  const limiter = appRateLimiter(app, 'ip', app.config.authRateLimit, 60_000);
  const limit = async (req: FastifyRequest, lang: Lang): Promise<void> => {
    if (!(await limiter.hit(`social:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
  };

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: SOCIAL.redirect,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang);
      return startAuthorize(app, provider, input, lang);
    },
  });

  // --- the sandbox provider's consent page (plain HTML, no script: CSP-safe) ---
  const authorizeQuery = z.object({
    state: z.string().max(100),
    redirect: z.literal(SOCIAL_CALLBACK),
  });
  const authorizeForm = authorizeQuery.extend({
    nickname: singleLine(20).default(''),
    new_account: z.literal('1').optional(),
  });
  const html = (reply: FastifyReply, body: string, code = 200) =>
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  // The sandbox's pages exist only while the sandbox provider is configured.
  if (app.config.socialProvider === 'sandbox')
    fastify.get(SANDBOX_AUTHORIZE_PATH, async (req, reply) => {
      const q = authorizeQuery.safeParse(req.query);
      const valid = q.success && (await isLiveState(app, q.data.state));
      return html(
        reply,
        authorizeHtml({
          state: q.success ? q.data.state : '',
          redirect: SOCIAL_CALLBACK,
          valid,
          known: sandboxAccountOf(req.headers.cookie) !== null,
        }),
        valid ? 200 : 400,
      );
    });

  if (app.config.socialProvider === 'sandbox')
    fastify.post(SANDBOX_AUTHORIZE_PATH, async (req, reply) => {
      const f = authorizeForm.safeParse(req.body);
      // The WeChat user is this browser's sandbox account (a random openid kept in an HttpOnly
      // cookie, as the WeChat app on a phone is one account), or a new random one: never derived
      // from what a form says, so nobody can name their way into another user's identity.
      const consent = f.success
        ? await sandboxConsent(
            app,
            f.data,
            f.data.new_account ? null : sandboxAccountOf(req.headers.cookie),
          )
        : null;
      if (!consent) {
        return html(
          reply,
          authorizeHtml({ state: '', redirect: SOCIAL_CALLBACK, valid: false }),
          400,
        );
      }
      if (consent.newOpenid)
        void reply.header('set-cookie', sandboxAccountCookie(consent.newOpenid));
      return reply.code(303).redirect(consent.location);
    });

  // WeChat's authorisation returns here (its redirect cannot address the h5 hash route): the
  // code and state go on to the h5 page unchanged; a refusal (no code) lands there too, where
  // the page says the login did not happen.
  if (app.config.socialProvider === 'wechat') {
    const callbackQuery = z.object({
      code: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,128}$/)
        .optional(),
      state: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    });
    fastify.get(WECHAT_CALLBACK_PATH, async (req, reply) => {
      const q = callbackQuery.safeParse(req.query);
      if (!q.success) {
        return reply
          .code(400)
          .header('content-type', 'text/plain; charset=utf-8')
          .send('invalid WeChat callback');
      }
      const params = new URLSearchParams(q.data.code ? { code: q.data.code } : {});
      params.set('state', q.data.state);
      return reply
        .header('cache-control', 'no-store')
        .code(302)
        .redirect(`${SOCIAL_CALLBACK}?${params.toString()}`);
    });
  }

  // --- login with the code ---
  // /api/wxH5Login is the spec's other name of socials/login (same input and answer).
  for (const route of [SOCIAL.login, SOCIAL.wxH5Login]) {
    consumerRoute(fastify, app, {
      method: 'POST',
      route,
      auth: 'none',
      handler: async ({ input, req, lang }) => {
        await limit(req, lang);
        return socialLogin(app, provider, input, req, lang);
      },
    });
  }

  consumerRoute(fastify, app, {
    method: 'POST',
    route: SOCIAL.bindOldUser,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang);
      const accepted = await requireConsent(app, lang, input.agreement_version, req);
      return bindOldUser(app, input, req, lang, accepted);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: SOCIAL.register,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang);
      const accepted = await requireConsent(app, lang, input.agreement_version, req);
      return registerSocial(app, input, req, lang, accepted);
    },
  });

  // --- binding for a logged-in user ---
  // The spec's other names of this call (H5, mini program, cabinet and v3 pages) are aliases.
  for (const route of [
    SOCIAL.bindWechat,
    SOCIAL.wxH5Bind,
    SOCIAL.wxMiniBind,
    SOCIAL.BindWx,
    SOCIAL.guiziwxH5Bind,
    SOCIAL.zngWxH5Bind,
  ]) {
    consumerRoute(fastify, app, {
      method: 'POST',
      route,
      auth: 'required',
      handler: ({ input, user, lang, req }) =>
        bindWechat(app, provider, input, user.id, lang, req.log),
    });
  }

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: SOCIAL.bindCheck,
    auth: 'required',
    handler: ({ user }) => bindCheck(app, user.id),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: SOCIAL.unbindWechat,
    auth: 'required',
    handler: ({ user, lang }) => unbindWechat(app, user.id, lang),
  });
}
