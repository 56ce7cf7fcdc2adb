/**
 * The wallet and bank card endpoints (docs/api-wallet-account.md): input schemas, output types
 * and URLs, read by the server's wallet and bank routes, the client's wallet endpoints and the
 * tests (contract/route.ts). Money is integer fen, points integers, times Unix seconds.
 */
import { z } from 'zod';
import { route } from './route';
import {
  balanceListInput,
  bankCardIdInput,
  bindBankInput,
  checkPayPasswordInput,
  extractAmountInput,
  integralTransferInput,
  ledgerListInput,
  pageInput,
  setPayPasswordInput,
  unbindBankInput,
} from './schemas';
import type { ListData } from './envelope';
import type {
  BalanceInfo,
  Bank,
  BankCard,
  ExtractResult,
  IntegralTransferLog,
  IntegralTransferResult,
  LedgerEntry,
  RewardInfo,
  TwoIntegralInfo,
  Withdrawal,
} from './types';

/** `/api/user/integral_transfer` (no fee): the sender's points after the transfer. */
export type IntegralTransferPoints = Pick<IntegralTransferResult, 'integral'>;

/** `/api/user/check_pay_password`: a wrong password answers an error, never `ok: false`. */
export interface PayPasswordCheck {
  ok: true;
}

/** `/api/bank_list`: the banks a card can be bound to. */
export interface BankListData {
  list: Bank[];
}

/** `/api/user/pay/bank_list`: the caller's bound cards, newest first, masked. */
export interface BankCardListData {
  list: BankCard[];
}

/** `/api/user/pay/bind_bank`: the new card. */
export interface BankBindData {
  /** bank_cards.id */
  id: number;
}

export const WALLET = {
  balanceInfo: route<BalanceInfo>()('/api/user/pay/balance_info', z.object({})),
  /** the ledger of one account (`account`, default balance) */
  balanceList: route<ListData<LedgerEntry>>()('/api/user/pay/balance_list', balanceListInput),
  rewardInfo: route<RewardInfo>()('/api/user/pay/reward_info', z.object({})),
  rewardList: route<ListData<LedgerEntry>>()('/api/user/pay/reward_list', ledgerListInput),
  integralLog: route<ListData<LedgerEntry>>()('/api/user/get_integral_log', ledgerListInput),
  twoIntegralInfo: route<TwoIntegralInfo>()('/api/user/two_integral_info', z.object({})),
  transferLogs: route<ListData<IntegralTransferLog>>()(
    '/api/user/two_integral_and_quota_logs',
    pageInput,
  ),
  /** points transfer without a fee */
  integralTransfer: route<IntegralTransferPoints>()(
    '/api/user/integral_transfer',
    integralTransferInput,
  ),
  /** points transfer with the 1% fee paid on top by the sender */
  newIntegralTransfer: route<IntegralTransferResult>()(
    '/api/user/new_integral_transfer',
    integralTransferInput,
  ),
  extractAmount: route<ExtractResult>()('/api/user/pay/extract_amount', extractAmountInput),
  withdrawalRecord: route<ListData<Withdrawal>>()('/api/user/pay/withdrawal_record', pageInput),
  /** five wrong tries lock the pay password for 15 minutes (423) */
  checkPayPassword: route<PayPasswordCheck>()(
    '/api/user/check_pay_password',
    checkPayPasswordInput,
  ),
  setPayPassword: route<null>()('/api/user/set_pay_password', setPayPasswordInput),
};

export const BANK = {
  /** public */
  banks: route<BankListData>()('/api/bank_list', z.object({})),
  bind: route<BankBindData>()('/api/user/pay/bind_bank', bindBankInput),
  cards: route<BankCardListData>()('/api/user/pay/bank_list', z.object({})),
  card: route<BankCard>()('/api/user/pay/bank_info', bankCardIdInput),
  unbind: route<null>()('/api/user/pay/unbind_bank', unbindBankInput),
};
