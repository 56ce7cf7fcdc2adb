/** #/pages/guishang/courier/list: the merchant's couriers (features/cabinet). */
export { default } from '../../../features/cabinet/screens/CourierListScreen';
