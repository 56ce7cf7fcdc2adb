/** #/pages/live/room_goods: the LiveRoomGoods screen of features/live. */
export { default } from '../../features/live/screens/LiveRoomGoodsScreen';
