/** #/pages/subpack/order/video: the OrderVideo screen of features/order. */
export { default } from '../../../features/order/screens/OrderVideoScreen';
