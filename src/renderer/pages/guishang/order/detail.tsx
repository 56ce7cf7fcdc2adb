/** #/pages/guishang/order/detail?id=: the MerchantOrderDetail screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantOrderDetailScreen';
