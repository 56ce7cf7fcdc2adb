/** The wallet accounts in the order the ledger screen shows them (issue 20, money). */
export const WALLET_ACCOUNTS_ORDER = ['reward_money', 'balance', 'integral'] as const;
export type LedgerAccount = (typeof WALLET_ACCOUNTS_ORDER)[number];
