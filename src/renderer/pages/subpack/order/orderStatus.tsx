/** #/pages/subpack/order/orderStatus: the OrderStatus screen of features/order. */
export { default } from '../../../features/order/screens/OrderStatusScreen';
