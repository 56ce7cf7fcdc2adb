/**
 * The demo's pictures, drawn as SVG from Fluent Emoji (flat, MIT, © Microsoft Corporation; see
 * NOTICE-fluent-emoji.md): product shots on a soft studio background with a floor shadow, wide
 * banners with a headline, zone tiles, category icons, brand wordmarks, shop logos, avatars, live
 * and news covers. Pure functions of their arguments (deterministic); each emoji is defined once
 * as a <symbol> and placed with <use>, which keeps a picture small.
 */
import { sha256 } from '../../lib/crypto';
import subset from './emoji-subset.json';
import type { BannerArt, GoodsArt } from './pictures';

interface Emoji {
  body: string;
  hue: number;
}

const EMOJI = subset as Record<string, Emoji>;

export function hasEmoji(name: string): boolean {
  return name in EMOJI;
}

export function hueOf(name: string): number {
  return EMOJI[name]?.hue ?? 40;
}

const FONT = `font-family="'PingFang SC','Noto Sans CJK SC','Microsoft YaHei','Source Han Sans SC',sans-serif"`;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small deterministic number from a seed string: 0..n-1. */
function pick(seed: string, n: number): number {
  return parseInt(sha256(seed).slice(0, 8), 16) % n;
}

class Picture {
  private readonly defs: string[] = [];
  private readonly symbols = new Map<string, string>();
  private readonly body: string[] = [];
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private symbol(name: string): string {
    let id = this.symbols.get(name);
    if (!id) {
      const e = EMOJI[name];
      if (!e) throw new Error(`media: emoji "${name}" is not in the subset`);
      id = `e${this.symbols.size}`;
      this.symbols.set(name, id);
      this.defs.push(`<symbol id="${id}" viewBox="0 0 32 32">${e.body}</symbol>`);
    }
    return id;
  }

  def(s: string): this {
    this.defs.push(s);
    return this;
  }

  add(s: string): this {
    this.body.push(s);
    return this;
  }

  /** The emoji in a size x size box at (x, y), optionally turned by `rotate` degrees. */
  emoji(name: string, x: number, y: number, size: number, rotate = 0): this {
    const id = this.symbol(name);
    const r = rotate ? ` transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"` : '';
    return this.add(
      `<use href="#${id}" x="${r2(x)}" y="${r2(y)}" width="${r2(size)}" height="${r2(size)}"${r}/>`,
    );
  }

  /** A soft floor shadow under an object standing on y. */
  shadow(cx: number, y: number, rx: number, hue: number): this {
    if (!this.defs.some((d) => d.startsWith('<filter id="blur"')))
      this.def(
        '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>',
      );
    return this.add(
      `<ellipse cx="${r2(cx)}" cy="${r2(y)}" rx="${r2(rx)}" ry="${r2(rx * 0.14)}" fill="hsl(${hue},35%,30%)" opacity=".22" filter="url(#blur)"/>`,
    );
  }

