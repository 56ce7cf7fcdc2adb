/** #/pages/subpack/login/bindMobile: the BindMobile screen of features/account. */
export { default } from '../../../features/account/screens/BindMobileScreen';
