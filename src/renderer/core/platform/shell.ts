/**
 * The first view the h5 HTML paints before the app's code runs (issue 21: the `#shell` overlay
 * written by the boot script, h5/boot/boot.ts). The app renders under it and removes it once the
 * page is on screen: any page when it has rendered (`'page'`), and a page whose first view waits
 * for data (home: `data-release="data"`) when that data is laid out (`'data'`). Removing an
 * overlay moves nothing under it, so the take-over shifts no layout.
 */

/** At the latest this long after start the shell goes whatever the page did (a page that failed). */
export const SHELL_MAX_MS = 10_000;

export function releaseShell(when: 'page' | 'data'): void {
  if (typeof document === 'undefined') return;
  const shell = document.getElementById('shell');
  if (!shell) return;
  if (when === 'page' && shell.dataset.release === 'data') return;
  // the app's stylesheets load without blocking the first paint: the page shows once they apply
  void appCssReady().then(() => shell.remove());
}

/**
 * The app's stylesheets (`link[data-app-css]`, print styles until loaded so they do not block
 * the HTML's first paint; the boot script switches them on): switched on now where loaded, and
 * on load otherwise — here too, in case the boot script did not run. Resolves when all apply.
 */
export function appCssReady(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet || link.media === 'all') {
            link.media = 'all';
            resolve();
            return;
          }
          const done = () => {
            link.media = 'all';
            resolve();
          };
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * A route change: the shell goes unless the new route is the one it shows (`aliases`: routes
 * that show the same screen, such as the start route '' and the index on their way home).
 */
export function leaveShellRoute(path: string, aliases: Record<string, string> = {}): void {
  if (typeof document === 'undefined') return;
  const shell = document.getElementById('shell');
  if (!shell) return;
  const same = (p: string) => aliases[p] ?? p;
  if (same(path.split('?')[0] ?? '') !== same(shell.dataset.route ?? '')) shell.remove();
}
