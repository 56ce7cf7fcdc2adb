/** #/pages/subpack1/pay-model/JDpay: the JDpay screen of features/wallet. */
export { default } from '../../../features/wallet/screens/JDpayScreen';
