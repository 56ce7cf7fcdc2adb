/** #/pages/subpack1/set/pay-pwd-have: the PayPwdHave screen of features/account. */
export { default } from '../../../features/account/screens/PayPwdHaveScreen';
