/** #/pages/subpack/order/historyOrder: the HistoryOrder screen of features/orders. */
export { default } from '../../../features/orders/screens/HistoryOrderScreen';
