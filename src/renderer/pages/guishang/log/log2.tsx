/** #/pages/guishang/log/log2: the AbnormalLog screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/AbnormalLogScreen';
