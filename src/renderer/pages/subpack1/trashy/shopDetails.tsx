/** #/pages/subpack1/trashy/shopDetails: the ShopDetails screen of features/local. */
export { default } from '../../../features/local/screens/ShopDetailsScreen';
