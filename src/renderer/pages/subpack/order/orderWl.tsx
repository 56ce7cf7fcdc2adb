/** #/pages/subpack/order/orderWl: the OrderWl screen of features/order. */
export { default } from '../../../features/order/screens/OrderWlScreen';
