/** #/pages/subpack1/set/user-info: the UserInfo screen of features/account. */
export { default } from '../../../features/account/screens/UserInfoScreen';
