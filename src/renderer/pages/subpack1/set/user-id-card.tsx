/** #/pages/subpack1/set/user-id-card: the UserIdCard screen of features/account. */
export { default } from '../../../features/account/screens/UserIdCardScreen';
