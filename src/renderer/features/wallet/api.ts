/**
 * Wallet endpoints (docs/api-wallet-account.md): the three accounts (points, reward money,
 * balance), their ledgers, points transfer, bank cards, withdrawals and the pay password.
 * All login-required. Money is fen, points are integers, times Unix seconds.
 *
 * The wrapper rejects 401/403/422 (after toasting the server's message) and resolves 423 (pay
 * password locked, daily limit) with the envelope after toasting it, so callers check `code`.
 */
import { LEDGER_DIRECTIONS, WALLET_ACCOUNTS, type WalletAccount } from '../../../shared/contract';
import type { BANK, WALLET } from '../../../shared/contract/wallet';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export type {
  Bank,
  BankCard,
  BalanceInfo,
  ExtractResult,
  IdCardInfo,
  IntegralTransferLog,
  IntegralTransferResult,
  LedgerEntry,
  RewardInfo,
  TwoIntegralInfo,
  WalletAccount,
  Withdrawal,
  WithdrawalStatus,
} from '../../../shared/contract';

export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];
export { LEDGER_DIRECTIONS, WALLET_ACCOUNTS };

export interface PageQuery {
  page: number;
  limit?: number;
}

// ---- accounts and ledgers ----

export const getBalanceInfo = () =>
  http().call<typeof WALLET.balanceInfo>('GET', 'api/user/pay/balance_info', {}, LOGIN);

export const getRewardInfo = () =>
  http().call<typeof WALLET.rewardInfo>('GET', 'api/user/pay/reward_info', {}, LOGIN);

export const getBalanceList = (
  q: PageQuery & { account: WalletAccount; direction?: LedgerDirection },
) =>
  http().call<typeof WALLET.balanceList>(
    'GET',
    'api/user/pay/balance_list',
    { page: q.page, limit: q.limit ?? 10, account: q.account, direction: q.direction ?? 'all' },
    LOGIN,
  );

export const getRewardList = (q: PageQuery & { direction?: LedgerDirection }) =>
  http().call<typeof WALLET.rewardList>(
    'GET',
    'api/user/pay/reward_list',
    { page: q.page, limit: q.limit ?? 10, direction: q.direction ?? 'all' },
    LOGIN,
  );

/**
 * The points ledger; `reason` keeps only the rows of that one machine reason (`transfer_in` ...).
 */
export const getIntegralLog = (q: PageQuery & { direction?: LedgerDirection; reason?: string }) => {
  const data: Record<string, string | number> = {
    page: q.page,
    limit: q.limit ?? 10,
    direction: q.direction ?? 'all',
  };
  if (q.reason) data.reason = q.reason;
  return http().call<typeof WALLET.integralLog>('GET', 'api/user/get_integral_log', data, LOGIN);
};

// ---- points transfer ----

export const getTwoIntegralInfo = () =>
  http().call<typeof WALLET.twoIntegralInfo>('GET', 'api/user/two_integral_info', {}, LOGIN);

export const getTransferLogs = (q: PageQuery) =>
  http().call<typeof WALLET.transferLogs>(
    'GET',
    'api/user/two_integral_and_quota_logs',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const integralTransfer = (v: { mobile: string; amount: number; pay_password: string }) =>
  http().call<typeof WALLET.integralTransfer>('POST', 'api/user/integral_transfer', v, LOGIN);

// ---- bank cards ----

/** The banks a card can be bound to (public). */
export const getBanks = () => http().call<typeof BANK.banks>('GET', 'api/bank_list');

export const bindBank = (v: { bank_code: string; card_no: string; holder_name: string }) =>
  http().call<typeof BANK.bind>('POST', 'api/user/pay/bind_bank', v, LOGIN);

export const getBankCards = () =>
  http().call<typeof BANK.cards>('GET', 'api/user/pay/bank_list', {}, LOGIN);

export const getBankCard = (id: number) =>
  http().call<typeof BANK.card>('GET', 'api/user/pay/bank_info', { id }, LOGIN);

export const unbindBank = (id: number, payPassword: string) =>
  http().call<typeof BANK.unbind>(
    'POST',
    'api/user/pay/unbind_bank',
    { id, pay_password: payPassword },
    LOGIN,
  );

// ---- withdrawals ----

export const extractAmount = (v: { amount: number; bank_card_id: number; pay_password: string }) =>
  http().call<typeof WALLET.extractAmount>('POST', 'api/user/pay/extract_amount', v, LOGIN);

export const getWithdrawals = (q: PageQuery) =>
  http().call<typeof WALLET.withdrawalRecord>(
    'GET',
    'api/user/pay/withdrawal_record',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

// ---- pay password ----

/** Checks the pay password (the server counts wrong tries: five lock it for 15 minutes). */
export const checkPayPassword = (payPassword: string) =>
  http().call<typeof WALLET.checkPayPassword>(
    'POST',
    'api/user/check_pay_password',
    { pay_password: payPassword },
    LOGIN,
  );

/** Sets it the first time or after "forgot" with an SMS code, or changes it with the old one. */
export const setPayPassword = (
  v: { pay_password: string } & ({ code: string } | { old_pay_password: string }),
) => http().call<typeof WALLET.setPayPassword>('POST', 'api/user/set_pay_password', v, LOGIN);
