/**
 * Removes metadata from uploaded images before they are stored (EXIF with its GPS position,
 * XMP, IPTC, comments, timestamps): a photo taken at home must not tell strangers where home is.
 *
 * - JPEG: keeps SOI, the JFIF APP0, ICC profiles (APP2 `ICC_PROFILE`, colours) and the Adobe
 *   APP14 (needed to decode CMYK/YCCK colours) and every non-APP segment; drops every other
 *   APPn (APP1 Exif/XMP, APP13 IPTC, ...) and COM. From SOS on the bytes are copied as they are.
 * - PNG: drops tEXt, zTXt, iTXt, eXIf, tIME (and dSIG, which they would invalidate); kept chunks
 *   are copied byte for byte (their CRCs stay valid); nothing after IEND is kept.
 * - WebP: drops the EXIF and XMP chunks, clears their VP8X flags and writes the RIFF size anew.
 * An image whose structure cannot be walked (a length beyond the end, no image data) is refused:
 * metadata could hide in what we could not read.
 *
 * Why our own ~150 lines instead of a library (measured 2026-11 with `npm view` / `npm pack`):
 * `sharp` re-encodes through libvips native binaries (per-platform optional packages, tens of MB,
 * not installable offline here); `exif-be-gone@1.5.1` removes only APP1 Exif/XMP from JPEGs
 * (COM and APP13 stay) and only the EXIF chunk from WebP without fixing the RIFF size or the
 * VP8X flags; `piexifjs` is JPEG-only and unmaintained since 2019.
 */
import type { ImageType } from './image-type';

export class UnreadableImage extends Error {}

function fail(what: string): never {
  throw new UnreadableImage(`image: ${what}`);
}

/** APPn segments a display needs: JFIF APP0, ICC APP2, Adobe APP14 (by their identifier). */
function keepJpegApp(marker: number, body: Buffer): boolean {
  const id = body.toString('latin1', 0, 12);
  if (marker === 0xe0) return id.startsWith('JFIF\0');
  if (marker === 0xe2) return id.startsWith('ICC_PROFILE\0');
  if (marker === 0xee) return id.startsWith('Adobe');
  return false;
}

export function stripJpeg(data: Buffer): Buffer {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) fail('not a JPEG');
  const out: Buffer[] = [data.subarray(0, 2)];
  let at = 2;
  while (at < data.length) {
    if (data[at] !== 0xff) fail('bad marker');
    // fill bytes: any number of 0xFF before a marker
    while (at < data.length && data[at] === 0xff) at += 1;
    if (at >= data.length) fail('truncated');
    const marker = data[at] as number;
    at += 1;
    if (marker === 0xd9) {
      out.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(out);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(Buffer.from([0xff, marker]));
      continue;
    }
    if (at + 2 > data.length) fail('truncated');
    const len = data.readUInt16BE(at);
    if (len < 2 || at + len > data.length) fail('segment beyond the end');
    const end = at + len;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data and whatever follows are the image itself.
      out.push(Buffer.from([0xff, 0xda]), data.subarray(at));
      return Buffer.concat(out);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const drop = marker === 0xfe || (isApp && !keepJpegApp(marker, data.subarray(at + 2, end)));
    if (!drop) out.push(Buffer.from([0xff, marker]), data.subarray(at, end));
    at = end;
  }
  return fail('no image data');
}

const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'dSIG']);

export function stripPng(data: Buffer): Buffer {
  const out: Buffer[] = [data.subarray(0, 8)];
  let at = 8;
  let first = true;
  while (at + 12 <= data.length) {
    const len = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) fail('bad chunk type');
    if (first && type !== 'IHDR') fail('IHDR first');
    first = false;
    const end = at + 12 + len;
    if (end > data.length) fail('chunk beyond the end');
    if (!PNG_DROP.has(type)) out.push(data.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  return fail('no IEND');
}

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

export function stripWebp(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 12;
  let image = false;
  while (at < data.length) {
    if (at + 8 > data.length) fail('truncated chunk header');
    const fourcc = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const padded = size + (size % 2);
    const end = at + 8 + padded;
    // the last chunk's pad byte may be missing
    if (at + 8 + size > data.length) fail('chunk beyond the end');
    const chunk = data.subarray(at, Math.min(end, data.length));
    if (fourcc === 'VP8X') {
      if (size < 10) fail('short VP8X');
      const copy = Buffer.from(chunk);
      copy[8] = (copy[8] as number) & ~(VP8X_EXIF | VP8X_XMP);
      out.push(copy);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') image = true;
      out.push(chunk.length % 2 ? Buffer.concat([chunk, Buffer.alloc(1)]) : chunk);
    }
    at = end;
  }
  if (!image) fail('no image data');
  const body = Buffer.concat(out);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

/** The image without its metadata; throws UnreadableImage when its structure is broken. */
export function stripImageMetadata(data: Buffer, type: ImageType): Buffer {
  if (type.ext === 'jpg') return stripJpeg(data);
  if (type.ext === 'png') return stripPng(data);
  return stripWebp(data);
}
