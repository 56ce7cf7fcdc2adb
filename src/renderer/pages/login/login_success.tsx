/** #/pages/login/login_success: the LoginSuccess screen of features/account. */
export { default } from '../../features/account/screens/LoginSuccessScreen';
