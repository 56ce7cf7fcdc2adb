/** The local shop, `/api/trashy/*` (docs/api-local-shop.md). Money in fen, points in e6. */
import type {
  LOCAL,
  LocalCreateResult,
  LocalHours,
  LocalLineInput,
  LocalMode,
  LocalPlace,
} from '../../../shared/contract/local-shop';
import type { FormObject } from '../../../shared/form-encoding';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;
export const LOCAL_PAGE_SIZE = 10;

/** Nested values go out in bracket encoding (`lines[0][sku_id]=1`, form-encoding.ts). */
type Form = FormObject;

const point = (p?: { lat_e6: number; lng_e6: number } | null): Form =>
  p ? { lat_e6: p.lat_e6, lng_e6: p.lng_e6 } : {};

export const getLocalCategories = () =>
  http().call<typeof LOCAL.categories>('GET', 'api/trashy/categories');

export type ShopSort = 'distance' | 'sales' | 'rating';

export interface ShopQuery {
  lat_e6: number;
  lng_e6: number;
  radius_m?: number;
  category_id?: number;
  keyword?: string;
  sort?: ShopSort;
  page: number;
  limit?: number;
}

export const getShops = (q: ShopQuery) => {
  const f: Form = {
    lat_e6: q.lat_e6,
    lng_e6: q.lng_e6,
    sort: q.sort ?? 'distance',
    page: q.page,
    limit: q.limit ?? LOCAL_PAGE_SIZE,
  };
  if (q.radius_m) f.radius_m = q.radius_m;
  if (q.category_id) f.category_id = q.category_id;
  if (q.keyword) f.keyword = q.keyword;
  return http().call<typeof LOCAL.shops>('GET', 'api/trashy/shops', f);
};

export const getNewShops = (q: {
  page: number;
  point?: { lat_e6: number; lng_e6: number } | null;
}) =>
  http().call<typeof LOCAL.shopsNew>('GET', 'api/trashy/shops/new', {
    page: q.page,
    limit: LOCAL_PAGE_SIZE,
    ...point(q.point),
  });

export const getShop = (id: number, p?: { lat_e6: number; lng_e6: number } | null) =>
  http().call<typeof LOCAL.shop>('GET', 'api/trashy/shop', { id, ...point(p) });

export const getMenu = (shopId: number) =>
  http().call<typeof LOCAL.menu>('GET', 'api/trashy/menu', { shop_id: shopId });

export const getProducts = (q: {
  shop_id?: number;
  keyword?: string;
  category_id?: number;
  page: number;
}) => {
  const f: Form = { page: q.page, limit: LOCAL_PAGE_SIZE };
  if (q.shop_id) f.shop_id = q.shop_id;
  if (q.keyword) f.keyword = q.keyword;
  if (q.category_id) f.category_id = q.category_id;
  return http().call<typeof LOCAL.products>('GET', 'api/trashy/products', f);
};

export const getProduct = (id: number) =>
  http().call<typeof LOCAL.product>('GET', 'api/trashy/product', { id });

export interface QuoteInput {
  shop_id: number;
  lines: LocalLineInput[];
  mode: LocalMode;
  /** 0: as soon as possible */
  slot_start: number;
  address_id?: number;
  /** the current point, for the distances the quote shows */
  point?: { lat_e6: number; lng_e6: number } | null;
}

function quoteForm(q: QuoteInput): Form {
  const f: Form = {
    shop_id: q.shop_id,
    mode: q.mode,
    slot_start: q.slot_start,
    lines: q.lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity })),
  };
  if (q.address_id) f.address_id = q.address_id;
  return { ...f, ...point(q.point) };
}

export const confirmLocal = (q: QuoteInput) =>
  http().call<typeof LOCAL.confirm>('POST', 'api/trashy/confirm', quoteForm(q), LOGIN);

export type LocalCreated = LocalCreateResult;

