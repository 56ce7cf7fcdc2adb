/**
 * The promo feature's public face: what other features may use besides its api modules (lint
 * refuses deeper imports across features). Screens are reached by their route files in pages/.
 */
// Issue 19 (brief D): links into the brand zone and the category tab's brand row.
export { brandZoneLink } from './brand-link';
export { BrandStrip } from './brand/BrandStrip';
