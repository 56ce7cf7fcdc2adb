/** #/pages/subpack2/thirdLogin/exchange: the Exchange screen of features/account. */
export { default } from '../../../features/account/screens/ExchangeScreen';
