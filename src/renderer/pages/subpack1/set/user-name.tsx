/** #/pages/subpack1/set/user-name: the UserName screen of features/account. */
export { default } from '../../../features/account/screens/UserNameScreen';
