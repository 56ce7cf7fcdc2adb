/** #/pages/activity/notStarted/notStarted: the NotStarted screen of features/promo. */
export { default } from '../../../features/promo/screens/NotStartedScreen';
