/** #/pages/subpack2/thirdLogin/thirdLogin: the ThirdLogin screen of features/account. */
export { default } from '../../../features/account/screens/ThirdLoginScreen';
