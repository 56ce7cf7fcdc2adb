/**
 * The web view's allow-list rule (docs/api-chat.md "Web view"), the same as the Electron shop
 * window's navigation guard (`src/main/guards.ts`): only `https:` and a hostname exactly on the
 * list (`api/v3/config` `web_view_hosts`); no credentials in the URL. Anything else is refused
 * with its host named, or is not a URL at all.
 */
export type WebViewDecision =
  { action: 'allow'; url: string } | { action: 'refuse'; host: string } | { action: 'invalid' };

export function webViewDecision(raw: string, hosts: readonly string[]): WebViewDecision {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return { action: 'invalid' };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { action: 'invalid' };
  const host = u.hostname.toLowerCase();
  const listed = hosts.some((h) => h.trim().toLowerCase() === host);
  if (u.protocol !== 'https:' || !listed || u.username || u.password) {
    return { action: 'refuse', host: u.host || raw.slice(0, 80) };
  }
  return { action: 'allow', url: u.href };
}
