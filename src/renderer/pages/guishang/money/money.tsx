/** #/pages/guishang/money/money: the MerchantMoney screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantMoneyScreen';
