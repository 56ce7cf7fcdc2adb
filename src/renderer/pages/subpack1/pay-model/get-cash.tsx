/** #/pages/subpack1/pay-model/get-cash: the GetCash screen of features/wallet. */
export { default } from '../../../features/wallet/screens/GetCashScreen';
