/** #/pages/subpack1/user/shop-order: the ShopOrders screen of features/local. */
export { default } from '../../../features/local/screens/ShopOrdersScreen';
