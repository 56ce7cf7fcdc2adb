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
// issue 25 (nav-exp): the payment window of the config (com_exp_time, com_exp_msg)
export { PayWindowMessage, PayWindowNotice } from './PayWindowNotice';
