/** #/pages/subpack1/set/pay-pwd: the PayPwd screen of features/account. */
export { default } from '../../../features/account/screens/PayPwdScreen';
