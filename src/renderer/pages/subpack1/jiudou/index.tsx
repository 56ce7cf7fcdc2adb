/** #/pages/subpack1/jiudou/index: the JiudouIndex screen of features/promo. */
export { default } from '../../../features/promo/screens/JiudouIndexScreen';
