/** #/pages/subpack1/trashy/userinfo: the UserInfo screen of features/local. */
export { default } from '../../../features/local/screens/UserInfoScreen';
