/** #/pages/subpack/login/choiceIdentity: the ChoiceIdentity screen of features/account. */
export { default } from '../../../features/account/screens/ChoiceIdentityScreen';
