/** #/pages/guishang/order/list: the CabinetSales screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/CabinetSalesScreen';
