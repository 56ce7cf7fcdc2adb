/**
 * AMap (高德) Web Service geocoder (issue 22), behind the geocoder interface:
 *
 * - `geocode` → `GET /v3/geocode/geo?address=…&city=…`. An answer is used only when AMap placed
 *   the address at street level or finer (its `level`) and in the district the address names:
 *   a match of only the district, city or province, or one in another district, is "cannot
 *   place" (null), as the interface requires (never a guess).
 * - `search` → `GET /v3/place/text?keywords=…&offset=…&page=1`.
 *
 * AMap answers points in GCJ-02 (the coordinate system Chinese maps must use); the shop stores
 * WGS-84, so each point is converted with `gcoord`. With a private key (`secret`: the key's
 * 数字签名 is on) each request carries `sig` = MD5 of its parameters sorted by name, joined as
 * `k=v&…` (unencoded), followed by the private key.
 *
 * AMap reports errors as `status: "0"` with `info`/`infocode` (wrong key, signature, quota) in
 * an HTTP 200: those, timeouts and HTTP errors are reported to `onError` (never with the key)
 * and answered as "cannot place" / no places, so saving an address still works and local
 * delivery refuses what it cannot place.
 */
import { createHash } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import gcoord from 'gcoord';
import type { GeoAddress, GeocoderProvider, GeoPlace, GeoPoint } from './geocoder';

export interface AmapConfig {
  key: string;
  /** the key's private key when digital signatures are on ('' = off) */
  secret: string;
  /** https://restapi.amap.com unless a simulator stands in */
  baseUrl: string;
  timeoutMs?: number;
  onError?: (what: string) => void;
}

/** AMap `level`s precise enough to place a delivery address. */
const PRECISE = new Set([
  '门牌号',
  '兴趣点',
  '道路',
  '道路交叉路口',
  '村庄',
  '热点商圈',
  '单元号',
  '楼层',
  '房间',
  '楼栋',
  '公交站台、地铁站',
  '公交地铁站点',
]);

/** The MD5 signature AMap checks: sorted `k=v` pairs joined by `&`, then the private key. */
export function amapSignature(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5')
    .update(text + secret, 'utf8')
    .digest('hex');
}

/** "lng,lat" in GCJ-02 → a WGS-84 point in micro-degrees; null when malformed. */
export function pointOfAmapLocation(location: unknown): GeoPoint | null {
  if (typeof location !== 'string') return null;
  const m = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/.exec(location);
  if (!m) return null;
  const [lng, lat] = gcoord.transform([Number(m[1]), Number(m[2])], gcoord.GCJ02, gcoord.WGS84);
  return { lat_e6: Math.round(lat * 1e6), lng_e6: Math.round(lng * 1e6) };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : ''); // AMap sends [] for none

interface AmapAnswer {
  status?: string;
  info?: string;
  infocode?: string;
}

export function amapGeocoder(cfg: AmapConfig, http?: AxiosInstance): GeocoderProvider {
  const client =
    http ??
    axios.create({
      baseURL: cfg.baseUrl,
      timeout: cfg.timeoutMs ?? 3000,
      validateStatus: () => true,
    });

  async function call<T extends AmapAnswer>(
    path: string,
    params: Record<string, string>,
  ): Promise<T | null> {
    const all: Record<string, string> = { ...params, key: cfg.key, output: 'JSON' };
    if (cfg.secret) all.sig = amapSignature(all, cfg.secret);
    try {
      const res = await client.get<T>(path, { params: all });
      if (res.status !== 200 || typeof res.data !== 'object' || res.data === null) {
        cfg.onError?.(`AMap ${path}: HTTP ${res.status}`);
        return null;
      }
      if (res.data.status !== '1') {
        cfg.onError?.(`AMap ${path}: ${text(res.data.info)} (${text(res.data.infocode)})`);
        return null;
      }
      return res.data;
    } catch (err) {
      cfg.onError?.(
        `AMap ${path}: ${(err as Error).name} ${(err as { code?: string }).code ?? ''}`,
      );
      return null;
    }
  }

  return {
    name: 'amap',
    async geocode(address: GeoAddress): Promise<GeoPoint | null> {
      const { province, city, district, detail } = address;
      const full = `${province}${city === province ? '' : city}${district}${detail}`;
      const data = await call<AmapAnswer & { geocodes?: Record<string, unknown>[] }>(
        '/v3/geocode/geo',
        { address: full, city: city || province },
      );
      const g = data?.geocodes?.[0];
      if (!g) return null;
      if (!PRECISE.has(text(g.level))) return null;
      if (district && text(g.district) && text(g.district) !== district) return null;
      return pointOfAmapLocation(g.location);
    },
    async search(keywords: string, limit: number): Promise<GeoPlace[]> {
      const data = await call<AmapAnswer & { pois?: Record<string, unknown>[] }>('/v3/place/text', {
        keywords,
        offset: String(Math.min(Math.max(limit, 1), 25)),
        page: '1',
      });
      const places: GeoPlace[] = [];
      for (const p of data?.pois ?? []) {
        const point = pointOfAmapLocation(p.location);
        if (!point || !text(p.name)) continue;
        places.push({
          name: text(p.name),
          province: text(p.pname),
          city: text(p.cityname),
          district: text(p.adname),
          ...point,
        });
      }
      return places.slice(0, limit);
    },
  };
}
