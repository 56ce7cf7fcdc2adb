/** #/pages/subpack1/jiudou/business-list: the JiudouBusinessList screen of features/promo. */
export { default } from '../../../features/promo/screens/JiudouBusinessListScreen';
