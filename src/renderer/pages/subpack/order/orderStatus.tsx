/** #/pages/subpack/order/orderStatus: the OrderStatus screen of features/orders. */
export { default } from '../../../features/orders/screens/OrderStatusScreen';
