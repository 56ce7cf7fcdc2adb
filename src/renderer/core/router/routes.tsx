/**
 * The router is built from the `pages/` tree (ARCHITECTURE.md): one file per screen, its path
 * the hash route. `_parts/` folders and tests are not routes. Each page loads lazily: the
 * loading indicator appears after PAGE_LOAD_DELAY_MS, and after PAGE_LOAD_TIMEOUT_MS a
 * loading-error screen offers a retry.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PAGE_LOAD_TIMEOUT_MS } from '../../../shared/constants';
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

  if (Comp) return <Comp />;
  if (failed) return <PageLoadError onRetry={retry} />;
  return <PageLoading />;
}

export function buildRoutes(
  modules: Record<string, PageLoader>,
  opts: { index: string; notFound: ComponentType },
): { routes: RouteObject[]; paths: string[]; loaders: Map<string, PageLoader> } {
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
  children.push({ path: '*', element: <NotFound /> });
  return { routes: children, paths: paths.sort(), loaders };
}
