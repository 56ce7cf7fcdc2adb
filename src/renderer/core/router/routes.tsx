/**
 * The router is built from the `pages/` tree (ARCHITECTURE.md): one file per screen, its path
 * the hash route. `_parts/` folders and tests are not routes. Each page loads lazily: the
 * loading indicator appears after PAGE_LOAD_DELAY_MS, and after PAGE_LOAD_TIMEOUT_MS a
 * loading-error screen offers a retry.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { PAGE_LOAD_TIMEOUT_MS } from '../../../shared/constants';
import { releaseShell } from '../platform/shell';
import { PageLoadError } from '../ui/PageLoadError';
import { PageLoading } from '../ui/PageLoading';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** '../pages/subpack/goods/detail.tsx' → 'pages/subpack/goods/detail'; system files keep their name. */
export function routePathOf(file: string): string | null {
  const m = /(?:^|\/)(pages\/.+|system\/.+)\.tsx$/.exec(file);
  if (!m?.[1]) return null;
  const rel = m[1];
  if (rel.includes('/_parts/') || rel.endsWith('.test')) return null;
  return rel.startsWith('system/') ? rel.slice('system/'.length) : rel;
}

export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('page load timeout')), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const loaded = new Map<PageLoader, ComponentType>();

function LazyPage({ load }: { load: PageLoader }) {
  const [Comp, setComp] = useState<ComponentType | null>(() => loaded.get(load) ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Comp) return;
    let live = true;
    withTimeout(load(), PAGE_LOAD_TIMEOUT_MS).then(
      (mod) => {
        loaded.set(load, mod.default);
        if (live) setComp(() => mod.default);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [Comp, load, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);

  // the HTML's first view (core/platform/shell.ts) gives way once the page is on screen
  useEffect(() => {
    if (Comp || failed) releaseShell('page');
  }, [Comp, failed]);

  if (Comp) return <Comp />;
  if (failed) return <PageLoadError onRetry={retry} />;
  return <PageLoading />;
}

/** The rest of an app's pages, as a lazily loaded chunk (the h5 app's ./page-map). */
export type PageMapLoader = () => Promise<Record<string, PageLoader>>;

/**
 * A route that is not among the eager pages: looked up in the lazily loaded page map (its first
 * use loads the map: a deep link, a link to a screen that is not a tab); not there, the
 * not-found screen. The map's load failing (offline) offers the retry of a page that failed.
 */
function MapRoute({
  resolve,
  notFound: NotFound,
}: {
  resolve: (path: string) => Promise<PageLoader | null>;
  notFound: ComponentType;
}) {
  const path = useLocation().pathname.replace(/^\/+/, '');
  const [found, setFound] = useState<{ path: string; load: PageLoader | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    withTimeout(resolve(path), PAGE_LOAD_TIMEOUT_MS).then(
      (load) => {
        if (live) setFound({ path, load });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [path, resolve, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);
  const missing = found?.path === path && !found.load;
  useEffect(() => {
    if (missing || failed) releaseShell('data');
  }, [missing, failed]);
  if (found?.path === path) {
    return found.load ? <LazyPage key={path} load={found.load} /> : <NotFound />;
  }
  if (failed) return <PageLoadError onRetry={retry} />;
  return <PageLoading />;
}

/**
 * The routes of the pages in `modules` (loaded when first shown), a "/" alias of the index page,
 * and a last route for anything else: the not-found screen, or, with `more`, a lookup in a
 * lazily loaded map of the other pages first (issue 21: the h5 app's 205 routes cost 15 KB gzip
 * of its first load as one table, so only the tab pages are in the entry). `resolve` answers the
 * loader of any route path, from the map if need be (null: no such page).
 */
export function buildRoutes(
  modules: Record<string, PageLoader>,
  opts: { index: string; notFound: ComponentType; more?: PageMapLoader },
): {
  routes: RouteObject[];
  paths: string[];
  loaders: Map<string, PageLoader>;
  resolve: (path: string) => Promise<PageLoader | null>;
} {
  const children: RouteObject[] = [];
  const paths: string[] = [];
  const loaders = new Map<string, PageLoader>();
  for (const [file, load] of Object.entries(modules)) {
    const p = routePathOf(file);
    if (!p) continue;
    paths.push(p);
    loaders.set(p, load);
    // Keyed by route: React must not carry one page's loaded component over to the next.
    children.push({ path: `/${p}`, element: <LazyPage key={p} load={load} /> });
    if (p === opts.index) children.push({ path: '/', element: <LazyPage key="/" load={load} /> });
  }
  const NotFound = opts.notFound;
  const more = opts.more;
  let map: Promise<Map<string, PageLoader>> | null = null;
  const resolve = async (path: string): Promise<PageLoader | null> => {
    const eager = loaders.get(path);
    if (eager || !more) return eager ?? null;
    map ??= more().then(
      (mods) => {
        const byPath = new Map<string, PageLoader>();
        for (const [file, load] of Object.entries(mods)) {
          const p = routePathOf(file);
          if (p) byPath.set(p, load);
        }
        return byPath;
      },
      (err: unknown) => {
        map = null; // offline: the next try loads it again
        throw err;
      },
    );
    return (await map).get(path) ?? null;
  };
  children.push({
    path: '*',
    element: more ? <MapRoute resolve={resolve} notFound={NotFound} /> : <NotFound />,
  });
  return { routes: children, paths: paths.sort(), loaders, resolve };
}
