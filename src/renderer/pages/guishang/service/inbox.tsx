/** #/pages/guishang/service/inbox: the Inbox screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/InboxScreen';
