/** #/pages/guishang/guizi/class/list: the CabinetClassList screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetClassListScreen';
