/** #/pages/subpack1/trashy/pay/pay: the LocalPay screen of features/local. */
export { default } from '../../../../features/local/screens/LocalPayScreen';
