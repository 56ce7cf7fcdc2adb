/** #/pages/subpack/address/address: the AddressList screen of features/address. */
export { default } from '../../../features/address/screens/AddressListScreen';
