/** #/pages/guishang/jinhuo/createOrder: the CreateOrder screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/CreateOrderScreen';
