/** #/pages/guishang/guizi/goods/add: the CabinetGoodsAdd screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetGoodsAddScreen';
