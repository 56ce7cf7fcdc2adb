/**
 * Social (WeChat) login and binding (docs/api-wallet-account.md "Account, social login,
 * invitations, loans"). The round trip: thirdPartyCheckRedirect stores a random state (10 min,
 * single use) and answers the provider's authorize URL; the provider (the sandbox page here)
 * sends the browser to the h5 thirdLogin page with `code` and `state`; the page calls
 * socials/login (or bind_wechat when logged in), which uses up the state and the code (5 min,
 * single use). An openid without an account gets a bind token (10 min, single use) for
 * bind_old_user or register.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  socialBindOldInput,
  socialCodeInput,
  socialRedirectInput,
  singleLine,
  socialRegisterInput,
  type LoginData,
  type SocialBindCheck,
  type SocialLoginData,
  type SocialRedirectData,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../lib/i18n';
import { appRateLimiter } from '../../lib/rate-limit';
import { closed, invalid, locked, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import {
  SANDBOX_AUTHORIZE_PATH,
  SOCIAL_CODE_TTL_S,
  newSandboxOpenid,
  sandboxAccountCookie,
  sandboxAccountOf,
  sandboxSocial,
  type SocialIdentity,
  type SocialProvider,
} from '../../providers/social';
import { reserveLoginAttempt } from '../auth/login-throttle';
import { consumeCode, verifyCode } from '../auth/sms.service';
import * as users from '../user/user.repository';
import { am } from '../account/account.i18n';
import { openSession } from '../account/account.service';

const PROVIDER = 'wechat';
export const SOCIAL_STATE_TTL_S = 600;
export const SOCIAL_BIND_TTL_S = 600;
/** The h5 page the provider returns to (the only callback the sandbox accepts). */
export const SOCIAL_CALLBACK = '/h5/#/pages/subpack2/thirdLogin/thirdLogin';

