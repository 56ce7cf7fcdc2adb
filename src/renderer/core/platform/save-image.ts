/**
 * Saving an image the user is looking at (a poster, the QR card, a QR code) — spec section 8:
 * with no file path it fails with the message `no File`.
 *
 * Where the page may download a file (browsers, Electron's shop window) the image is downloaded
 * through an `<a download>`; a URL that is not already a data:/blob: URL is downloaded into a
 * Blob first (same origin, through core/api's transport), and the object URL made for it is revoked afterwards. Where a page cannot
 * put a picture into the photo album (WeChat's in-app browser, iOS — see `mustLongPress`) nothing
 * is downloaded: the answer tells the caller to show the image with the "long-press to save" hint.
 */
import { http } from '../api/client';

export interface SaveImageSource {
  /** What the user is looking at: a data: URL, a blob: URL or a same-origin http(s)/relative URL. */
  filePath?: string | null;
  /** The suggested file name of the download; default `image.png`. */
  fileName?: string;
}

export type SaveImageResult = { saved: true } | { saved: false; reason: 'long-press' };

/** The message of the error when there is nothing to save (spec section 8). */
export const NO_FILE = 'no File';

/** How long an object URL made for a download stays alive after the click. */
const REVOKE_AFTER_MS = 1000;

/**
 * True where the image must be saved by pressing and holding it: WeChat's in-app browser (it
 * blocks downloads on every OS) and iOS/iPadOS (a download there lands in Files, never in
 * Photos — only the long-press menu's "Save to Photos" puts a picture where people look for it;
 * before iOS 13 Safari could not download at all). iPadOS 13+ reports a Mac user agent and is
 * treated as the desktop browser it claims to be.
 */
export function mustLongPress(userAgent: string): boolean {
  if (/MicroMessenger/i.test(userAgent)) return true;
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent);
}

function isInline(path: string): boolean {
  return /^(data|blob):/i.test(path);
}

/** The picture behind a same-origin URL, through the kernel's transport (axios, like all HTTP). */
async function fetchBlob(path: string): Promise<Blob> {
  try {
    // absolute, so the wrapper does not put the API base in front of a page-relative media path
    return await http().download(new URL(path, window.location.href).href);
  } catch (e) {
    throw new Error(
      `could not load the image ${path}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

function clickDownload(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves the image at `source.filePath`; rejects with `Error('no File')` when there is none. */
export async function saveImage(
  source: SaveImageSource,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): Promise<SaveImageResult> {
  const path = source.filePath?.trim();
  if (!path) throw new Error(NO_FILE);
  if (mustLongPress(userAgent)) return { saved: false, reason: 'long-press' };

  const fileName = source.fileName || 'image.png';
  if (isInline(path)) {
    clickDownload(path, fileName);
    return { saved: true };
  }
  const href = URL.createObjectURL(await fetchBlob(path));
  try {
    clickDownload(href, fileName);
  } finally {
    // the browser reads the object URL after the click returns; let it go a moment later
    setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
  return { saved: true };
}
