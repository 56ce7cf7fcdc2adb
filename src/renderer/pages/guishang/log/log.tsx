/** #/pages/guishang/log/log: the StockLog screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/StockLogScreen';
