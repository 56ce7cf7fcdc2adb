/** #/pages/subpack1/submitCash/submitCash: the SubmitCash screen of features/wallet. */
export { default } from '../../../features/wallet/screens/SubmitCashScreen';
