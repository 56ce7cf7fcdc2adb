/** #/pages/guishang/courier/orders: the courier's open work orders (features/cabinet). */
export { default } from '../../../features/cabinet/screens/CourierOrdersScreen';
