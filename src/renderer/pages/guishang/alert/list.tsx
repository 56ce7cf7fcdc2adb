/** #/pages/guishang/alert/list: the low-stock alerts screen of features/cabinet (issue 18). */
export { default } from '../../../features/cabinet/screens/AlertListScreen';
