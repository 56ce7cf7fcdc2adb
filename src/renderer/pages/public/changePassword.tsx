/** #/pages/public/changePassword: the ChangePassword screen of features/account. */
export { default } from '../../features/account/screens/ChangePasswordScreen';
