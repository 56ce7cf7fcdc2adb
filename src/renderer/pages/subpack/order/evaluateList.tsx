/** #/pages/subpack/order/evaluateList: the EvaluateList screen of features/order. */
export { default } from '../../../features/order/screens/EvaluateListScreen';
