/** #/pages/subpack/order/evaluateList: the EvaluateList screen of features/orders. */
export { default } from '../../../features/orders/screens/EvaluateListScreen';
