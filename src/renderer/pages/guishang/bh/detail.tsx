/** #/pages/guishang/bh/detail?id=: a restock work order done slot by slot (features/cabinet). */
export { default } from '../../../features/cabinet/screens/WorkOrderDetailScreen';
