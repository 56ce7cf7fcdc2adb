/** #/pages/guishang/bh/list: the RestockList screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/RestockListScreen';
