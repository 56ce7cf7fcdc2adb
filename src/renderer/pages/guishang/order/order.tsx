/** #/pages/guishang/order/order: the MerchantOrders screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantOrdersScreen';
