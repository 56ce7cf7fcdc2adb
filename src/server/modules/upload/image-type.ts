/** What an uploaded image is, by its magic bytes (never by its name or its declared type). */
export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by magic bytes; null for anything else. */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  if (data.length >= 16 && data.subarray(0, 8).equals(PNG_MAGIC)) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (
    data.length >= 16 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}
