/** #/pages/guishang/jinhuo/jinhuo: the Market screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MarketScreen';
