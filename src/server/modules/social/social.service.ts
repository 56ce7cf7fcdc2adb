/**
 * Social (WeChat) login and binding rules (docs/api-wallet-account.md): states, codes and bind
 * tokens are single use, each used up inside the transaction that acts on it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LoginData, SocialBindCheck, SocialLoginData } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { closed, invalid, ok, type EnvelopeReply } from '../../lib/reply';
import {
  SOCIAL_CODE_TTL_S,
  SocialProviderError,
  newSandboxOpenid,
  type SocialIdentity,
  type SocialProvider,
} from '../../providers/social';
import { openSession } from '../account/account.service';
import { reserveLoginAttempt } from '../auth/login-throttle';
import { consumeCode, verifyCode } from '../auth/sms.service';
import * as users from '../user/user.repository';
import {
  PROVIDER,
  bindIdentity,
  bindingOfUser,
  bindingsOf,
  boundUserOf,
  deleteBinding,
  insertBindingRow,
  insertSandboxCode,
  insertState,
  liveState,
  setAvatar,
  storeBindToken,
  useBind,
  useState,
} from './social.repository';
import { recordConsent, type Accepted } from '../consent/consent.service';

export const SOCIAL_STATE_TTL_S = 600;
export const SOCIAL_BIND_TTL_S = 600;
/** The h5 page the provider returns to (the only callback the sandbox accepts). */
export const SOCIAL_CALLBACK = '/h5/#/pages/subpack2/thirdLogin/thirdLogin';

const random = (): string => randomBytes(24).toString('base64url');

/**
 * The identity behind a code, before any transaction: a real provider answers over the network,
 * which must not hold the database's write lock. The state is checked here (no call for a dead
 * one) and used up later, in the transaction that acts on the identity (`useUpState`); a code
 * is single use at the provider, so a failure after this asks the user to authorise again.
 * A provider that fails (timeout, error) is a 422 "try again" and uses up nothing.
 */
async function exchange(
  app: AppContext,
  provider: SocialProvider,
  input: { code: string; state: string },
  lang: Lang,
  log: FastifyBaseLogger,
): Promise<SocialIdentity> {
  const { db } = app.database;
  const now = app.clock.now();
  if (!(await liveState(db, input.state, now)))
    throw invalid(t(lang, 'account.socialStateInvalid'));
  let identity: SocialIdentity | null;
  try {
    identity = await provider.exchangeCode(db, PROVIDER, input.code, input.state, now);
  } catch (err) {
    if (!(err instanceof SocialProviderError)) throw err;
    log.warn({ provider: provider.name, reason: err.message }, 'social login provider failed');
    throw invalid(t(lang, 'account.socialProviderFailed'));
  }
  if (!identity) throw invalid(t(lang, 'account.socialCodeInvalid'));
  return identity;
}

/** Uses up the state inside the acting transaction; its redirect, or 422. */
async function useUpState(app: AppContext, tx: Executor, state: string, lang: Lang) {
  const redirect = await useState(tx, state, app.clock.now());
  if (redirect === undefined) throw invalid(t(lang, 'account.socialStateInvalid'));
  return redirect;
}

async function loginAs(
  app: AppContext,
  userId: number,
  req: FastifyRequest,
  lang: Lang,
): Promise<LoginData> {
  const { db } = app.database;
  const u = await users.findById(db, userId);
  if (!u || u.status !== 0) throw closed(t(lang, 'accountRestricted'));
  return openSession(app, db, userId, req);
}

async function insertBinding(
  app: AppContext,
  tx: Executor,
  userId: number,
  identity: SocialIdentity,
  lang: Lang,
): Promise<void> {
  const taken = await bindingsOf(tx, identity, userId);
  if (taken.some((r) => r.user_id !== userId)) throw invalid(t(lang, 'account.socialTaken'));
  if (taken.length > 0) throw invalid(t(lang, 'account.socialAlready'));
  await insertBindingRow(tx, {
    openid: identity.openid,
    unionid: identity.unionid,
    user_id: userId,
    nickname: identity.nickname.slice(0, 64),
    avatar: identity.avatar.slice(0, 300),
    created_at: app.clock.now(),
  });
}

/** Runs a binding transaction; a unique-index race answers the "taken" refusal. */
async function bindTx<T>(app: AppContext, lang: Lang, fn: (tx: Executor) => Promise<T>) {
  try {
    return await app.database.db.transaction().execute(fn);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(t(lang, 'account.socialTaken'));
    throw err;
  }
}

/** Stores a new state and answers the provider's authorize URL. */
export async function startAuthorize(
  app: AppContext,
  provider: SocialProvider,
  input: { platform: Parameters<SocialProvider['authorizeUrl']>[0]; redirect: string },
  lang: Lang,
) {
  if (app.config.socialProvider === 'none') throw invalid(t(lang, 'account.socialUnavailable'));
  const state = random();
  const now = app.clock.now();
  await insertState(app.database.db, {
    state,
    provider: input.platform,
    redirect: input.redirect,
    expires_at: now + SOCIAL_STATE_TTL_S,
    now,
  });
  return { authorize_url: provider.authorizeUrl(input.platform, state, SOCIAL_CALLBACK) };
}

export async function isLiveState(app: AppContext, state: string): Promise<boolean> {
  return Boolean(await liveState(app.database.db, state, app.clock.now()));
}

