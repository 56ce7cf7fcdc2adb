/**
 * The address feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { AddressEditBody, addressInput, editIdParam, useAddressEditor } from './AddressEditor';
export { AddressLines } from './AddressLines';
export { AddressListBody } from './AddressListBody';
export { maskMobile } from './address-form';
export { clearPickedAddress, peekPickedAddress, savePickedAddress } from './address-pick';
export { regionText } from './regions';
