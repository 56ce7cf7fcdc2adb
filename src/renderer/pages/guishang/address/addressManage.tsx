/** #/pages/guishang/address/addressManage: the MerchantAddressManage screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantAddressManageScreen';