/**
 * The sandbox's consent: a code for the state (the browser's sandbox account, or a new random
 * one); the callback URL, or null when the state is not live.
 */
export async function sandboxConsent(
  app: AppContext,
  f: { state: string; nickname: string },
  known: string | null,
): Promise<{ location: string; newOpenid: string | null } | null> {
  const { db } = app.database;
  const now = app.clock.now();
  const state = await liveState(db, f.state, now);
  if (!state) return null;
  const openid = known ?? newSandboxOpenid();
  const code = random();
  await insertSandboxCode(db, {
    code,
    provider: state.provider,
    state: state.state,
    openid,
    nickname: f.nickname || '微信用户',
    expires_at: now + SOCIAL_CODE_TTL_S,
    now,
  });
  const q = new URLSearchParams({ code, state: state.state });
  return { location: `${SOCIAL_CALLBACK}?${q.toString()}`, newOpenid: known ? null : openid };
}

/** Login with the code: a bound openid logs in; another gets a bind token. */
export async function socialLogin(
  app: AppContext,
  provider: SocialProvider,
  input: { code: string; state: string },
  req: FastifyRequest,
  lang: Lang,
): Promise<SocialLoginData | EnvelopeReply<SocialLoginData>> {
  const bindToken = random();
  const now = app.clock.now();
  const identity = await exchange(app, provider, input, lang, req.log);
  const result = await app.database.db.transaction().execute(async (tx) => {
    const redirect = await useUpState(app, tx, input.state, lang);
    const bound = await boundUserOf(tx, identity);
    if (bound !== undefined) return { userId: bound, identity, redirect };
    await storeBindToken(
      tx,
      {
        code: input.code,
        state: input.state,
        openid: identity.openid,
        unionid: identity.unionid,
        nickname: identity.nickname,
        avatar: identity.avatar,
      },
      { bind_hash: sha256(bindToken), bind_expires_at: now + SOCIAL_BIND_TTL_S },
      now,
    );
    return { userId: null, identity, redirect };
  });
  if (result.userId !== null) {
    const data: SocialLoginData = {
      ...(await loginAs(app, result.userId, req, lang)),
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
}

export async function bindOldUser(
  app: AppContext,
  input: { bind_token: string; mobile: string; code?: string; password?: string },
  req: FastifyRequest,
  lang: Lang,
  accepted: Accepted,
) {
  const { db } = app.database;
  const now = app.clock.now();
  const pending = await bindIdentity(db, input.bind_token, now);
  if (!pending) throw invalid(t(lang, 'account.socialBindInvalid'));
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
  await bindTx(app, lang, async (tx) => {
    if (codeId !== null && !(await consumeCode(tx, codeId, now))) {
      throw invalid(t(lang, 'codeExpired'));
    }
    if (!(await useBind(tx, pending.id, now))) throw invalid(t(lang, 'account.socialBindInvalid'));
    await insertBinding(app, tx, user.id, pending, lang);
    await recordConsent(tx, user.id, 'social_bind', accepted, now); // issue 19 part E
  });
  return ok(await openSession(app, db, user.id, req), t(lang, 'loggedIn'));
}

export async function registerSocial(
  app: AppContext,
  input: { bind_token: string; mobile: string; code: string; password: string },
  req: FastifyRequest,
  lang: Lang,
  accepted: Accepted,
) {
  const { db } = app.database;
  const now = app.clock.now();
  const pending = await bindIdentity(db, input.bind_token, now);
  if (!pending) throw invalid(t(lang, 'account.socialBindInvalid'));
  if (await users.findByMobile(db, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
  const codeId = await verifyCode(app, lang, input.mobile, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const userId = await bindTx(app, lang, async (tx) => {
    if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
    if (!(await useBind(tx, pending.id, now))) throw invalid(t(lang, 'account.socialBindInvalid'));
    if (await users.findByMobile(tx, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
    const id = await users.create(tx, {
      mobile: input.mobile,
      password_hash: passwordHash,
      inviter_id: null,
      now,
      nickname: pending.nickname,
    });
    if (pending.avatar) await setAvatar(tx, id, pending.avatar);
    await insertBinding(app, tx, id, pending, lang);
    await recordConsent(tx, id, 'social_register', accepted, now); // issue 19 part E
    return id;
  });
  return ok(await openSession(app, db, userId, req), t(lang, 'registered'));
}

/** Binds the code's identity to a logged-in user. */
export async function bindWechat(
  app: AppContext,
  provider: SocialProvider,
  input: { code: string; state: string },
  userId: number,
  lang: Lang,
  log: FastifyBaseLogger,
) {
  const identity = await exchange(app, provider, input, lang, log);
  await bindTx(app, lang, async (tx) => {
    await useUpState(app, tx, input.state, lang);
    await insertBinding(app, tx, userId, identity, lang);
  });
  const data: SocialBindCheck = { wechat_bound: true, nickname: identity.nickname };
  return ok(data, t(lang, 'account.socialBound'));
}

export async function bindCheck(app: AppContext, userId: number): Promise<SocialBindCheck> {
  const row = await bindingOfUser(app.database.db, userId);
  return { wechat_bound: Boolean(row), nickname: row?.nickname ?? '' };
}

export async function unbindWechat(app: AppContext, userId: number, lang: Lang) {
  if (!(await deleteBinding(app.database.db, userId)))
    throw invalid(t(lang, 'account.socialNotBound'));
  return ok(null, t(lang, 'account.socialUnbound'));
}
