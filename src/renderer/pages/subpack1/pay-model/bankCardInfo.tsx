/** #/pages/subpack1/pay-model/bankCardInfo: the BankCardInfo screen of features/wallet. */
export { default } from '../../../features/wallet/screens/BankCardInfoScreen';
