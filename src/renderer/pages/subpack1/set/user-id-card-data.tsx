/** #/pages/subpack1/set/user-id-card-data: the UserIdCardData screen of features/account. */
export { default } from '../../../features/account/screens/UserIdCardDataScreen';
