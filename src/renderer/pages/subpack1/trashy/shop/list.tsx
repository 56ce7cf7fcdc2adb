/** #/pages/subpack1/trashy/shop/list: the ShopList screen of features/local. */
export { default } from '../../../../features/local/screens/ShopListScreen';
