/** #/pages/guishang/report/report: the Report screen of features/cabinet (issue 18). */
export { default } from '../../../features/cabinet/screens/ReportScreen';
