/** #/pages/subpack/prefecture/brand: the BrandZone screen of features/promo. */
export { default } from '../../../features/promo/screens/BrandZoneScreen';
