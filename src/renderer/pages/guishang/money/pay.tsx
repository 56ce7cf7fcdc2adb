/** #/pages/guishang/money/pay: the PayPurchaseOrder screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/PayPurchaseOrderScreen';
