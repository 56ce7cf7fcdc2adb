/** #/pages/guishang/guizi/class/edit: the CabinetClassEdit screen of features/cabinet. */
export { default } from '../../../../features/cabinet/screens/CabinetClassEditScreen';
