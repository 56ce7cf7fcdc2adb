/** Return targets carried in a `redirect` query parameter between wallet steps. */

/** Only an in-app page path ('pages/...', with its query) is followed; anything else is null. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.replace(/^\/+/, '');
  if (!/^pages\/[\w/-]+(\?[^#\s]*)?$/.test(path)) return null;
  return path;
}

/** `base` with `?redirect=<encoded target>` (or `&` when base has a query); base when none. */
export function withRedirect(base: string, target: string | null | undefined): string {
  const safe = safeRedirect(target);
  if (!safe) return base;
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(safe)}`;
}