  /** A soft studio background: a radial wash of the hue. */
  studio(hue: number): this {
    this.def(
      `<radialGradient id="bg" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="hsl(${hue},85%,97%)"/><stop offset="1" stop-color="hsl(${hue},55%,86%)"/></radialGradient>`,
    );
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="url(#bg)"/>`);
  }

  text(
    s: string,
    x: number,
    y: number,
    size: number,
    fill: string,
    opts: { weight?: number; anchor?: 'start' | 'middle' | 'end' } = {},
  ): this {
    return this.add(
      `<text x="${r2(x)}" y="${r2(y)}" ${FONT} font-size="${size}" font-weight="${opts.weight ?? 400}" text-anchor="${opts.anchor ?? 'start'}" fill="${fill}">${esc(s)}</text>`,
    );
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function r2(n: number): number {
  return Math.round(n * 10) / 10;
}

const FOOD_TOPS = new Set([
  '新鲜水果',
  '新鲜蔬菜',
  '肉禽蛋品',
  '海鲜水产',
  '速冻食品',
  '坚果炒货',
  '饼干糕点',
  '糖果巧克力',
  '肉干肉脯',
  '米面杂粮',
  '方便速食',
  '进货蔬菜',
  '奶粉辅食',
]);

/** The background hue of a goods: its emoji's colour, shifted a little per goods id. */
function goodsHue(art: GoodsArt, id: string): number {
  return (hueOf(art.emoji) + pick(`hue:${id}`, 25) - 12 + 360) % 360;
}

/** The main product shot: the object large and centred, a companion beside it. */
function mainShot(p: Picture, art: GoodsArt, id: string, hue: number): void {
  const left = pick(`side:${id}`, 2) === 0;
  if (art.second) {
    const x = left ? 45 : 105;
    p.shadow(200, 338, 135, hue);
    p.emoji(art.emoji, x, 60, 250);
    p.emoji(art.second, left ? 245 : 30, 215, 125, left ? 8 : -8);
  } else {
    p.shadow(200, 338, 125, hue);
    p.emoji(art.emoji, 65, 60, 270);
  }
}

/** The gallery: 1 the hero shot, 2 a close-up, 3 a pair, 4 on a plate / with its box, 5 a flat lay. */
function galleryShot(p: Picture, art: GoodsArt, id: string, n: number, hue: number): void {
  switch (((n - 1) % 5) + 1) {
    case 2: // close-up
      p.shadow(200, 372, 170, hue);
      p.emoji(art.emoji, 25, 25, 350);
      break;
    case 3: // a pair
      p.shadow(205, 330, 150, hue);
      p.emoji(art.emoji, 40, 120, 190, -10);
      p.emoji(art.emoji, 170, 90, 210, 6);
      break;
    case 4: // on a plate (food) or beside its box
      if (FOOD_TOPS.has(art.leaf)) {
        p.shadow(200, 335, 160, hue);
        p.emoji('fork-and-knife-with-plate', 30, 40, 340);
        p.emoji(art.emoji, 110, 110, 180);
      } else {
        p.shadow(200, 335, 160, hue);
        p.emoji('package', 200, 150, 170);
        p.emoji(art.emoji, 50, 90, 220);
      }
      break;
    case 5: {
      // a flat lay: the object in the middle, small ones around it
      const around = art.second ?? art.emoji;
      const spots: [number, number, number][] = [
        [30, 40, -15],
        [290, 50, 20],
        [40, 290, 10],
        [295, 280, -20],
      ];
      for (const [x, y, r] of spots) p.emoji(around, x, y, 80, r);
      p.shadow(200, 315, 100, hue);
      p.emoji(art.emoji, 105, 95, 190);
      break;
    }
    default:
      mainShot(p, art, id, hue);
      p.emoji('sparkles', 300, 40, 60);
  }
}

/** A SKU picture: `count` of the object (a pack), or the object on a swatch of its colour. */
function skuShot(
  p: Picture,
  art: GoodsArt,
  count: number,
  colour: string | null,
  hue: number,
): void {
  if (colour) {
    p.add(`<circle cx="200" cy="190" r="150" fill="${colour}" stroke="#fff" stroke-width="8"/>`);
    p.shadow(200, 335, 120, hue);
    p.emoji(art.emoji, 95, 85, 210);
    return;
  }
  const n = Math.max(1, Math.min(count, 12));
  if (n === 1) return mainShot(p, art, 'sku', hue);
  const cols = n <= 2 ? 2 : n <= 4 ? 2 : n <= 6 ? 3 : 4;
  const rows = Math.ceil(n / cols);
  const size = Math.min(300 / cols, 280 / rows) * 1.05;
  const x0 = 200 - (cols * size * 0.86) / 2;
  const y0 = 190 - (rows * size * 0.8) / 2;
  p.shadow(200, y0 + rows * size * 0.8 + 20, 40 + cols * size * 0.45, hue);
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    p.emoji(art.emoji, x0 + c * size * 0.86, y0 + r * size * 0.8, size);
  }
}

/** A tall detail image: the name, a selling point or two, the object large. */
function detailShot(art: GoodsArt, n: number, hue: number): Picture {
  const p = new Picture(750, 1000);
  p.studio(hue);
  const points = art.points.length ? art.points : [art.leaf];
  const first = points[(n - 1) % points.length] ?? '';
  const second = points[n % points.length] ?? '';
  const ink = `hsl(${hue},45%,24%)`;
  p.add(`<rect x="40" y="40" width="670" height="220" rx="28" fill="#fff" opacity=".75"/>`);
  p.text(n === 1 ? art.name : first, 375, 130, n === 1 ? 54 : 50, ink, {
    weight: 700,
    anchor: 'middle',
  });
  p.text(n === 1 ? first : second, 375, 205, 34, `hsl(${hue},35%,38%)`, { anchor: 'middle' });
  p.shadow(375, 880, 230, hue);
  if (n % 2 === 1) {
    p.emoji(art.emoji, 165, 380, 420);
  } else {
    p.emoji(art.emoji, 90, 420, 330, -6);
    p.emoji(art.second ?? art.emoji, 400, 470, 270, 8);
  }
  return p;
}

/**
 * A goods picture by variant: '' main, g<n> gallery, d<n> detail, c<n> a buyer's photo,
 * p<n> a pack of n, k<colour hex> a colour SKU. Null for a variant it does not know.
 */
export function goodsSvg(art: GoodsArt, id: string, variant: string): string | null {
  const hue = goodsHue(art, id);
  let m: RegExpExecArray | null;
  if ((m = /^d([1-9])$/.exec(variant))) return detailShot(art, Number(m[1]), hue).toString();
  const p = new Picture(400, 400);
  if (variant === '') {
    p.studio(hue);
    mainShot(p, art, id, hue);
  } else if ((m = /^g([1-9])$/.exec(variant))) {
    p.studio(hue);
    galleryShot(p, art, id, Number(m[1]), hue);
  } else if ((m = /^c([1-9][0-9]?)$/.exec(variant))) {
    // a buyer's photo: on the table at home, a little turned
    const n = Number(m[1]);
    p.studio((hue + 30) % 360);
    p.add(`<rect y="250" width="400" height="150" fill="hsl(${(hue + 30) % 360},25%,80%)"/>`);
    p.shadow(200, 320, 110, hue);
    p.emoji(art.emoji, 90 + (n % 3) * 10, 90, 220, (n % 2 ? 1 : -1) * (6 + n * 3));
  } else if ((m = /^p([1-9][0-9]?)$/.exec(variant))) {
    p.studio(hue);
    skuShot(p, art, Number(m[1]), null, hue);
  } else if ((m = /^k([0-9a-f]{6})$/.exec(variant))) {
    p.studio(hue);
    skuShot(p, art, 1, `#${m[1]}`, hue);
  } else {
    return null;
  }
  return p.toString();
}

