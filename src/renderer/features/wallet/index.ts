/**
 * The wallet feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { BalanceCard } from './BalanceCard';
export { EntryLinks } from './EntryLinks';
export { LedgerList, LedgerRow } from './LedgerList';
export { PayPasswordPopup, payOutcome } from './PayPasswordPopup';
export { PwdStepView } from './PwdStepView';
export { SegmentTabs } from './SegmentTabs';
export { isRealName, matchesMask, normalizeIdCard } from './identity-rules';
export { readLedger, sortByAmount } from './ledger';
export type { AmountOrder } from './ledger';
export {
  clearPayPwdTicket,
  initialPwdFlow,
  loadPayPwdTicket,
  pwdFlowReducer,
  savePayPwdTicket,
} from './pay-pwd-flow';
export type { PwdPurpose } from './pay-pwd-flow';
export { usePayPasswordGuard } from './use-pay-password-guard';
