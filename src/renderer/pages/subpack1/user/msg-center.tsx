/** #/pages/subpack1/user/msg-center: the MsgCenter screen of features/messages. */
export { default } from '../../../features/messages/screens/MsgCenterScreen';
