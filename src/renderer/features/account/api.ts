/**
 * Account, social login, invitations and loans (docs/api-wallet-account.md "Account, social
 * login, invitations, loans"; shapes in shared/contract).
 */
import type { ACCOUNT, INVITE, LOAN } from '../../../shared/contract/account';
import type { SOCIAL } from '../../../shared/contract/auth';
import type { RouteOutput } from '../../../shared/contract/route';
import type { UPLOAD, USER } from '../../../shared/contract/user';
import type { LoanPayload } from './loan-rules';
import { http } from '../../core/api/client';

const auth = { loginRequired: true } as const;

/* ---- Profile ---- */

export const updateUserInfo = (v: { nickname?: string; avatar?: string }) =>
  http().call<typeof USER.updateUserInfo>('POST', 'api/user/update_user_info', v, auth);

export const uploadImage = (file: Blob, fileName: string) =>
  http().upload<RouteOutput<typeof UPLOAD.image>>({
    url: 'api/upload/image',
    file,
    fileName,
    loginRequired: true,
  });

export const bindMobile = (mobile: string, code: string) =>
  http().call<typeof ACCOUNT.bindMobile>('POST', 'api/user/bind_mobile', { mobile, code }, auth);

/* ---- Invitations and rights ---- */

export const getInviteCode = () =>
  http().call<typeof INVITE.code>('GET', 'api/user/get_invite_code', {}, auth);

export const getInviteUserList = (page: number, limit = 10) =>
  http().call<typeof INVITE.users>('GET', 'api/user/get_invite_user_list', { page, limit }, auth);

export const getSellerAccess = () =>
  http().call<typeof ACCOUNT.sellerAccess>('GET', 'api/user/get_seller_access', {}, auth);

/* ---- WeChat binding and social login ---- */

export const bindCheck = () =>
  http().call<typeof SOCIAL.bindCheck>('GET', 'api/user/bindCheck', {}, auth);

/** `redirect` is an h5 hash path with its leading slash (`/pages/...`). */
export const thirdPartyRedirect = (platform: string, redirect: string) =>
  http().call<typeof SOCIAL.redirect>('GET', 'api/v3/thirdPartyCheckRedirect', {
    platform,
    redirect,
  });

export const bindWechat = (code: string, state: string) =>
  http().call<typeof SOCIAL.bindWechat>('POST', 'api/user/bind_wechat', { code, state }, auth);

export const unbindWechat = () =>
  http().call<typeof SOCIAL.unbindWechat>('POST', 'api/user/unbind_wechat', {}, auth);

export const socialLogin = (v: { code: string; state: string }) =>
  http().call<typeof SOCIAL.login>('POST', 'api/socials/login', v);

export const socialBindOldUser = (v: {
  bind_token: string;
  mobile: string;
  code: string;
  agreement_version: string;
}) => http().call<typeof SOCIAL.bindOldUser>('POST', 'api/socials/bind_old_user', v);

export const socialRegister = (v: {
  bind_token: string;
  mobile: string;
  code: string;
  password: string;
  agreement_version: string;
}) => http().call<typeof SOCIAL.register>('POST', 'api/socials/register', v);

/* ---- Account cancellation ---- */

export const cancelCheck = () =>
  http().call<typeof ACCOUNT.cancelCheck>('GET', 'api/user/cancel_check', {}, auth);

/** `confirm` is the server's CANCEL_CONFIRM_TEXT. */
export const cancelAccount = (v: { code: string; confirm: string }) =>
  http().call<typeof ACCOUNT.cancelAccount>('POST', 'api/user/cancel_account', v, auth);

/* ---- Loans ---- */

export const applyLoan = (v: LoanPayload) =>
  http().call<typeof LOAN.apply>('POST', 'api/loan/apply', { ...v }, auth);

export const getLoanProgress = () =>
  http().call<typeof LOAN.progress>('GET', 'api/loan/progress', {}, auth);
