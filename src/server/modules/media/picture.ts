/**
 * Which picture a `/media/gen/<kind>/<name>.svg` name means (pictures.ts holds the tables,
 * compose.ts draws). Names the tables do not know (cabinets, banks, and the numbered pictures of
 * databases seeded before issue 19) get undefined, and the route draws its generated picture.
 */
import {
  avatarSvg,
  bannerSvg,
  brandSvg,
  categorySvg,
  coverSvg,
  goodsSvg,
  sellerSvg,
  zoneSvg,
} from './compose';
import {
  AVATAR_ART,
  BANNER_ART,
  BRAND_ART,
  CATEGORY_ART,
  LIVE_ART,
  NEWS_ART,
  SELLER_ART,
  ZONE_ART,
  goodsArtByKey,
  lookupByKey,
} from './pictures';
import { sha256 } from '../../lib/crypto';

/** The picture, or undefined when the tables do not know the name (the caller draws the old one). */
export function pictureSvg(kind: string, name: string): string | undefined {
  switch (kind) {
    case 'goods': {
      const m = /^([0-9a-f]{8})-([0-9A-Za-z]{1,12})(?:-([a-z][0-9a-f]{1,6}))?$/.exec(name);
      const art = m ? goodsArtByKey(m[1] ?? '') : undefined;
      if (!m || !art) return undefined;
      return goodsSvg(art, m[2] ?? '', m[3] ?? '') ?? undefined;
    }
    case 'category': {
      const emoji = lookupByKey(CATEGORY_ART, 'category', name);
      return emoji ? categorySvg(emoji) : undefined;
    }
    case 'zone': {
      const emoji = lookupByKey(ZONE_ART, 'zone', name);
      return emoji ? zoneSvg(emoji) : undefined;
    }
    case 'banner': {
      const b = BANNER_ART[name];
      return b ? bannerSvg(b) : undefined;
    }
    case 'news':
    case 'live': {
      const m = /^[1-9][0-9]?$/.exec(name);
      const list = kind === 'news' ? NEWS_ART : LIVE_ART;
      const c = m ? list[(Number(name) - 1) % list.length] : undefined;
      return c ? coverSvg(c.art, c.hue, kind === 'live') : undefined;
    }
    case 'brand': {
      const b = BRAND_ART[name];
      return b ? brandSvg(b.name, b.color) : undefined;
    }
    case 'seller': {
      const s = SELLER_ART[name];
      return s ? sellerSvg(s.emoji, s.name, s.color) : undefined;
    }
    case 'avatar': {
      // `default` (no avatar yet) is a smiling face; others pick by the name's hash
      const i =
        name === 'default'
          ? 0
          : 1 + (parseInt(sha256(`avatar:${name}`).slice(0, 6), 16) % (AVATAR_ART.length - 1));
      return avatarSvg(AVATAR_ART[i] ?? 'smiling-face-with-smiling-eyes');
    }
    default:
      return undefined;
  }
}
