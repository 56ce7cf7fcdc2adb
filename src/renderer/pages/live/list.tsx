/** #/pages/live/list: the LiveList screen of features/live. */
export { default } from '../../features/live/screens/LiveListScreen';
