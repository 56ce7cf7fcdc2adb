/** #/pages/subpack1/user/my-integral: the MyIntegral screen of features/wallet. */
export { default } from '../../../features/wallet/screens/MyIntegralScreen';
