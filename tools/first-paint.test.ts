// The build's first-paint plugin (scripts/first-paint.ts, issue 21): the shells' icons are the
// app's, every placeholder of their markup is filled, and the critical CSS keeps what they use.
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss, renderIcons } from '../scripts/first-paint';
import { SHELL_STRINGS, SHELLS } from '../src/renderer/h5/boot/shells';

describe('the shells of the HTML', () => {
  it('every {{key}} of the markup is a string or an icon', () => {
    const keys = new Set([...Object.keys(SHELL_STRINGS.en), ...Object.keys(renderIcons())]);
    for (const shell of Object.values(SHELLS)) {
      for (const m of shell.html.matchAll(/\{\{([\w.]+)\}\}/g)) expect(keys).toContain(m[1]);
    }
  });

  it("the build's icons are the tab bar's (core/layout/tab-icon-set.tsx)", async () => {
    // a renderer module (JSX, DOM types): loaded at run time, typed here by what it exports
    type Icon = () => null;
    // (its path through a variable: the node typecheck does not compile the renderer's JSX)
    const file = path.join(import.meta.dirname, '../src/renderer/core/layout/tab-icon-set.tsx');
    const { CartIcon, CategoryIcon, HomeIcon, MineIcon } = (await import(file)) as Record<
      'CartIcon' | 'CategoryIcon' | 'HomeIcon' | 'MineIcon',
      Icon
    >;
    const icons = renderIcons();
    const html = (C: Icon) => renderToStaticMarkup(createElement(C));
    expect(icons['icon.home']).toBe(html(HomeIcon));
    expect(icons['icon.category']).toBe(html(CategoryIcon));
    expect(icons['icon.cart']).toBe(html(CartIcon));
    expect(icons['icon.mine']).toBe(html(MineIcon));
  });
});

describe('critical CSS (scripts/first-paint.ts)', () => {
  const css =
    ':root{--a:1}body{margin:0}.a{color:red}.a .b{color:blue}.c{color:green}.a,.c{x:1}' +
    '@media (min-width:9px){.a{y:2}.c{y:3}}@keyframes k{0%{opacity:0}}.a:hover .b{z:1}';

  it("keeps the root rules and the rules of the shell's classes only", () => {
    expect(criticalCss(css, new Set(['a', 'b']))).toBe(
      ':root{--a:1}body{margin:0}.a{color:red}.a .b{color:blue}.a{x:1}' +
        '@media (min-width:9px){.a{y:2}}.a:hover .b{z:1}',
    );
  });

  it('reads the classes of markup', () => {
    expect([...classesOf('<div class="a  b"><p class="c"></p></div>')]).toEqual(['a', 'b', 'c']);
  });
});
