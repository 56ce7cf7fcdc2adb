/** #/pages/subpack/order/order: the OrderList screen of features/orders. */
export { default } from '../../../features/orders/screens/OrderListScreen';
