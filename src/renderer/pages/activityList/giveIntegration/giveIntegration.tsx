/** #/pages/activityList/giveIntegration/giveIntegration: the GiveIntegration screen of features/promo. */
export { default } from '../../../features/promo/screens/GiveIntegrationScreen';
