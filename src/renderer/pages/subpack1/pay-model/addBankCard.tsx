/** #/pages/subpack1/pay-model/addBankCard: the AddBankCard screen of features/wallet. */
export { default } from '../../../features/wallet/screens/AddBankCardScreen';
