/** #/pages/guishang/guizi/goods/edit: the CabinetGoodsEdit screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetGoodsEditScreen';
