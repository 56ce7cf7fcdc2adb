/**
 * Social login provider (WeChat). The local default is a sandbox: its authorize page
 * (`/social/sandbox/authorize`, modules/social/social.routes.ts) plays the provider's consent
 * screen and issues codes into `social_codes`; `exchangeCode` turns a code into the identity
 * once. A real provider implements the same interface (authorize URL to open.weixin.qq.com,
 * code exchange through its API) and the routes stay as they are.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../db';

export type SocialPlatform = 'wechat';

export interface SocialIdentity {
  openid: string;
  /** the user's id across the operator's WeChat apps, when WeChat gives one (real provider) */
  unionid: string | null;
  nickname: string;
  avatar: string;
}

export interface SocialProvider {
  readonly name: string;
  /** Where the browser goes to authorise; `callback` is the app page that receives the code. */
  authorizeUrl(platform: SocialPlatform, state: string, callback: string): string;
  /** The identity behind a code issued for `state`, once; null when unknown, used or expired. */
  exchangeCode(
    db: Executor,
    platform: SocialPlatform,
    code: string,
    state: string,
    now: number,
  ): Promise<SocialIdentity | null>;
}

/** The path of this server that WeChat's authorisation returns to (social-wechat.ts). */
export const WECHAT_CALLBACK_PATH = '/social/wechat/callback';

/** A real provider failed (not "this code gives no identity"): the user is told to retry. */
export class SocialProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialProviderError';
  }
}

export const SANDBOX_AUTHORIZE_PATH = '/social/sandbox/authorize';
/** Sandbox codes live 5 minutes (a real provider's codes do too). */
export const SOCIAL_CODE_TTL_S = 300;

/** A new sandbox WeChat user: a random openid (28 hex digits after `sbx_`). */
export function newSandboxOpenid(): string {
  return `sbx_${randomBytes(14).toString('hex')}`;
}

const ACCOUNT_COOKIE = 'sbx_wechat';
const OPENID = /^sbx_[0-9a-f]{28}$/;

/** The sandbox WeChat account this browser used before (its cookie), or null. */
export function sandboxAccountOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ACCOUNT_COOKIE && value && OPENID.test(value)) return value;
  }
  return null;
}

/** Remembers the browser's sandbox account, readable only by the sandbox page. */
export function sandboxAccountCookie(openid: string): string {
  return `${ACCOUNT_COOKIE}=${openid}; Path=${SANDBOX_AUTHORIZE_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax`;
}

export const sandboxSocial: SocialProvider = {
  name: 'sandbox',
  authorizeUrl(_platform, state, callback) {
    const q = new URLSearchParams({ state, redirect: callback });
    return `${SANDBOX_AUTHORIZE_PATH}?${q.toString()}`;
  },
  async exchangeCode(db, platform, code, state, now) {
    const row = await db
      .updateTable('social_codes')
      .set({ used_at: now })
      .where('code', '=', code)
      .where('state', '=', state)
      .where('provider', '=', platform)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['openid', 'nickname', 'avatar'])
      .executeTakeFirst();
    return row ? { ...row, unionid: null } : null;
  },
};
