/** #/pages/guishang/money/settlement: the Settlement screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/SettlementScreen';
