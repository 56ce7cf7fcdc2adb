/** #/pages/subpack1/user/integralAward: the IntegralAward screen of features/wallet. */
export { default } from '../../../features/wallet/screens/IntegralAwardScreen';
