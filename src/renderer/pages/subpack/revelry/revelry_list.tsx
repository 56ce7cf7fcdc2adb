/** #/pages/subpack/revelry/revelry_list: the RevelryList screen of features/promo. */
export { default } from '../../../features/promo/screens/RevelryListScreen';
