/** #/pages/subpack/address/addressManage: the AddressManage screen of features/address. */
export { default } from '../../../features/address/screens/AddressManageScreen';
