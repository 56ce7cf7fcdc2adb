/** #/pages/guishang/guizi/setup: the cabinet set-up screen of features/cabinet (issue 18). */
export { default } from '../../../features/cabinet/screens/CabinetSetupScreen';
