/** #/pages/subpack/order/oddNumber: the OddNumber screen of features/orders. */
export { default } from '../../../features/orders/screens/OddNumberScreen';
