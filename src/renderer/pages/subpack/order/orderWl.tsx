/** #/pages/subpack/order/orderWl: the OrderWl screen of features/orders. */
export { default } from '../../../features/orders/screens/OrderWlScreen';
