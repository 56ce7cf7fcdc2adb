/** #/pages/subpack1/jiudou/sort-list: the JiudouSortList screen of features/promo. */
export { default } from '../../../features/promo/screens/JiudouSortListScreen';
