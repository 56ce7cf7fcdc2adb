/** #/pages/guishang/guizi/goods: the CabinetGoodsList screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/CabinetGoodsListScreen';
