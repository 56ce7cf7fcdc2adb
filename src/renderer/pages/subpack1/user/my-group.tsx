/** #/pages/subpack1/user/my-group: the MyGroups screen of features/promo. */
export { default } from '../../../features/promo/screens/MyGroupsScreen';
