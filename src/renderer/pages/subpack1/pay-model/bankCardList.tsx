/** #/pages/subpack1/pay-model/bankCardList: the BankCardList screen of features/wallet. */
export { default } from '../../../features/wallet/screens/BankCardListScreen';
