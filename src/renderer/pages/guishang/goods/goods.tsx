/** #/pages/guishang/goods/goods: the ShopGoodsList screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/ShopGoodsListScreen';
