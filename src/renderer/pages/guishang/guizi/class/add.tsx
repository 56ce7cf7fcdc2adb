/** #/pages/guishang/guizi/class/add: the CabinetClassAdd screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetClassAddScreen';
