// Generates the terminal's icons (no image tools needed): a red rounded square with a white
// cabinet of 2×3 compartments. Writes icon.svg, PNGs for Linux (build/icons/<n>x<n>.png) and
// icon.ico for Windows (PNG-compressed entries). Run: node build/icons/generate.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.dirname(new URL(import.meta.url).pathname);
const RED = [0xff, 0x4a, 0x38];
const WHITE = [0xff, 0xff, 0xff];

/** Colour of a point in the unit square (0..1), or null for transparent. */
function colourAt(x, y) {
  const r = 0.18;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  // cabinet body 0.24..0.76 × 0.18..0.82, frame 0.04, 2 columns × 3 rows of compartments
  const inBody = x >= 0.24 && x <= 0.76 && y >= 0.18 && y <= 0.82;
  if (!inBody) return RED;
  const fx = (x - 0.24) / 0.52;
  const fy = (y - 0.18) / 0.64;
  const t = 0.07;
  const col = fx * 2 - Math.floor(fx * 2);
  const row = fy * 3 - Math.floor(fy * 3);
  const frame = fx < t / 2 || fx > 1 - t / 2 || fy < t / 3 || fy > 1 - t / 3;
  const divider = Math.abs(col) < t || Math.abs(col - 1) < t || row < t * 1.5 || row > 1 - t * 1.5;
  return frame || divider ? WHITE : RED;
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buf) {
  let c = -1;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const ss = 4; // 4×4 supersampling for smooth edges
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = colourAt((x + (sx + 0.5) / ss) / size, (y + (sy + 0.5) / ss) / size);
          if (!c) continue;
          acc[0] += c[0];
          acc[1] += c[1];
          acc[2] += c[2];
          acc[3] += 255;
        }
      }
      const n = ss * ss;
      const covered = acc[3] / 255;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = covered ? Math.round(acc[0] / covered) : 0;
      raw[o + 1] = covered ? Math.round(acc[1] / covered) : 0;
      raw[o + 2] = covered ? Math.round(acc[2] / covered) : 0;
      raw[o + 3] = Math.round(acc[3] / n);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const e = Buffer.alloc(16);
    e[0] = size >= 256 ? 0 : size;
    e[1] = size >= 256 ? 0 : size;
    e.writeUInt16LE(1, 4); // planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="Shop terminal">
  <rect width="512" height="512" rx="92" fill="#FF4A38"/>
  <g fill="none" stroke="#fff" stroke-width="22">
    <rect x="134" y="103" width="244" height="306"/>
    <path d="M256 103v306M134 205h244M134 307h244"/>
  </g>
</svg>
`;

fs.writeFileSync(path.join(dir, 'icon.svg'), svg);
const sizes = [16, 32, 48, 64, 128, 256, 512];
const pngs = Object.fromEntries(sizes.map((s) => [s, png(s)]));
for (const s of sizes) fs.writeFileSync(path.join(dir, `${s}x${s}.png`), pngs[s]);
fs.writeFileSync(path.join(dir, '..', 'icon.png'), pngs[512]);
fs.writeFileSync(
  path.join(dir, '..', 'icon.ico'),
  ico([16, 32, 48, 256].map((s) => ({ size: s, data: pngs[s] }))),
);
console.log(`icons written to ${dir}`);
