/** #/pages/subpack1/pay-model/cashCommit: the CashCommit screen of features/wallet. */
export { default } from '../../../features/wallet/screens/CashCommitScreen';
