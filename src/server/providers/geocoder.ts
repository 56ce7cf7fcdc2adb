/**
 * The geocoding provider interface (issue 19, brief B; ARCHITECTURE.md "Providers with a real
 * local default"): places an address (region + detail line) on the map and finds places by
 * name for the choose-location screen. The sandbox (./geocoder-sandbox.ts) answers from a table
 * of district centres it ships; a real maps provider (issue 22) plugs in behind the same calls.
 * Points are integer micro-degrees, WGS-84 (as local shops store theirs).
 */
export interface GeoPoint {
  lat_e6: number;
  lng_e6: number;
}

export interface GeoAddress {
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** A place found by name: its name and region, and its point. */
export interface GeoPlace extends GeoPoint {
  name: string;
  province: string;
  city: string;
  district: string;
}

export interface GeocoderProvider {
  readonly name: string;
  /** The point of an address; null when the provider cannot place it (never a guess). */
  geocode(address: GeoAddress): Promise<GeoPoint | null>;
  /** Places whose name contains `text`, best first, at most `limit`. */
  search(text: string, limit: number): Promise<GeoPlace[]>;
}
