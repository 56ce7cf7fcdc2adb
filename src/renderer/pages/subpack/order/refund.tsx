/** #/pages/subpack/order/refund: the Refund screen of features/order. */
export { default } from '../../../features/order/screens/RefundScreen';
