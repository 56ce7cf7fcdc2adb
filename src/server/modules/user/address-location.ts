/**
 * Where an address is (issue 19, brief B): the point the user picked on choose-location, else
 * the geocoder's (app.geocoder: the sandbox places an address at its district's centre). An
 * address neither gives has no point: local delivery refuses it, never assumes it in range.
 */
import type { AppContext } from '../../context';
import type { GeoAddress, GeoPoint } from '../../providers/geocoder';

export interface PointFields {
  lat_e6?: number | null | undefined;
  lng_e6?: number | null | undefined;
}

/** The given point when both parts are there, else null. */
export function givenPoint(p: PointFields): GeoPoint | null {
  return p.lat_e6 !== undefined && p.lat_e6 !== null && p.lng_e6 !== undefined && p.lng_e6 !== null
    ? { lat_e6: p.lat_e6, lng_e6: p.lng_e6 }
    : null;
}

/**
 * The point of an address being saved or used: its own (picked, or stored when it was saved),
 * else the geocoder's answer for its region and detail line; null when it cannot be placed.
 */
export async function placeAddress(
  app: Pick<AppContext, 'geocoder'>,
  address: GeoAddress & PointFields,
): Promise<GeoPoint | null> {
  const own = givenPoint(address);
  if (own) return own;
  const { province, city, district, detail } = address;
  return app.geocoder.geocode({ province, city, district, detail });
}
