/**
 * A local stand-in for AMap's Web Service API (高德 Web服务), as it publishes it:
 *
 * - `GET /v3/geocode/geo?key&address&city&output=JSON[&sig]` →
 *   `{status:"1", info:"OK", infocode:"10000", count, geocodes:[{formatted_address, province,
 *   city, district, level, location:"lng,lat"}]}`;
 * - `GET /v3/place/text?key&keywords&offset&page&output=JSON[&sig]` →
 *   `{status:"1", count, pois:[{name, pname, cityname, adname, location}]}`;
 * - a wrong key is `{status:"0", info:"INVALID_USER_KEY", infocode:"10001"}`; with a private key
 *   set, a missing or wrong `sig` (MD5 of the decoded parameters but `sig`, sorted by name,
 *   `k=v` joined by `&`, then the private key) is `INVALID_USER_SIGNATURE` / 10007.
 *
 * Points are GCJ-02, as AMap answers them. Knobs: a delay, an HTTP 500.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { listenLocal, type SimServer } from './sim-server';

export interface SimGeocode {
  /** the address text this entry answers (exact match of `address`) */
  address: string;
  province: string;
  city: string;
  district: string;
  level: string;
  /** GCJ-02 "lng,lat" */
  location: string;
}

export interface SimPoi {
  name: string;
  pname: string;
  cityname: string;
  adname: string;
  location: string;
}

export class AmapSim {
  geocodes: SimGeocode[] = [];
  pois: SimPoi[] = [];
  delayMs = 0;
  http500 = false;
  readonly requests: Record<string, string>[] = [];
  base = '';
  private server: SimServer | null = null;

  constructor(
    private readonly key: string,
    private readonly secret = '',
  ) {}

  async start(): Promise<string> {
    this.server = await listenLocal((req, res) => void this.handle(req, res));
    this.base = this.server.base;
    return this.base;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  private send(res: http.ServerResponse, body: unknown): void {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim');
    const q = Object.fromEntries(url.searchParams);
    this.requests.push(q);
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.http500) {
      res.writeHead(500).end();
      return;
    }
    if (q.key !== this.key) {
      return this.send(res, { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' });
    }
    if (this.secret) {
      const { sig, ...rest } = q;
      const text = Object.keys(rest)
        .sort()
        .map((k) => `${k}=${rest[k]}`)
        .join('&');
      const want = createHash('md5')
        .update(text + this.secret, 'utf8')
        .digest('hex');
      if (sig !== want) {
        return this.send(res, { status: '0', info: 'INVALID_USER_SIGNATURE', infocode: '10007' });
      }
    }
    if (url.pathname === '/v3/geocode/geo') {
      const found = this.geocodes.filter((g) => g.address === q.address);
      return this.send(res, {
        status: '1',
        info: 'OK',
        infocode: '10000',
        count: String(found.length),
        geocodes: found.map((g) => ({
          formatted_address: g.address,
          country: '中国',
          province: g.province,
          citycode: [],
          city: g.city,
          district: g.district,
          township: [],
          adcode: '330106',
          street: [],
          number: [],
          location: g.location,
          level: g.level,
        })),
      });
    }
    if (url.pathname === '/v3/place/text') {
      const found = this.pois
        .filter((p) => p.name.includes(q.keywords ?? ''))
        .slice(0, Number(q.offset ?? 20));
      return this.send(res, {
        status: '1',
        info: 'OK',
        infocode: '10000',
        count: String(found.length),
        suggestion: { keywords: [], cities: [] },
        pois: found.map((p, i) => ({ id: `B0FFSIM${i}`, type: '', address: [], ...p })),
      });
    }
    res.writeHead(404).end();
  }
}
