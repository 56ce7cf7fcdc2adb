/** #/pages/subpack2/chat/chat: the Chat screen of features/chat. */
export { default } from '../../../features/chat/screens/ChatScreen';
