/** #/pages/subpack1/trashy/confirmOrder: the ConfirmOrder screen of features/local. */
export { default } from '../../../features/local/screens/ConfirmOrderScreen';
