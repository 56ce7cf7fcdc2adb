// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_TIMEOUT_MS } from '../../../shared/constants';
import { setLanguage } from '../i18n';
import { NotFound } from '../ui';
import { buildRoutes, routePathOf, withTimeout, type PageLoader, type PageModule } from './routes';

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function stubPage(text: string): PageModule {
  return { default: () => <p data-page={text}>{text}</p> };
}

const notFound = () => <NotFound homePath="/pages/index/index" />;

function renderAt(modules: Record<string, PageLoader>, path: string) {
  const { routes } = buildRoutes(modules, { index: 'pages/index/index', notFound });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
}

// as the app mounts them (core/bootstrap.tsx): the declarative router with useRoutes
function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('routePathOf', () => {
  it('maps page files to their route path', () => {
    expect(routePathOf('../pages/subpack/goods/detail.tsx')).toBe('pages/subpack/goods/detail');
    expect(routePathOf('../pages/index/index.tsx')).toBe('pages/index/index');
    expect(routePathOf('./pages/login/login_success.tsx')).toBe('pages/login/login_success');
    expect(routePathOf('pages/user/user.tsx')).toBe('pages/user/user');
  });

  it('gives system files their bare name', () => {
    expect(routePathOf('../system/choose-location.tsx')).toBe('choose-location');
  });

  it('excludes _parts, tests and non-page files', () => {
    expect(routePathOf('../pages/goods/_parts/SkuPicker.tsx')).toBeNull();
    expect(routePathOf('../pages/goods/detail.test.tsx')).toBeNull();
    expect(routePathOf('../pages/goods/helpers.ts')).toBeNull();
    expect(routePathOf('../core/ui/Price.tsx')).toBeNull();
  });
});

