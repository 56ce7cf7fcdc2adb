/** #/pages/subpack1/trashy/shop/index: the ShopIndex screen of features/local. */
export { default } from '../../../../features/local/screens/ShopIndexScreen';
