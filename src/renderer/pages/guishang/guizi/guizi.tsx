/** #/pages/guishang/guizi/guizi: the Guizi screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/GuiziScreen';
