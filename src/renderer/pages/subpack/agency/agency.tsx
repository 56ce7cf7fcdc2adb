/** #/pages/subpack/agency/agency: the Agency screen of features/account. */
export { default } from '../../../features/account/screens/AgencyScreen';
