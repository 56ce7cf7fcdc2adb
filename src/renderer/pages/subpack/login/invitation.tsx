/** #/pages/subpack/login/invitation: the Invitation screen of features/account. */
export { default } from '../../../features/account/screens/InvitationScreen';
