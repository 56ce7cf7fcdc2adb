/** #/pages/subpack/order/video: the OrderVideo screen of features/orders. */
export { default } from '../../../features/orders/screens/OrderVideoScreen';