export const createLocalOrder = (q: QuoteInput & { client_key: string; remark: string }) =>
  http().call<typeof LOCAL.create>(
    'POST',
    'api/trashy/create',
    { ...quoteForm(q), client_key: q.client_key, remark: q.remark },
    LOGIN,
  );

export type LocalOrderStatus = 'all' | 0 | 1 | 2 | 3 | 5;

export const getLocalOrders = (q: { status: LocalOrderStatus; page: number }) =>
  http().call<typeof LOCAL.orderList>(
    'GET',
    'api/trashy/order/list',
    { status: q.status, page: q.page, limit: LOCAL_PAGE_SIZE },
    LOGIN,
  );

export const getLocalOrder = (id: number) =>
  http().call<typeof LOCAL.orderDetail>('GET', 'api/trashy/order/detail', { id }, LOGIN);

export const cancelLocalOrder = (id: number) =>
  http().call<typeof LOCAL.orderCancel>('POST', 'api/trashy/order/cancel', { id }, LOGIN);

export const receiveLocalOrder = (id: number) =>
  http().call<typeof LOCAL.orderReceive>('POST', 'api/trashy/order/receive', { id }, LOGIN);

export const getNotices = (q: { shop_id?: number; page: number }) =>
  http().call<typeof LOCAL.notices>('GET', 'api/trashy/notices', {
    page: q.page,
    limit: LOCAL_PAGE_SIZE,
    ...(q.shop_id ? { shop_id: q.shop_id } : {}),
  });

export interface ApplicationInput {
  name: string;
  category_id: number;
  phone: string;
  address: string;
  lat_e6: number;
  lng_e6: number;
  licence_no: string;
  licence_images: string[];
  hours: LocalHours[];
}

export const applyBusiness = (a: ApplicationInput) => {
  const f: Form = {
    name: a.name,
    category_id: a.category_id,
    phone: a.phone,
    address: a.address,
    lat_e6: a.lat_e6,
    lng_e6: a.lng_e6,
    licence_no: a.licence_no,
    // the server reads the photos as one comma-separated list (shared imageList schema)
    licence_images: a.licence_images.join(','),
    hours: a.hours.map((h) => ({ day: h.day, open: h.open, close: h.close })),
  };
  return http().call<typeof LOCAL.apply>('POST', 'api/trashy/business/apply', f, LOGIN);
};

export const getMyApplication = () =>
  http().call<typeof LOCAL.mine>('GET', 'api/trashy/business/mine', {}, LOGIN);

/** A licence or storefront photo through the consumer upload. */
export const uploadLocalImage = (file: Blob, fileName: string) =>
  http().upload<{ url: string }>({ url: 'api/upload/image', file, fileName, loginRequired: true });

/** A list answer's "more" flag: `has_more` when given, else by `total`. */
export function pageTotal(
  data: { list: unknown[]; total?: number; has_more?: boolean },
  page: number,
): number {
  if (typeof data.total === 'number') return data.total;
  const seen = (page - 1) * LOCAL_PAGE_SIZE + data.list.length;
  return data.has_more ? seen + 1 : seen;
}

/**
 * The map settings of choose-location / open-location (`/api/trashy/map`): a tile server URL
 * template (`{z}/{x}/{y}`) and a navigation URL template (`{lat}`, `{lng}`, `{name}`); both empty
 * by default, then no map is drawn and navigation uses a `geo:` URI.
 */
export async function getLocalMapConfig(): Promise<{ tileUrl: string; navUrl: string }> {
  try {
    const res = await http().call<typeof LOCAL.map>('GET', 'api/trashy/map');
    return { tileUrl: res.data?.tile_url ?? '', navUrl: res.data?.nav_url ?? '' };
  } catch {
    return { tileUrl: '', navUrl: '' };
  }
}

export type { LocalPlace };

/** Known places (open shops' names, addresses and districts) matching a keyword. */
export const searchPlaces = (keyword: string) =>
  http().call<typeof LOCAL.places>('GET', 'api/trashy/places', { keyword, limit: 20 });
