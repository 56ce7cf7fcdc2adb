/**
 * WeChat login through the official account's web authorisation (网页授权, OAuth 2.0), the real
 * provider behind the sandbox's screens (providers/social.ts):
 *
 * 1. the browser goes to `open.weixin.qq.com/connect/oauth2/authorize` with the app id, our
 *    callback, `scope=snsapi_userinfo` and the state; WeChat sends it back to the callback with
 *    `code` and `state` (the server's `/social/wechat/callback` turns that into the h5 page's
 *    hash route, which WeChat's redirect cannot address itself);
 * 2. `exchangeCode`: `sns/oauth2/access_token` turns the code into an access token and the
 *    openid (a code works once and for 5 minutes, WeChat enforces both), then `sns/userinfo`
 *    answers the nickname, avatar and the unionid when the official account is tied to an open
 *    platform account. The unionid is the same for the user across the operator's apps, so a
 *    binding is found by it first (social.repository.ts).
 *
 * WeChat answers errors as `{errcode, errmsg}` with HTTP 200 (and `text/plain`): an unknown,
 * used or expired code (40029, 40163, 41008) is "no identity" (the user authorises again);
 * anything else, a timeout or a non-JSON answer is `SocialProviderError` (the user is told to
 * try again; nothing was used up).
 */
import axios, { type AxiosInstance } from 'axios';
import {
  SocialProviderError,
  WECHAT_CALLBACK_PATH,
  type SocialIdentity,
  type SocialProvider,
} from './social';

export { SocialProviderError, WECHAT_CALLBACK_PATH };

/** errcodes that mean "this code gives no identity", not "WeChat failed". */
const CODE_REJECTED = new Set([40029, 40163, 41008]);

export interface WechatLoginConfig {
  appId: string;
  appSecret: string;
  /** the public origin of this server (https://shop.example.com): WeChat redirects there */
  callbackBase: string;
  /** https://api.weixin.qq.com unless a simulator stands in */
  apiBase: string;
  /** https://open.weixin.qq.com unless a simulator stands in */
  openBase: string;
  /** per request, ms */
  timeoutMs?: number;
}

interface WechatError {
  errcode?: number;
  errmsg?: string;
}
interface TokenAnswer extends WechatError {
  access_token?: string;
  openid?: string;
  unionid?: string;
  scope?: string;
}
interface UserInfoAnswer extends WechatError {
  openid?: string;
  nickname?: string;
  headimgurl?: string;
  unionid?: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function wechatSocial(cfg: WechatLoginConfig, http?: AxiosInstance): SocialProvider {
  const client =
    http ??
    axios.create({
      baseURL: cfg.apiBase,
      timeout: cfg.timeoutMs ?? 5000,
      // WeChat labels JSON as text/plain: parse it ourselves, and never throw on the status
      responseType: 'text',
      transformResponse: [(d: unknown) => d],
      validateStatus: () => true,
    });
  const callback = `${cfg.callbackBase.replace(/\/+$/, '')}${WECHAT_CALLBACK_PATH}`;

  async function call<T extends WechatError>(path: string, params: Record<string, string>) {
    let body: unknown;
    try {
      const res = await client.get<string>(path, { params });
      if (res.status !== 200) throw new SocialProviderError(`WeChat answered HTTP ${res.status}`);
      body = JSON.parse(res.data);
    } catch (err) {
      if (err instanceof SocialProviderError) throw err;
      // the request's own text (it holds the secret) stays out of the message
      throw new SocialProviderError(`WeChat ${path} failed: ${(err as Error).name}`);
    }
    if (typeof body !== 'object' || body === null) {
      throw new SocialProviderError(`WeChat ${path}: not a JSON object`);
    }
    return body as T;
  }

  return {
    name: 'wechat',
    authorizeUrl(_platform, state) {
      // WeChat reads these parameters in this order; the fragment is required
      const q = [
        `appid=${encodeURIComponent(cfg.appId)}`,
        `redirect_uri=${encodeURIComponent(callback)}`,
        'response_type=code',
        'scope=snsapi_userinfo',
        `state=${encodeURIComponent(state)}`,
      ].join('&');
      return `${cfg.openBase.replace(/\/+$/, '')}/connect/oauth2/authorize?${q}#wechat_redirect`;
    },
    async exchangeCode(_db, _platform, code): Promise<SocialIdentity | null> {
      const token = await call<TokenAnswer>('/sns/oauth2/access_token', {
        appid: cfg.appId,
        secret: cfg.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (token.errcode) {
        if (CODE_REJECTED.has(token.errcode)) return null;
        throw new SocialProviderError(`WeChat access_token: errcode ${token.errcode}`);
      }
      const openid = str(token.openid);
      const accessToken = str(token.access_token);
      if (!openid || !accessToken) {
        throw new SocialProviderError('WeChat access_token: no openid');
      }
      const info = await call<UserInfoAnswer>('/sns/userinfo', {
        access_token: accessToken,
        openid,
        lang: 'zh_CN',
      });
      if (info.errcode) throw new SocialProviderError(`WeChat userinfo: errcode ${info.errcode}`);
      if (str(info.openid) !== openid) throw new SocialProviderError('WeChat userinfo: openid');
      const unionid = str(info.unionid) || str(token.unionid);
      return {
        openid,
        unionid: unionid || null,
        nickname: str(info.nickname).slice(0, 64) || '微信用户',
        avatar: /^https:\/\//.test(str(info.headimgurl)) ? str(info.headimgurl).slice(0, 300) : '',
      };
    },
  };
}