const random = (): string => randomBytes(24).toString('base64url');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A state usable now: stored, unused, not expired. */
async function liveState(db: Executor, state: string, now: number) {
  return db
    .selectFrom('social_states')
    .selectAll()
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

function authorizeHtml(p: {
  state: string;
  redirect: string;
  valid: boolean;
  known?: boolean;
}): string {
  const btn =
    'display:block;width:100%;padding:14px;border:0;border-radius:24px;font-size:16px;margin-top:12px;box-sizing:border-box;';
  const body = p.valid
    ? `<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
<input type="hidden" name="state" value="${esc(p.state)}">
<input type="hidden" name="redirect" value="${esc(p.redirect)}">
<label style="display:block;font-size:14px;color:#666;margin-bottom:6px" for="nickname">微信昵称 Nickname</label>
<input id="nickname" name="nickname" maxlength="20" value="微信用户" style="width:100%;padding:12px;font-size:16px;border:1px solid #ddd;border-radius:8px;box-sizing:border-box">
${
  p.known
    ? `<label style="display:flex;align-items:center;gap:8px;font-size:14px;color:#666;margin-top:12px"><input type="checkbox" name="new_account" value="1">使用另一个微信账号 / Use another WeChat account</label>`
    : ''
}
<button type="submit" style="${btn}background:#07c160;color:#fff">同意授权 / Authorize</button>
</form>
<a href="/h5/#/pages/login/login" style="${btn}background:#fff;color:#666;text-align:center;text-decoration:none">拒绝 / Deny</a>`
    : '<div style="text-align:center;color:#999;padding:12px">授权已失效，请返回重新发起 / This authorisation has expired</div>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权（沙箱）</title></head>
<body style="margin:0;font-family:-apple-system,'PingFang SC',sans-serif;background:#f5f5f5;color:#333">
<div style="background:#07c160;color:#fff;padding:16px;font-size:18px">微信授权（沙箱） WeChat sandbox</div>
<div style="background:#fff;margin:12px;padding:20px;border-radius:8px">
<div style="font-size:15px;margin-bottom:16px">该网页申请获取你的昵称、头像 / This site asks for your nickname and avatar</div>
${body}
</div></body></html>`;
}

export function socialRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  provider: SocialProvider = sandboxSocial,
): void {
  const { db } = app.database;
  const limiter = appRateLimiter(app, 'ip', app.config.authRateLimit, 60_000);
  const limit = async (req: FastifyRequest, lang: Lang): Promise<void> => {
    if (!(await limiter.hit(`social:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
  };

  /** Uses up the state and the code (one transaction); the identity, or 422. */
  async function redeem(
    tx: Executor,
    input: { code: string; state: string },
    lang: Lang,
  ): Promise<{ identity: SocialIdentity; redirect: string }> {
    const now = app.clock.now();
    const state = await tx
      .updateTable('social_states')
      .set({ used_at: now })
      .where('state', '=', input.state)
      .where('provider', '=', PROVIDER)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('redirect')
      .executeTakeFirst();
    if (!state) throw invalid(am(lang, 'socialStateInvalid'));
    const identity = await provider.exchangeCode(tx, PROVIDER, input.code, input.state, now);
    if (!identity) throw invalid(am(lang, 'socialCodeInvalid'));
    return { identity, redirect: state.redirect };
  }

  async function loginAs(userId: number, req: FastifyRequest, lang: Lang): Promise<LoginData> {
    const u = await users.findById(db, userId);
    if (!u || u.status !== 0) throw closed(t(lang, 'accountRestricted'));
    return openSession(app, db, userId, req);
  }

  /** The identity of an unused bind token. */
  async function bindIdentity(tx: Executor, token: string, now: number) {
    return tx
      .selectFrom('social_codes')
      .select(['id', 'openid', 'nickname', 'avatar'])
      .where('bind_hash', '=', sha256(token))
      .where('provider', '=', PROVIDER)
      .where('bind_used_at', 'is', null)
      .where('bind_expires_at', '>', now)
      .executeTakeFirst();
  }

  async function useBind(tx: Executor, id: number, now: number): Promise<boolean> {
    const res = await tx
      .updateTable('social_codes')
      .set({ bind_used_at: now })
      .where('id', '=', id)
      .where('bind_used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async function insertBinding(
    tx: Executor,
    userId: number,
    identity: SocialIdentity,
    lang: Lang,
  ): Promise<void> {
    const taken = await tx
      .selectFrom('social_accounts')
      .select('user_id')
      .where('provider', '=', PROVIDER)
      .where((eb) => eb.or([eb('openid', '=', identity.openid), eb('user_id', '=', userId)]))
      .execute();
    if (taken.some((r) => r.user_id !== userId)) throw invalid(am(lang, 'socialTaken'));
    if (taken.length > 0) throw invalid(am(lang, 'socialAlready'));
    await tx
      .insertInto('social_accounts')
      .values({
        provider: PROVIDER,
        openid: identity.openid,
        user_id: userId,
        nickname: identity.nickname.slice(0, 64),
        avatar: identity.avatar.slice(0, 300),
        created_at: app.clock.now(),
      })
      .execute();
  }

  /** Runs a binding transaction; a unique-index race answers the "taken" refusal. */
  async function bindTx<T>(lang: Lang, fn: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid(am(lang, 'socialTaken'));
      throw err;
    }
  }

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/v3/thirdPartyCheckRedirect',
    auth: 'none',
    input: socialRedirectInput,
    handler: async ({ input, req, lang }): Promise<SocialRedirectData> => {
      await limit(req, lang);
      if (app.config.socialProvider === 'none') throw invalid(am(lang, 'socialUnavailable'));
      const state = random();
      const now = app.clock.now();
      await db
        .insertInto('social_states')
        .values({
          state,
          provider: input.platform,
          redirect: input.redirect,
          expires_at: now + SOCIAL_STATE_TTL_S,
          used_at: null,
          created_at: now,
        })
        .execute();
      return { authorize_url: provider.authorizeUrl(input.platform, state, SOCIAL_CALLBACK) };
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
      const valid = q.success && Boolean(await liveState(db, q.data.state, app.clock.now()));
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
      const now = app.clock.now();
      const state = f.success ? await liveState(db, f.data.state, now) : undefined;
      if (!f.success || !state) {
        return html(
          reply,
          authorizeHtml({ state: '', redirect: SOCIAL_CALLBACK, valid: false }),
          400,
        );
      }
      const nickname = f.data.nickname || '微信用户';
      // The WeChat user is this browser's sandbox account (a random openid kept in an HttpOnly
      // cookie, as the WeChat app on a phone is one account), or a new random one: never derived
      // from what a form says, so nobody can name their way into another user's identity.
      const known = f.data.new_account ? null : sandboxAccountOf(req.headers.cookie);
      const openid = known ?? newSandboxOpenid();
      if (!known) void reply.header('set-cookie', sandboxAccountCookie(openid));
      const code = random();
      await db
        .insertInto('social_codes')
        .values({
          code,
          provider: state.provider,
          state: state.state,
          openid,
          nickname,
          avatar: '',
          expires_at: now + SOCIAL_CODE_TTL_S,
          used_at: null,
          bind_hash: null,
          bind_expires_at: null,
          bind_used_at: null,
          created_at: now,
        })
        .execute();
      const q = new URLSearchParams({ code, state: state.state });
      return reply.code(303).redirect(`${SOCIAL_CALLBACK}?${q.toString()}`);
    });

  // --- login with the code ---
  const socialLogin = async ({
    input,
    req,
    lang,
  }: {
    input: z.output<typeof socialCodeInput>;
    req: FastifyRequest;
    lang: Lang;
  }): Promise<unknown> => {
    await limit(req, lang);
    const bindToken = random();
    const now = app.clock.now();
    const result = await db.transaction().execute(async (tx) => {
      const { identity, redirect } = await redeem(tx, input, lang);
      const bound = await tx
        .selectFrom('social_accounts')
        .select('user_id')
        .where('provider', '=', PROVIDER)
        .where('openid', '=', identity.openid)
        .executeTakeFirst();
      if (bound) return { userId: bound.user_id, identity, redirect };
      // The bind token rides on the code's row (a real provider's code has none: insert one).
      const bind = {
        bind_hash: sha256(bindToken),
        bind_expires_at: now + SOCIAL_BIND_TTL_S,
        bind_used_at: null,
      };
      const res = await tx
        .updateTable('social_codes')
        .set(bind)
        .where('code', '=', input.code)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        await tx
          .insertInto('social_codes')
          .values({
            ...bind,
            code: input.code,
            provider: PROVIDER,
            state: input.state,
            openid: identity.openid,
            nickname: identity.nickname,
            avatar: identity.avatar,
            expires_at: now,
            used_at: now,
            created_at: now,
          })
          .execute();
      }
      return { userId: null, identity, redirect };
    });
    if (result.userId !== null) {
      const data: SocialLoginData = {
        ...(await loginAs(result.userId, req, lang)),
        redirect: result.redirect,
      };
      return ok(data, t(lang, 'loggedIn'));
    }
    const data: SocialLoginData = {
      need_bind: true,
      bind_token: bindToken,
      third_user: { nickname: result.identity.nickname, avatar: result.identity.avatar },
      redirect: result.redirect,
    };
    return data;
  };
  // /api/wxH5Login is the spec's other name of socials/login (same input and answer).
  for (const url of ['/api/socials/login', '/api/wxH5Login']) {
    consumerRoute(fastify, app, {
      method: 'POST',
      url,
      auth: 'none',
      input: socialCodeInput,
      handler: socialLogin,
    });
  }

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/socials/bind_old_user',
    auth: 'none',
    input: socialBindOldInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang);
      const now = app.clock.now();
      const pending = await bindIdentity(db, input.bind_token, now);
      if (!pending) throw invalid(am(lang, 'socialBindInvalid'));
      const user = await users.findByMobile(db, input.mobile);
      let codeId: number | null = null;
      if (input.code !== undefined) {
        if (!user) throw invalid(t(lang, 'mobileUnknown'));
        codeId = await verifyCode(app, lang, input.mobile, 'bind', input.code);
      } else {
        // The same per-mobile throttle as /api/login (auth/login-throttle.ts).
        const attempt = await reserveLoginAttempt(app, lang, 'user', input.mobile);
        const good = user ? await verifyPassword(input.password ?? '', user.password_hash) : false;
        if (!user || !good) throw await attempt.failed(invalid(t(lang, 'wrongPassword')));
        await attempt.succeeded();
      }
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      await bindTx(lang, async (tx) => {
        if (codeId !== null && !(await consumeCode(tx, codeId, now))) {
          throw invalid(t(lang, 'codeExpired'));
        }
        if (!(await useBind(tx, pending.id, now))) throw invalid(am(lang, 'socialBindInvalid'));
        await insertBinding(tx, user.id, pending, lang);
      });
      return ok(await openSession(app, db, user.id, req), t(lang, 'loggedIn'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/socials/register',
    auth: 'none',
    input: socialRegisterInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang);
      const now = app.clock.now();
      const pending = await bindIdentity(db, input.bind_token, now);
      if (!pending) throw invalid(am(lang, 'socialBindInvalid'));
      if (await users.findByMobile(db, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
      const codeId = await verifyCode(app, lang, input.mobile, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      const userId = await bindTx(lang, async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
        if (!(await useBind(tx, pending.id, now))) throw invalid(am(lang, 'socialBindInvalid'));
        if (await users.findByMobile(tx, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
        const id = await users.create(tx, {
          mobile: input.mobile,
          password_hash: passwordHash,
          inviter_id: null,
          now,
          nickname: pending.nickname,
        });
        if (pending.avatar) {
          await tx
            .updateTable('users')
            .set({ avatar: pending.avatar })
            .where('id', '=', id)
            .execute();
        }
        await insertBinding(tx, id, pending, lang);
        return id;
      });
      return ok(await openSession(app, db, userId, req), t(lang, 'registered'));
    },
  });

  // --- binding for a logged-in user ---
  // The spec's other names of this call (H5, mini program, cabinet and v3 pages) are aliases.
  for (const url of [
    '/api/user/bind_wechat',
    '/api/user/wxH5Bind',
    '/api/user/wxMiniBind',
    '/api/user/BindWx',
    '/api/user/guiziwxH5Bind',
    '/api/v3/zng/wxH5Bind',
  ]) {
    consumerRoute(fastify, app, {
      method: 'POST',
      url,
      auth: 'required',
      input: socialCodeInput,
      handler: async ({ input, user, lang }): Promise<unknown> => {
        const identity = await bindTx(lang, async (tx) => {
          const { identity } = await redeem(tx, input, lang);
          await insertBinding(tx, user.id, identity, lang);
          return identity;
        });
        const data: SocialBindCheck = { wechat_bound: true, nickname: identity.nickname };
        return ok(data, am(lang, 'socialBound'));
      },
    });
  }

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/bindCheck',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<SocialBindCheck> => {
      const row = await db
        .selectFrom('social_accounts')
        .select('nickname')
        .where('provider', '=', PROVIDER)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return { wechat_bound: Boolean(row), nickname: row?.nickname ?? '' };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/unbind_wechat',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user, lang }) => {
      const res = await db
        .deleteFrom('social_accounts')
        .where('provider', '=', PROVIDER)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw invalid(am(lang, 'socialNotBound'));
      return ok(null, am(lang, 'socialUnbound'));
    },
  });
}
