/** #/pages/live/room: the LiveRoom screen of features/live. */
export { default } from '../../features/live/screens/LiveRoomScreen';
