/**
 * The catalogue feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
export { SortBar } from './SortBar';
export { Comments } from './detail/Comments';
export { DetailBar } from './detail/DetailBar';
export { Gallery } from './detail/Gallery';
export { SkuPopup } from './detail/SkuPopup';
export type { PickerMode } from './detail/SkuPopup';
export {
  DescriptionCard,
  DetailSkeleton,
  SellerCard,
  ShareButton,
  SpecFreightRows,
  useFreight,
} from './detail/parts';
export { clampQuantity, initialSelection, missingProps, skuOf } from './detail/sku';
export type { Selection } from './detail/sku';
export { isInvalidReply } from './not-found';
export { parseId } from './search-query';
