/** #/pages/guishang/goods/add: the ShopGoodsAdd screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/ShopGoodsAddScreen';
