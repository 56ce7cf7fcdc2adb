/** #/pages/guishang/guizi/goods/img: the CabinetGoodsImages screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetGoodsImagesScreen';
