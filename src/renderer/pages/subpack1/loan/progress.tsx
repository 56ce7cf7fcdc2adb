/** #/pages/subpack1/loan/progress: the Progress screen of features/account. */
export { default } from '../../../features/account/screens/ProgressScreen';
