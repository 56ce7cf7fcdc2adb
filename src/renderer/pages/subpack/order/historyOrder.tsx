/** #/pages/subpack/order/historyOrder: the HistoryOrder screen of features/order. */
export { default } from '../../../features/order/screens/HistoryOrderScreen';
