// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveShellRoute, releaseShell } from './shell';

function shell(release: string, route: string) {
  document.body.innerHTML = `<div id="shell" data-release="${release}" data-route="${route}"></div>`;
}
const present = () => document.getElementById('shell') !== null;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the HTML first view gives way to the app (issue 21)', () => {
  it('a page released by its render goes once any page rendered', async () => {
    shell('page', 'pages/category/category');
    releaseShell('page');
    await vi.waitFor(() => expect(present()).toBe(false));
  });

  it('home waits for its data: a page render keeps it, its data removes it', async () => {
    shell('data', 'pages/index/index');
    releaseShell('page');
    await new Promise((r) => setTimeout(r, 10));
    expect(present()).toBe(true);
    releaseShell('data');
    await vi.waitFor(() => expect(present()).toBe(false));
  });

  it("waits for the app's stylesheets, switched on when they load", async () => {
    shell('page', 'pages/cart/cart');
    const link = document.createElement('link');
    link.setAttribute('data-app-css', '');
    link.media = 'print';
    document.head.appendChild(link);
    releaseShell('page');
    await new Promise((r) => setTimeout(r, 10));
    expect(present()).toBe(true);
    link.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(present()).toBe(false));
    expect(link.media).toBe('all');
    link.remove();
  });

  it('a route change removes it unless the new route shows the same screen', () => {
    const aliases = { '': 'pages/index/index', 'pages/index/init': 'pages/index/index' };
    shell('data', '');
    leaveShellRoute('pages/index/index', aliases);
    expect(present()).toBe(true);
    leaveShellRoute('pages/subpack/search/search?k=1', aliases);
    expect(present()).toBe(false);
    releaseShell('data'); // nothing left: no error
  });
});
