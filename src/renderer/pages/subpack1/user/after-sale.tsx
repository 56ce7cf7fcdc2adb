/** #/pages/subpack1/user/after-sale: the AfterSaleList screen of features/orders. */
export { default } from '../../../features/orders/screens/AfterSaleListScreen';
