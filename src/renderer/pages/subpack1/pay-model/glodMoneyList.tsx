/** #/pages/subpack1/pay-model/glodMoneyList: the GlodMoneyList screen of features/wallet. */
export { default } from '../../../features/wallet/screens/GlodMoneyListScreen';
