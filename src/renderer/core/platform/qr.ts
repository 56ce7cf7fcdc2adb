/**
 * QR codes and shareable links of the apps. The `qrcode` package is loaded on first use (a
 * dynamic import), so it stays out of every first load.
 */

/** The SVG markup of a QR code of `text` (error correction M, 2-module quiet zone). */
export async function qrSvg(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** A route of this app as a full URL (hash route), for a QR code another phone can scan. */
export function appRouteUrl(route: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/${route}`;
}

// issue 25 §8 / §2 (qr-save): the QR code as a PNG picture, and drawn onto a canvas of a card

/** A PNG data URL of the QR code of `text` (same code as qrSvg), `width` pixels square. */
export async function qrPngDataUrl(text: string, width = 512): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width });
}

/**
 * Draws the QR code of `text` (dark modules only, no quiet zone) into the square at (x, y) of
 * side `size` on a 2D canvas context; the caller paints the light background and margin.
 */
export async function drawQr(
  ctx: Pick<CanvasRenderingContext2D, 'fillRect' | 'fillStyle'>,
  text: string,
  x: number,
  y: number,
  size: number,
): Promise<void> {
  const QRCode = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  ctx.fillStyle = '#000';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) {
        // overlap by a fraction of a pixel so no seams show between neighbouring modules
        ctx.fillRect(x + col * cell, y + row * cell, cell + 0.5, cell + 0.5);
      }
    }
  }
}
