/** #/pages/guishang/goods/edit: the ShopGoodsEdit screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/ShopGoodsEditScreen';
