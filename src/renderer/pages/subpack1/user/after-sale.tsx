/** #/pages/subpack1/user/after-sale: the AfterSaleList screen of features/order. */
export { default } from '../../../features/order/screens/AfterSaleListScreen';
