/** #/pages/subpack/order/refund: the Refund screen of features/orders. */
export { default } from '../../../features/orders/screens/RefundScreen';
