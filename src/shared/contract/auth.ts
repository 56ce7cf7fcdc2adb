/**
 * Consumer sign-up, sign-in (docs/api-auth.md) and social (WeChat) login and binding
 * (docs/api-wallet-account.md "Account, social login, invitations, loans"): input schemas,
 * output types and URLs, read by the server's auth and social routes, the client's endpoints and
 * the tests (contract/route.ts).
 */
import { z } from 'zod';
import { route } from './route';
import { mobile, password, smsCode } from './schemas';
import type { LoginData, SocialBindCheck, SocialLoginData, SocialRedirectData } from './types';

export const SMS_SCENES = [
  'register',
  'login',
  'retrieve',
  'bind',
  'pay_password',
  // account cancellation (docs/api-wallet-account.md)
  'cancel',
] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const sendCodeInput = z.object({
  mobile,
  /** Not shown in the spec; defaults to `register`. */
  type: z.enum(SMS_SCENES).default('register'),
});
export const validateCodeInput = z.object({
  mobile,
  code: smsCode,
  type: z.enum(SMS_SCENES).default('register'),
});
// issue 19 part E: the `agreement_version` (/api/v3/config) of the user agreement and privacy
// policy the user ticked; the server refuses a missing or stale one with a clear message (so
// the schema lets it through as optional) and records the consent (modules/consent)
export const agreementVersion = z.string().trim().max(50).optional();

export const registerInput = z.object({
  mobile,
  password,
  code: smsCode,
  invite_code: z.string().trim().max(32).optional(),
  agreement_version: agreementVersion,
});
export const loginInput = z.object({ mobile, password, agreement_version: agreementVersion });
export const retrievePasswordInput = z.object({ mobile, password, code: smsCode });

export const SOCIAL_PLATFORMS = ['wechat'] as const;
/** An h5 hash path such as `/pages/user/index` (optionally with a query): where to go back to. */
export const appHashPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^(\/[A-Za-z0-9_-]+)+(\?[A-Za-z0-9_\-=&%.]*)?$/, 'invalid');
export const socialRedirectInput = z.object({
  platform: z.enum(SOCIAL_PLATFORMS).default('wechat'),
  redirect: appHashPath.default('/pages/user/index'),
});
const opaque = z
  .string({ error: 'required' })
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid');
export const socialCodeInput = z.object({ code: opaque, state: opaque });
export const socialBindOldInput = z
  .object({
    bind_token: opaque,
    mobile,
    code: smsCode.optional(),
    password: password.optional(),
    agreement_version: agreementVersion,
  })
  .refine((v) => v.code !== undefined || v.password !== undefined, {
    message: 'required',
    path: ['code'],
  });
export const socialRegisterInput = z.object({
  bind_token: opaque,
  mobile,
  code: smsCode,
  password,
  agreement_version: agreementVersion,
});

export const AUTH = {
  /** answers `null` with the message "code sent", alike whether or not the mobile has an account */
  sendCode: route<null>()('/api/mobile/send_verification_codes', sendCodeInput),
  /** checks the code without using it up: the action that follows consumes it */
  validateCode: route<null>()('/api/code/validate_of_mobile_and_code', validateCodeInput),
  register: route<LoginData>()('/api/register', registerInput),
  login: route<LoginData>()('/api/login', loginInput),
  /** ends every session of the account */
  retrievePassword: route<null>()('/api/retrieve_password', retrievePasswordInput),
  logout: route<null>()('/api/logout', z.object({})),
};

export const SOCIAL = {
  redirect: route<SocialRedirectData>()('/api/v3/thirdPartyCheckRedirect', socialRedirectInput),
  login: route<SocialLoginData>()('/api/socials/login', socialCodeInput),
  /** the spec's other name of `login` (same input and answer) */
  wxH5Login: route<SocialLoginData>()('/api/wxH5Login', socialCodeInput),
  bindOldUser: route<LoginData>()('/api/socials/bind_old_user', socialBindOldInput),
  register: route<LoginData>()('/api/socials/register', socialRegisterInput),
  /** binds the code's identity to the logged-in user */
  bindWechat: route<SocialBindCheck>()('/api/user/bind_wechat', socialCodeInput),
  /** the spec's other names of `bindWechat` (H5, mini program, cabinet and v3 pages) */
  wxH5Bind: route<SocialBindCheck>()('/api/user/wxH5Bind', socialCodeInput),
  wxMiniBind: route<SocialBindCheck>()('/api/user/wxMiniBind', socialCodeInput),
  BindWx: route<SocialBindCheck>()('/api/user/BindWx', socialCodeInput),
  guiziwxH5Bind: route<SocialBindCheck>()('/api/user/guiziwxH5Bind', socialCodeInput),
  zngWxH5Bind: route<SocialBindCheck>()('/api/v3/zng/wxH5Bind', socialCodeInput),
  bindCheck: route<SocialBindCheck>()('/api/user/bindCheck', z.object({})),
  unbindWechat: route<null>()('/api/user/unbind_wechat', z.object({})),
};
