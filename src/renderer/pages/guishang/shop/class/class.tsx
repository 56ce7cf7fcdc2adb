/** #/pages/guishang/shop/class/class: the ShopClassList screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/ShopClassListScreen';
