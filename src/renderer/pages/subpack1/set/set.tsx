/** #/pages/subpack1/set/set: the Settings screen of features/account. */
export { default } from '../../../features/account/screens/SettingsScreen';
