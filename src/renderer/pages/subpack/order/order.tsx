/** #/pages/subpack/order/order: the OrderList screen of features/order. */
export { default } from '../../../features/order/screens/OrderListScreen';
