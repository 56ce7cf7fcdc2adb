/**
 * The account, loan, invitation and real-name endpoints (docs/api-wallet-account.md "Account,
 * social login, invitations, loans"): input schemas, output types and URLs, read by the server's
 * account, loan, invite and identity routes, the client's account endpoints and the tests
 * (contract/route.ts). Money is integer fen, times Unix seconds.
 */
import { z } from 'zod';
import { route } from './route';
import {
  bindMobileInput,
  cancelAccountInput,
  checkIdCardInput,
  loanApplyInput,
  paging,
} from './schemas';
import type { ListData } from './envelope';
import type {
  CancelCheck,
  IdCardInfo,
  InviteCodeData,
  InvitedUser,
  LoanItem,
  LoanProgress,
  SellerAccess,
  UserInfo,
} from './types';

/** `/api/loan/apply`: the new application. */
export interface LoanApplyData {
  /** loans.id */
  id: number;
}

/** `/api/user/check_id_card`: errors answer the reason; success is always verified. */
export interface IdCardCheckData {
  verified: true;
}

export const ACCOUNT = {
  sellerAccess: route<SellerAccess>()('/api/user/get_seller_access', z.object({})),
  /** the profile after the change; null only if the account vanished meanwhile */
  bindMobile: route<UserInfo | null>()('/api/user/bind_mobile', bindMobileInput),
  cancelCheck: route<CancelCheck>()('/api/user/cancel_check', z.object({})),
  cancelAccount: route<null>()('/api/user/cancel_account', cancelAccountInput),
};

export const LOAN = {
  apply: route<LoanApplyData>()('/api/loan/apply', loanApplyInput),
  /** the latest application with its timeline; null when there is none */
  progress: route<LoanProgress | null>()('/api/loan/progress', z.object({})),
  list: route<ListData<LoanItem>>()('/api/loan/list', z.object(paging)),
};

export const INVITE = {
  code: route<InviteCodeData>()('/api/user/get_invite_code', z.object({})),
  users: route<ListData<InvitedUser>>()('/api/user/get_invite_user_list', z.object(paging)),
};

export const IDENTITY = {
  /** masked values only */
  get: route<IdCardInfo>()('/api/user/get_id_card', z.object({})),
  check: route<IdCardCheckData>()('/api/user/check_id_card', checkIdCardInput),
};
