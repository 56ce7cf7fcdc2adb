/** #/pages/subpack1/set/user-ewm: the UserEwm screen of features/account. */
export { default } from '../../../features/account/screens/UserEwmScreen';