/** A banner: headline and sub line, the promotion's emoji art beside (wide, half) or below (tall). */
export function bannerSvg(b: BannerArt): string {
  const shape = b.shape ?? 'wide';
  const [w, h] = shape === 'wide' ? [750, 300] : shape === 'half' ? [600, 300] : [300, 400];
  const p = new Picture(w, h);
  const { hue } = b;
  p.def(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 25) % 360},70%,50%)"/></linearGradient>`,
  );
  p.add(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`);
  const [a, c, d, e] = b.art;
  const ink = `hsl(${hue},70%,34%)`;
  if (shape === 'tall') {
    p.add(`<circle cx="150" cy="270" r="110" fill="#fff" opacity=".2"/>`);
    p.text(b.title, 150, 78, 46, '#fff', { weight: 800, anchor: 'middle' });
    const pw = b.sub.length * 24 + 36;
    p.add(
      `<rect x="${150 - pw / 2}" y="98" width="${pw}" height="42" rx="21" fill="#fff" opacity=".95"/>`,
    );
    p.text(b.sub, 150, 128, 24, ink, { weight: 700, anchor: 'middle' });
    if (a) p.emoji(a, 60, 170, 180);
    if (c) p.emoji(c, 190, 290, 90, 10);
    return p.toString();
  }
  const big = shape === 'wide' ? 68 : 56;
  const small = shape === 'wide' ? 27 : 24;
  const artX = shape === 'wide' ? 500 : 380;
  p.add(`<circle cx="${artX + 100}" cy="150" r="170" fill="#fff" opacity=".16"/>`);
  p.add(`<circle cx="${artX + 60}" cy="170" r="110" fill="#fff" opacity=".14"/>`);
  p.text(b.title, 48, 135, big, '#fff', { weight: 800 });
  p.add(
    `<rect x="48" y="168" width="${b.sub.length * small + 40}" height="${small + 23}" rx="${(small + 23) / 2}" fill="#fff" opacity=".95"/>`,
  );
  p.text(b.sub, 68, 168 + small + 8, small, ink, { weight: 700 });
  if (a) p.emoji(a, artX, 55, 190);
  if (c) p.emoji(c, artX - 70, 170, 100, -12);
  if (d) p.emoji(d, artX + 155, 35, 80, 14);
  if (e) p.emoji(e, artX + 150, 190, 80, -8);
  return p.toString();
}

/** A cover (news, live): a wide wash with the art; live covers carry a 直播 badge. */
export function coverSvg(art: string[], hue: number, live: boolean): string {
  const p = new Picture(600, 400);
  p.studio(hue);
  p.add(`<circle cx="300" cy="200" r="150" fill="#fff" opacity=".45"/>`);
  const [a, b] = art;
  p.shadow(300, 345, 160, hue);
  if (a) p.emoji(a, 170, 80, 250);
  if (b) p.emoji(b, 390, 200, 140, 10);
  if (live) {
    p.add(`<rect x="24" y="24" width="116" height="48" rx="24" fill="#ff3b5c"/>`);
    p.add(`<circle cx="50" cy="48" r="8" fill="#fff"/>`);
    p.text('直播', 68, 58, 26, '#fff', { weight: 700 });
  }
  return p.toString();
}

/** A zone icon: the emoji on a soft rounded tile of its colour. */
export function zoneSvg(emoji: string): string {
  const hue = hueOf(emoji);
  const p = new Picture(160, 160);
  p.def(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},90%,95%)"/><stop offset="1" stop-color="hsl(${hue},75%,86%)"/></linearGradient>`,
  );
  p.add(`<rect x="4" y="4" width="152" height="152" rx="44" fill="url(#bg)"/>`);
  p.emoji(emoji, 32, 30, 96);
  return p.toString();
}