describe('buildRoutes', () => {
  it('adds a "/" alias for the index page and a "*" not-found route last', () => {
    const load = () => Promise.resolve(stubPage('x'));
    const { routes, paths } = buildRoutes(
      {
        '../pages/user/user.tsx': load,
        '../pages/index/index.tsx': load,
        '../pages/index/_parts/Banner.tsx': load,
        '../system/choose-location.tsx': load,
      },
      { index: 'pages/index/index', notFound },
    );
    expect(paths).toEqual(['choose-location', 'pages/index/index', 'pages/user/user']);
    const routePaths = routes.map((r) => r.path);
    expect(routePaths).toContain('/pages/index/index');
    expect(routePaths).toContain('/choose-location');
    expect(routePaths.filter((p) => p === '/')).toHaveLength(1);
    expect(routePaths.at(-1)).toBe('*');
    expect(routePaths).not.toContain('/pages/index/_parts/Banner');
  });

  it('renders a page and the index at "/"', async () => {
    const modules = {
      '../pages/index/index.tsx': () => Promise.resolve(stubPage('home')),
      '../pages/user/user.tsx': () => Promise.resolve(stubPage('mine')),
    };
    renderAt(modules, '/pages/user/user');
    expect(await screen.findByText('mine')).toBeTruthy();
    cleanup();
    renderAt(modules, '/');
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('shows the NotFound screen for an unknown path', async () => {
    const { container } = renderAt(
      { '../pages/index/index.tsx': () => Promise.resolve(stubPage('home')) },
      '/pages/nowhere/nothing',
    );
    expect(container.querySelector('[data-page="not-found"]')).not.toBeNull();
    expect(screen.getAllByText('Page not found').length).toBeGreaterThan(0);
    expect(screen.queryByText('home')).toBeNull();
  });

  it('shows the retry screen when a page fails to load, and the page after a retry', async () => {
    let calls = 0;
    const load = vi.fn<PageLoader>(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve(stubPage('detail'));
    });
    renderAt({ '../pages/goods/detail.tsx': load }, '/pages/goods/detail');
    expect(await screen.findByText('The page failed to load')).toBeTruthy();
    expect(screen.queryByText('detail')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('detail')).toBeTruthy();
    expect(screen.queryByText('The page failed to load')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries a failed page by itself when the connection comes back (issue 18)', async () => {
    let calls = 0;
    const load = vi.fn<PageLoader>(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve(stubPage('offline-detail'));
    });
    renderAt({ '../pages/goods/offline.tsx': load }, '/pages/goods/offline');
    expect(await screen.findByText('The page failed to load')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('offline-detail')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the retry screen when a page does not load within the timeout', async () => {
    vi.useFakeTimers();
    const load = vi.fn<PageLoader>(() => new Promise<PageModule>(() => undefined));
    renderAt({ '../pages/goods/slow.tsx': load }, '/pages/goods/slow');
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('The page failed to load')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('The page failed to load')).toBeTruthy();
  });
});

describe('withTimeout', () => {
  it('rejects after the time', async () => {
    vi.useFakeTimers();
    const p = withTimeout(new Promise<number>(() => undefined), 1000);
    const settled = vi.fn();
    p.then(settled, settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    const check = expect(p).rejects.toThrow('page load timeout');
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });

  it('resolves in time and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(5), 1000)).resolves.toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a rejection through as an Error', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a non-Error reason on purpose
    await expect(withTimeout(Promise.reject('text'), 1000)).rejects.toThrow('text');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('buildRoutes loaders', () => {
  it('answers the loader of each route path (the start page preloads through it)', () => {
    const home: PageLoader = () => Promise.resolve(stubPage('home'));
    const detail: PageLoader = () => Promise.resolve(stubPage('detail'));
    const { loaders } = buildRoutes(
      {
        '../pages/index/index.tsx': home,
        '../pages/subpack/goods/detail.tsx': detail,
        '../pages/index/_parts/x.tsx': detail,
      },
      { index: 'pages/index/index', notFound },
    );
    expect(loaders.get('pages/index/index')).toBe(home);
    expect(loaders.get('pages/subpack/goods/detail')).toBe(detail);
    expect(loaders.size).toBe(2);
  });
});

// issue 21: the h5 entry holds the tab pages only; the rest come from a lazily loaded map
describe('buildRoutes with a lazily loaded page map', () => {
  function renderWithMap(
    modules: Record<string, PageLoader>,
    more: () => Promise<Record<string, PageLoader>>,
    path: string,
  ) {
    const built = buildRoutes(modules, { index: 'pages/index/index', notFound, more });
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={built.routes} />
      </MemoryRouter>,
    );
    return built;
  }
  const eager = { '../pages/index/index.tsx': () => Promise.resolve(stubPage('home')) };
  const map = {
    '../pages/index/index.tsx': () => Promise.resolve(stubPage('home')),
    '../pages/subpack/goods/detail.tsx': () => Promise.resolve(stubPage('detail')),
    '../system/choose-location.tsx': () => Promise.resolve(stubPage('location')),
  };

  it('a tab page renders without loading the map', async () => {
    const more = vi.fn(() => Promise.resolve(map));
    renderWithMap(eager, more, '/pages/index/index');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(more).not.toHaveBeenCalled();
  });

  it('a deep link to another page loads the map once and renders the page', async () => {
    const more = vi.fn(() => Promise.resolve(map));
    const { resolve } = renderWithMap(eager, more, '/pages/subpack/goods/detail');
    expect(await screen.findByText('detail')).toBeTruthy();
    expect(await resolve('choose-location')).toBe(map['../system/choose-location.tsx']);
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('a path in neither shows the not-found screen', async () => {
    renderWithMap(eager, () => Promise.resolve(map), '/pages/nowhere/nothing');
    expect(await screen.findAllByText('Page not found')).not.toHaveLength(0);
  });

  it('a map that fails to load offers a retry that loads it again', async () => {
    let calls = 0;
    const more = vi.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(map);
    });
    renderWithMap(eager, more, '/pages/subpack/goods/detail');
    expect(await screen.findByText('The page failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('detail')).toBeTruthy();
    expect(more).toHaveBeenCalledTimes(2);
  });
});
