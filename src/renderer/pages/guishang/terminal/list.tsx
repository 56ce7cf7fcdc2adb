/** #/pages/guishang/terminal/list: the terminals screen of features/cabinet (issue 18). */
export { default } from '../../../features/cabinet/screens/TerminalListScreen';
