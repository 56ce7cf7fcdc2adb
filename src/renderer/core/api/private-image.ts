/**
 * A private upload (ID card photo, `/api/upload/private/<key>`) on screen. The server serves it
 * to its owner's session only, and an `<img src>` cannot send the Authorization header (a token
 * in the URL would end up in logs and history), so the image is fetched as a Blob through the
 * request wrapper's `download` and shown from an object URL, which is revoked when the URL
 * changes or the component goes away (and the fetch is cancelled).
 */
import { useEffect, useState } from 'react';
import { http } from './client';

/** A path of the private file route: only these are fetched with the session. */
export function isPrivateUploadUrl(url: string): boolean {
  return /^\/?api\/upload\/private\/[0-9]{4}\/[0-9]{2}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp)$/.test(
    url,
  );
}

export interface PrivateImage {
  /** an object URL for `<img src>`, or null while loading, failed or none */
  src: string | null;
  failed: boolean;
}

export function usePrivateImage(url: string | null | undefined): PrivateImage {
  const [state, setState] = useState<PrivateImage>({ src: null, failed: false });
  useEffect(() => {
    setState({ src: null, failed: false });
    if (!url || !isPrivateUploadUrl(url)) return undefined;
    const ctrl = new AbortController();
    let objectUrl: string | null = null;
    let live = true;
    http()
      .download(url, ctrl.signal)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (live) setState({ src: null, failed: true });
      });
    return () => {
      live = false;
      ctrl.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
