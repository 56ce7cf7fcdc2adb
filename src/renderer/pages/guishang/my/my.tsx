/** #/pages/guishang/my/my: the Mine screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MineScreen';
