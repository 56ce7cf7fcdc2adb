/** #/pages/subpack1/user/msg-center: the MsgCenter screen of features/message. */
export { default } from '../../../features/message/screens/MsgCenterScreen';
