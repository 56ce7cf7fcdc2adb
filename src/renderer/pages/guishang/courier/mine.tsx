/** #/pages/guishang/courier/mine: a courier's Mine, with logout (features/cabinet). */
export { default } from '../../../features/cabinet/screens/CourierMineScreen';
