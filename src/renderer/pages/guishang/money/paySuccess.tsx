/** #/pages/guishang/money/paySuccess: the PurchasePaySuccess screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/PurchasePaySuccessScreen';
