/**
 * Generated images for seeded data (no network, nothing on disk): `/media/gen/<kind>/<name>.svg`
 * draws a deterministic picture from the name. Goods, banners, zones, categories, brands, shops,
 * avatars, live and news covers are composed from Fluent Emoji (MIT, © Microsoft; picture.ts
 * says which, compose.ts draws them); cabinets, banks and QR codes stay generated as before.
 */
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../lib/crypto';
import { pictureSvg } from './picture';

const KINDS = new Set([
  'goods',
  'banner',
  'category',
  'zone',
  'brand',
  'seller',
  'avatar',
  'cabinet',
  // bank logos of /api/bank_list, named by bank code (ICBC, CMB, ...)
  'bank',
  // a QR-code-like picture (app_config group_qr); decorative, it encodes nothing
  'qr',
  // issue 19: covers of news articles and live rooms
  'news',
  'live',
]);

const LABELS: Record<string, string> = {
  goods: '',
  banner: 'SALE',
  category: '',
  zone: '',
  brand: 'BRAND',
  seller: 'SHOP',
  avatar: '',
  cabinet: 'GZ',
  bank: '',
  qr: '',
};

const QR_CELLS = 25;

/** A QR-code-looking square: three finder marks and cells drawn from the name's hash. */
export function qrSvg(name: string): string {
  const bits: number[] = [];
  for (let i = 0; bits.length < QR_CELLS * QR_CELLS; i++) {
    for (const c of sha256(`qr:${name}:${i}`)) {
      const n = parseInt(c, 16);
      bits.push(n & 1, (n >> 1) & 1, (n >> 2) & 1, (n >> 3) & 1);
    }
  }
  const finder = (x: number, y: number) => {
    const inX = x - (x >= QR_CELLS - 7 ? QR_CELLS - 7 : 0);
    const inY = y - (y >= QR_CELLS - 7 ? QR_CELLS - 7 : 0);
    const corner = (x < 7 || x >= QR_CELLS - 7) && (y < 7 || y >= QR_CELLS - 7);
    if (!corner || (x >= QR_CELLS - 7 && y >= QR_CELLS - 7)) return null;
    const ring = Math.max(Math.abs(inX - 3), Math.abs(inY - 3));
    return ring !== 2;
  };
  const cells: string[] = [];
  for (let y = 0; y < QR_CELLS; y++) {
    for (let x = 0; x < QR_CELLS; x++) {
      const f = finder(x, y);
      if (f ?? bits[y * QR_CELLS + x] === 1) {
        cells.push(`<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`);
      }
    }
  }
  const size = QR_CELLS + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
}

export function svgFor(kind: string, name: string): string {
  const h = sha256(`${kind}:${name}`);
  const hue = parseInt(h.slice(0, 4), 16) % 360;
  const hue2 = (hue + 40) % 360;
  const shape = parseInt(h.slice(4, 6), 16) % 3;
  const wide = kind === 'banner';
  const w = wide ? 750 : 400;
  const hgt = wide ? 300 : 400;
  const cx = w / 2;
  const cy = hgt / 2;
  const r = Math.min(w, hgt) * 0.28;
  const figure =
    shape === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue2},70%,92%)" opacity=".9"/>`
      : shape === 1
        ? `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r / 4}" fill="hsl(${hue2},70%,92%)" opacity=".9"/>`
        : `<polygon points="${cx},${cy - r} ${cx + r},${cy + r * 0.8} ${cx - r},${cy + r * 0.8}" fill="hsl(${hue2},70%,92%)" opacity=".9"/>`;
  const label = LABELS[kind] || name.replace(/[^A-Za-z0-9-]/g, '').slice(0, 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${hue2},70%,48%)"/></linearGradient></defs><rect width="${w}" height="${hgt}" fill="url(#g)"/>${figure}<text x="${cx}" y="${cy + 12}" font-family="sans-serif" font-size="${wide ? 56 : 40}" font-weight="700" text-anchor="middle" fill="hsl(${hue},60%,30%)">${label}</text></svg>`;
}

export function mediaRoutes(fastify: FastifyInstance): void {
  fastify.get<{ Params: { kind: string; name: string } }>(
    '/media/gen/:kind/:name',
    (req, reply) => {
      const { kind } = req.params;
      const name = req.params.name.replace(/\.svg$/, '');
      if (!KINDS.has(kind) || !/^[A-Za-z0-9_-]{1,40}$/.test(name)) {
        return reply.code(404).send({ code: 404, message: 'not found', data: null });
      }
      const svg = kind === 'qr' ? qrSvg(name) : (pictureSvg(kind, name) ?? svgFor(kind, name));
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
}
