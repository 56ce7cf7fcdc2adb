/** #/pages/subpack2/jifen/jifen: the Jifen screen of features/wallet. */
export { default } from '../../../features/wallet/screens/JifenScreen';
