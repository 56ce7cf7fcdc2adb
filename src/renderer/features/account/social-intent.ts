/**
 * The provider returns every authorisation to one page (pages/subpack2/thirdLogin/thirdLogin,
 * the server's SOCIAL_CALLBACK), for logging in and for binding alike. Before leaving for the
 * provider, the binding page remembers the authorisation's `state` here; the return page then
 * hands a remembered state to binding-wechat-success (bind_wechat) instead of logging in.
 */
const KEY = 'socialBindState';

/** The `state` query parameter of an authorize URL, or ''. */
export function stateOf(authorizeUrl: string): string {
  try {
    return new URL(authorizeUrl, 'http://x').searchParams.get('state') ?? '';
  } catch {
    return '';
  }
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberBindState(state: string): void {
  if (state) session()?.setItem(KEY, state);
}

/** True (once) when `state` is the remembered binding's. */
export function takeBindState(state: string, store: Storage | null = session()): boolean {
  const saved = store?.getItem(KEY);
  if (!saved || saved !== state) return false;
  store?.removeItem(KEY);
  return true;
}
