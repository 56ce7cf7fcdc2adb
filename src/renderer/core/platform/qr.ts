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
