/** #/pages/subpack1/pay-model/reward: the Reward screen of features/wallet. */
export { default } from '../../../features/wallet/screens/RewardScreen';
