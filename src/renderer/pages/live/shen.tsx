/** #/pages/live/shen: the LiveShen screen of features/live. */
export { default } from '../../features/live/screens/LiveShenScreen';
