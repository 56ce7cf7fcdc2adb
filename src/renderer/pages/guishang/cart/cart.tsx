/** #/pages/guishang/cart/cart: the MerchantCart screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantCartScreen';
