/**
 * The orders feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { PhotoPicker } from './PhotoPicker';
export type {
  ConfirmSource,
  CouponOption,
  OrderAddress,
  OrderPreview,
  OrderPreviewGroup,
  PayMethod,
  PayTarget,
} from './api';
export { specText } from './rules';
