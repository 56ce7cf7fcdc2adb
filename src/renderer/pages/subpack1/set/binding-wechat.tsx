/** #/pages/subpack1/set/binding-wechat: the BindingWechat screen of features/account. */
export { default } from '../../../features/account/screens/BindingWechatScreen';
