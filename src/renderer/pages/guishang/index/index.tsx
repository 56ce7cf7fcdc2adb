/** #/pages/guishang/index/index: the CabinetHome screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/CabinetHomeScreen';
