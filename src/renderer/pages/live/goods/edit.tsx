/** #/pages/live/goods/edit: the LiveGoodsEdit screen of features/live. */
export { default } from '../../../features/live/screens/LiveGoodsEditScreen';
