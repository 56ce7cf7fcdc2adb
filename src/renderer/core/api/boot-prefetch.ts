/**
 * The answers the h5 app's inline boot script started before the app's code arrived (issue 21,
 * h5/boot/boot.ts): the request layer (./http.ts) takes each one once, for the first GET of the
 * same URL and query (the `timestamp` and `token` the wrappers add left out), instead of sending
 * that request again. Anything else, or a second call, goes to the network as before.
 */

export interface BootResponse {
  status: number;
  /** raw header lines, `name: value\r\n` */
  headers: string;
  body: string;
}

interface BootState {
  responses?: Record<string, Promise<BootResponse> | undefined>;
}

/** The key of a request: path and sorted query without `timestamp` and `token`. */
export function requestKey(url: string): string {
  const u = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  const pairs: string[] = [];
  u.searchParams.forEach((v, k) => {
    if (k !== 'timestamp' && k !== 'token') pairs.push(`${k}=${v}`);
  });
  return `${u.pathname}?${pairs.sort().join('&')}`;
}

/** The boot's started answer for this GET, once; null when there is none (or it was taken). */
export function takeBootResponse(url: string): Promise<BootResponse> | null {
  const state = (globalThis as { __shopBoot?: BootState }).__shopBoot;
  const responses = state?.responses;
  if (!responses) return null;
  const key = requestKey(url);
  const started = responses[key];
  if (!started) return null;
  delete responses[key];
  return started;
}
