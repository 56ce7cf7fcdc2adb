/** #/pages/subpack/order/oddNumber: the OddNumber screen of features/order. */
export { default } from '../../../features/order/screens/OddNumberScreen';
