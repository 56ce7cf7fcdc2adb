/** #/pages/subpack1/set/binding-wechat-success: the BindingWechatSuccess screen of features/account. */
export { default } from '../../../features/account/screens/BindingWechatSuccessScreen';
