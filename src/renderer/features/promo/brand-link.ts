/**
 * Links into the brand zone (issue 19): `brandZoneLink(id)` opens one brand's zone,
 * `brandZoneLink()` the list of all brands. For goods detail, category and search.
 */
export const BRAND_ZONE_PAGE = '/pages/subpack/prefecture/brand';

/** The hash route of a brand's zone; the brand list without a valid id. */
export function brandZoneLink(brandId?: number | null): string {
  return typeof brandId === 'number' && Number.isSafeInteger(brandId) && brandId > 0
    ? `${BRAND_ZONE_PAGE}?brand_id=${brandId}`
    : BRAND_ZONE_PAGE;
}
