/** #/pages/live/goods/add: the LiveGoodsAdd screen of features/live. */
export { default } from '../../../features/live/screens/LiveGoodsAddScreen';
