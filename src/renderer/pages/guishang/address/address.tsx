/** #/pages/guishang/address/address: the MerchantAddresses screen of features/cabinet. */
export { default } from '../../../features/cabinet/screens/MerchantAddressesScreen';
