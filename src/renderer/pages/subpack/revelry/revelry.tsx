/** #/pages/subpack/revelry/revelry: the Revelry screen of features/promo. */
export { default } from '../../../features/promo/screens/RevelryScreen';
