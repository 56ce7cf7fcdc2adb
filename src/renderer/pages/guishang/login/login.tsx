/** #/pages/guishang/login/login: the MerchantLogin screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantLoginScreen';
