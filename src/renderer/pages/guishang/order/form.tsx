/** #/pages/guishang/order/form: the CabinetSaleForm screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/CabinetSaleFormScreen';