/** A category icon: the emoji on a soft circle. */
export function categorySvg(emoji: string): string {
  const hue = hueOf(emoji);
  const p = new Picture(200, 200);
  p.add(`<circle cx="100" cy="100" r="96" fill="hsl(${hue},80%,94%)"/>`);
  p.shadow(100, 160, 55, hue);
  p.emoji(emoji, 38, 32, 124);
  return p.toString();
}

/** An avatar: a friendly face or animal on a soft circle. */
export function avatarSvg(emoji: string): string {
  const hue = hueOf(emoji);
  const p = new Picture(200, 200);
  p.add(`<circle cx="100" cy="100" r="100" fill="hsl(${(hue + 180) % 360},60%,90%)"/>`);
  p.emoji(emoji, 36, 38, 128);
  return p.toString();
}

/** A brand wordmark: the name in a rounded badge of the brand's colour. */
export function brandSvg(name: string, color: string): string {
  const p = new Picture(300, 150);
  const size = name.length <= 2 ? 64 : name.length === 3 ? 56 : 46;
  p.add(`<rect x="6" y="6" width="288" height="138" rx="30" fill="${color}"/>`);
  p.add(
    `<rect x="18" y="18" width="264" height="114" rx="22" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`,
  );
  p.text(name, 150, 75 + size * 0.36, size, '#fff', { weight: 800, anchor: 'middle' });
  return p.toString();
}

/** A shop logo: the storefront emoji above a short name, on the shop's colour. */
export function sellerSvg(emoji: string, name: string, color: string): string {
  const p = new Picture(200, 200);
  p.add(`<rect width="200" height="200" rx="40" fill="${color}"/>`);
  if (!name) {
    p.add(`<circle cx="100" cy="100" r="72" fill="#fff" opacity=".92"/>`);
    return p.emoji(emoji, 48, 48, 104).toString();
  }
  p.add(`<circle cx="100" cy="82" r="58" fill="#fff" opacity=".92"/>`);
  p.emoji(emoji, 58, 40, 84);
  p.text(name, 100, 176, name.length > 2 ? 30 : 34, '#fff', { weight: 700, anchor: 'middle' });
  return p.toString();
}
