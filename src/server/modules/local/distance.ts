/**
 * Distances between points in integer micro-degrees (WGS-84), pure: the haversine metres shown
 * to users and the bounding box plus the equirectangular ordering factor the shop query uses
 * (docs/api-local-shop.md "Distance").
 */
import type { LocalPoint } from '../../../shared/contract/local-shop';

/** Mean Earth radius, metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** Metres per degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = EARTH_RADIUS_M * RAD;

/** Great-circle distance in whole metres. */
export function haversineM(a: LocalPoint, b: LocalPoint): number {
  const lat1 = (a.lat_e6 / 1e6) * RAD;
  const lat2 = (b.lat_e6 / 1e6) * RAD;
  const dLat = lat2 - lat1;
  const dLng = ((b.lng_e6 - a.lng_e6) / 1e6) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** cos of the centre's latitude: scales longitude differences to metres (never below 0.01). */
export function lngScale(centre: LocalPoint): number {
  return Math.max(0.01, Math.cos((centre.lat_e6 / 1e6) * RAD));
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The micro-degree box that holds every point within `radiusM` of `centre` (a little larger
 * than the circle; the exact distance is checked afterwards). Clamped to valid coordinates.
 */
export function boundingBox(centre: LocalPoint, radiusM: number): Box {
  const dLat = Math.ceil((radiusM / METRES_PER_DEGREE) * 1e6) + 1;
  // the widest longitude span of the box is at its edge nearest a pole
  const edgeLat = Math.min(89.9, Math.abs(centre.lat_e6 / 1e6) + dLat / 1e6);
  const dLng = Math.ceil((radiusM / (METRES_PER_DEGREE * Math.cos(edgeLat * RAD))) * 1e6) + 1;
  return {
    minLat: Math.max(-90_000_000, centre.lat_e6 - dLat),
    maxLat: Math.min(90_000_000, centre.lat_e6 + dLat),
    minLng: Math.max(-180_000_000, centre.lng_e6 - dLng),
    maxLng: Math.min(180_000_000, centre.lng_e6 + dLng),
  };
}

/** The equirectangular squared distance (micro-degree units) the SQL orders by. */
export function squaredEquirect(centre: LocalPoint, p: LocalPoint, scale = lngScale(centre)) {
  const dLat = p.lat_e6 - centre.lat_e6;
  const dLng = (p.lng_e6 - centre.lng_e6) * scale;
  return dLat * dLat + dLng * dLng;
}
