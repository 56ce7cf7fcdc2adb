/** #/pages/subpack/goods/detail: the GoodsDetail screen of features/catalogue. */
export { default } from '../../../features/catalogue/screens/GoodsDetailScreen';
