/** #/pages/activityList/integral/integral: the Integral screen of features/promo. */
export { default } from '../../../features/promo/screens/IntegralScreen';
