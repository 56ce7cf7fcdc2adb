/** #/pages/subpack1/set/pay-pwd2: the PayPwd2 screen of features/account. */
export { default } from '../../../features/account/screens/PayPwd2Screen';
