/** #/pages/guishang/guizi/order/list: the CabinetSalesOfCabinet screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetSalesOfCabinetScreen';
