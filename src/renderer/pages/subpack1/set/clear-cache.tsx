/** #/pages/subpack1/set/clear-cache: the ClearCache screen of features/account. */
export { default } from '../../../features/account/screens/ClearCacheScreen';
