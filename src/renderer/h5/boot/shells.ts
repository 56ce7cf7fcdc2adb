/**
 * The static first views of the four tab screens that the h5 HTML paints before the app's code
 * runs (issue 21; h5/boot/boot.ts writes one into `#shell`, scripts/first-paint.ts inlines these
 * and the CSS their classes use). The markup is the real components' (TabBarLayout + MainTabs,
 * HomeScreen's title bar, banner and top placeholder, CategoryScreen's, CartScreen's and
 * MineScreen's headers) with the same class names, so the app's own CSS lays them out the same;
 * shells.test.ts holds the strings to the app's and the icons to the tab bar's.
 */

export interface BootShell {
  /** the markup of the first view, `{{key}}` replaced by the language's string */
  html: string;
  /** 'data': the page removes the shell itself once its first data is on screen (home) */
  release: 'page' | 'data';
}

export interface BootData {
  step: 'paint' | 'prefetch';
  /** route path (no query) → the name of its shell; '' is the start route */
  routes: Record<string, string>;
  shells: Record<string, BootShell>;
  /** language → key → string, for `{{key}}` in the markup */
  strings: Record<string, Record<string, string>>;
  /** markup shared by the shells (the icons), for `{{key}}` too */
  parts: Record<string, string>;
  /**
   * step 'prefetch': the app's entry module and its static imports (the build's modulepreloads),
   * which the boot script adds once the first view has painted (boot.ts `startApp`)
   */
  app?: { entry: string; preloads: string[] };
  /** step 'prefetch': the runtime settings script (runtime-config.js) to load first */
  config?: string;
}

/** The icons' SVG markup, rendered at build time from antd-mobile-icons (tab-icon-set.tsx). */
export interface ShellIcons {
  'icon.home': string;
  'icon.category': string;
  'icon.cart': string;
  'icon.mine': string;
  'icon.search': string;
}

// Copies of the strings, as the build has no i18n: shells.test.ts holds them equal to the app's.
/** The strings the shells show, by the app's i18n key (shells.test.ts: equal to the app's). */
export const SHELL_STRINGS = {
  'zh-CN': {
    'common.appName': '商城',
    'home.searchPlaceholder': '搜索商品',
    'tabs.home': '首页',
    'tabs.category': '分类',
    'tabs.cart': '购物车',
    'tabs.mine': '我的',
    'category.title': '分类',
    'cart.title': '购物车',
    'detail.title': '商品详情',
  },
  en: {
    'common.appName': 'Shop',
    'home.searchPlaceholder': 'Search goods',
    'tabs.home': 'Home',
    'tabs.category': 'Categories',
    'tabs.cart': 'Cart',
    'tabs.mine': 'Me',
    'category.title': 'Categories',
    'cart.title': 'Cart',
    'detail.title': 'Product details',
  },
} satisfies Record<string, Record<string, string>>;

const TABS = [
  ['pages/index/index', 'icon.home', 'tabs.home'],
  ['pages/category/category', 'icon.category', 'tabs.category'],
  ['pages/cart/cart', 'icon.cart', 'tabs.cart'],
  ['pages/user/user', 'icon.mine', 'tabs.mine'],
] as const;

/** core/ui TabBarLayout with MainTabs' four tabs, `active` selected; icons as `{{icon.…}}`. */
function tabBarLayout(active: string, body: string): string {
  const items = TABS.map(
    ([route, icon, title]) =>
      `<div class="adm-tab-bar-item${route === active ? ' adm-tab-bar-item-active' : ''}">` +
      `<div class="adm-badge-wrapper"><div class="adm-tab-bar-item-icon"><span aria-hidden="true">{{${icon}}}</span></div></div>` +
      `<div class="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon"><button type="button" class="ui-tabbar__button">{{${title}}}</button></div></div>`,
  ).join('');
  return (
    `<div class="ui-tabbar-layout"><div class="ui-tabbar-layout__body">${body}</div>` +
    `<nav class="ui-tabbar"><div class="adm-tab-bar" style="--adm-color-primary: #FF4A38;"><div class="adm-tab-bar-wrap">${items}</div>` +
    `<div class="adm-safe-area adm-safe-area-position-bottom"></div></div></nav></div>`
  );
}

/** Route → shell name: the start route shows the start page on its way home, so home's view. */
export const SHELL_ROUTES: Record<string, string> = {
  '': 'home',
  'pages/index/init': 'home',
  'pages/index/index': 'home',
  'pages/category/category': 'category',
  'pages/cart/cart': 'cart',
  'pages/user/user': 'mine',
  'pages/subpack/goods/detail': 'goods',
};

export const SHELLS: Record<string, BootShell> = {
  home: {
    release: 'data',
    html: tabBarLayout(
      'pages/index/index',
      `<div class="home"><header class="home__bar"><span class="home__brand">{{common.appName}}</span>` +
        `<a class="home__search">{{icon.search}} {{home.searchPlaceholder}}</a></header>` +
        `<div class="ui-pull"><div class="ui-pull__head"></div><div class="ui-pull__content">` +
        `<div class="home__banners"><div class="ui-carousel"><div class="ui-carousel__track"><div class="ui-carousel__slide">` +
        `<a class="home__banner"><img data-lcp alt=""></a></div></div></div></div>` +
        `<div class="home__top-loading"></div></div></div></div>`,
    ),
  },
  category: {
    release: 'page',
    html: tabBarLayout(
      'pages/category/category',
      `<div class="category"><header class="tab-title"><h1>{{category.title}}</h1></header></div>`,
    ),
  },
  cart: {
    release: 'page',
    html: tabBarLayout(
      'pages/cart/cart',
      `<div class="ui-page cart-screen"><header class="ui-page__header"><div class="adm-nav-bar">` +
        `<div class="adm-nav-bar-left"></div><div class="adm-nav-bar-title"><h1 class="ui-page__title">{{cart.title}}</h1></div>` +
        `<div class="adm-nav-bar-right"></div></div></header></div>`,
    ),
  },
  // features/catalogue GoodsDetailScreen in PageFrame: the nav bar, the square gallery (its first
  // image set by the boot script once goods_detail answers, the page's LCP element) and the
  // price/title card's frame. Measured reason: the detail painted nothing before the app and
  // its page chunk had run (Lighthouse mobile FCP 4.1–4.9 s).
  goods: {
    release: 'page',
    html:
      `<div class="ui-page detail-page"><header class="ui-page__header"><div class="adm-nav-bar">` +
      `<div class="adm-nav-bar-left"></div><div class="adm-nav-bar-title"><h1 class="ui-page__title">{{detail.title}}</h1></div>` +
      `<div class="adm-nav-bar-right"></div></div></header><main class="ui-page__body">` +
      `<section class="detail-gallery"><div class="detail-gallery__slide"><img data-lcp alt=""></div></section>` +
      `<section class="detail-card detail-info"><div class="detail-info__price"></div></section></main></div>`,
  },
  mine: {
    release: 'page',
    html: tabBarLayout(
      'pages/user/user',
      `<div class="mine"><section class="mine__head"><div class="mine__profile">` +
        `<div class="mine__avatar mine__avatar--empty"></div></div></section></div>`,
    ),
  },
};
