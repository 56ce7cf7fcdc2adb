/** #/pages/live/select_goods: the LiveSelectGoods screen of features/live. */
export { default } from '../../features/live/screens/LiveSelectGoodsScreen';
