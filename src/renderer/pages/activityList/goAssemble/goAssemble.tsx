/** #/pages/activityList/goAssemble/goAssemble: the GoAssemble screen of features/promo. */
export { default } from '../../../features/promo/screens/GoAssembleScreen';
