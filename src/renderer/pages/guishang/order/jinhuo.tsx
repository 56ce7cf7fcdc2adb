/** #/pages/guishang/order/jinhuo: the PurchaseOrders screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/PurchaseOrdersScreen';
