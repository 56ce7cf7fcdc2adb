/** #/pages/subpack1/set/verify-phone-num: the VerifyPhoneNum screen of features/account. */
export { default } from '../../../features/account/screens/VerifyPhoneNumScreen';
