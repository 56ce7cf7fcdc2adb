/** #/pages/live/live: the LiveManage screen of features/live. */
export { default } from '../../features/live/screens/LiveManageScreen';
