/** #/pages/guishang/shop/class/add: the ShopClassAdd screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/ShopClassAddScreen';
