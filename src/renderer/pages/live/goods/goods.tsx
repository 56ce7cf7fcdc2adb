/** #/pages/live/goods/goods: the LiveGoodsLibrary screen of features/live. */
export { default } from '../../../features/live/screens/LiveGoodsLibraryScreen';
