/**
 * A return page's parameter: providers append `code` and `state` to the redirect URL, which
 * lands either inside the hash (`#/page?code=`) or before it (`/h5/?code=#/page`).
 */
export function returnParam(hashParams: URLSearchParams, name: string): string {
  const inHash = hashParams.get(name);
  if (inHash) return inHash;
  try {
    return new URLSearchParams(window.location.search).get(name) ?? '';
  } catch {
    return '';
  }
}

/** A link to share: the server may answer a path (`/h5/#/...`); friends need the full URL. */
export function absoluteUrl(url: string, origin = window.location.origin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
