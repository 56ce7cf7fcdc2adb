/** #/pages/guishang/jinhuo/detail: the SupplyGoodsDetail screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/SupplyGoodsDetailScreen';
