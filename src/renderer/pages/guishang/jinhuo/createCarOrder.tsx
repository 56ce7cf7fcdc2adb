/** #/pages/guishang/jinhuo/createCarOrder: the CreateCarOrder screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/CreateCarOrderScreen';
