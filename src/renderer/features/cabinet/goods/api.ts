/**
 * Merchant goods (docs/api-guishang.md): cabinet classes and cabinet goods (`guizi/*`), shop
 * categories (`shop/class/*`), shop goods (`goods/*`) and the merchant image upload. Money in fen;
 * image lists travel as a form field holding JSON.
 */
import type {
  CABINET,
  CABINET_CLASS,
  CabinetGoodsDetail,
  NamedClass,
  SHOP_CLASS,
} from '../../../../shared/contract/cabinet';
import type { CABINET_SHOP } from '../../../../shared/contract/cabinet-shop';
import type { CABINET_SKU_SEARCH } from '../../../../shared/contract/cabinet-sku-search';
import { merchantHttp } from '../../../core/api/client';
import { ApiError, unwrapMerchant } from '../../../core/data';

export type {
  CabinetGoods,
  CabinetGoodsDetail,
  MerchantPage as Page,
} from '../../../../shared/contract/cabinet';
export type { ShopGoods, ShopGoodsDetail } from '../../../../shared/contract/cabinet-shop';

/** A cabinet class row (shared/contract/cabinet.ts `NamedClass`). */
export type CabinetClass = NamedClass;

export interface CabinetGoodsInput {
  class_id: number;
  name: string;
  price: number;
  images?: string[];
  status?: number;
}

/** A shop category row (shared/contract/cabinet.ts `NamedClass`). */
export type ShopClass = NamedClass;

export interface ShopGoodsInput {
  name: string;
  category_id: number;
  shop_class_id?: number;
  price: number;
  market_price?: number;
  images: string[];
  status?: number;
}

/** A JSON array in a form field; an empty list is left out (the routes take 1–9 URLs). */
function imagesField(images: string[] | undefined): { images?: string } {
  return images && images.length > 0 ? { images: JSON.stringify(images) } : {};
}

function defined<T extends object>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as never;
}

// --- cabinet classes ---

export const cabinetClassList = () =>
  merchantHttp().call<typeof CABINET_CLASS.list>('GET', 'api/admin/guizi/class/list');

export const cabinetClassAdd = (name: string, sort?: number) =>
  merchantHttp().call<typeof CABINET_CLASS.add>(
    'POST',
    'api/admin/guizi/class/add',
    defined({ name, sort }),
  );

export const cabinetClassEdit = (id: number, name: string, sort?: number) =>
  merchantHttp().call<typeof CABINET_CLASS.edit>(
    'POST',
    'api/admin/guizi/class/edit',
    defined({ id, name, sort }),
  );

export const cabinetClassDel = (id: number) =>
  merchantHttp().call<typeof CABINET_CLASS.del>('POST', 'api/admin/guizi/class/del', { id });

// --- cabinet goods ---

export const cabinetGoodsList = (q: {
  page: number;
  limit?: number;
  class_id?: number;
  status?: number;
}) =>
  merchantHttp().call<typeof CABINET.goodsList>('GET', 'api/admin/guizi/goods/list', defined(q));

export const cabinetGoodsDetail = (id: number) =>
  merchantHttp().call<typeof CABINET.goodsDetail>('GET', 'api/admin/guizi/goods/detail', { id });

/**
 * The goods for an edit screen: null when there is no such goods of this merchant (the route's
 * 422 "not found", already shown by the wrapper, or an id that is not one); other failures throw.
 */
export async function cabinetGoodsLoad(id: number): Promise<CabinetGoodsDetail | null> {
  if (!Number.isInteger(id) || id < 1) return null;
  try {
    return await unwrapMerchant(cabinetGoodsDetail(id));
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'invalid') return null;
    throw err;
  }
}

export const cabinetGoodsAdd = (g: CabinetGoodsInput & { sku_id: number }) =>
  merchantHttp().call<typeof CABINET.goodsAdd>(
    'POST',
    'api/admin/guizi/goods/add',
    defined({ ...g, images: undefined, ...imagesField(g.images) }),
  );

/** `sku_id` moves the goods to another shop SKU (left out: the SKU stays). */
export const cabinetGoodsEdit = (g: CabinetGoodsInput & { id: number; sku_id?: number }) =>
  merchantHttp().call<typeof CABINET.goodsEdit>(
    'POST',
    'api/admin/guizi/goods/edit',
    defined({ ...g, images: undefined, ...imagesField(g.images) }),
  );

export const cabinetGoodsDel = (id: number) =>
  merchantHttp().call<typeof CABINET.goodsDel>('POST', 'api/admin/guizi/goods/del', { id });

// --- shop categories ---

export const shopClassList = () =>
  merchantHttp().call<typeof SHOP_CLASS.list>('GET', 'api/admin/shop/class/list');

export const shopClassAdd = (name: string, sort?: number) =>
  merchantHttp().call<typeof SHOP_CLASS.add>(
    'POST',
    'api/admin/shop/class/add',
    defined({ name, sort }),
  );

export const shopClassEdit = (id: number, name: string, sort?: number) =>
  merchantHttp().call<typeof SHOP_CLASS.edit>(
    'POST',
    'api/admin/shop/class/edit',
    defined({ id, name, sort }),
  );

export const shopClassDel = (id: number) =>
  merchantHttp().call<typeof SHOP_CLASS.del>('POST', 'api/admin/shop/class/del', { id });

// --- shop goods ---

export const shopGoodsList = (q: {
  page: number;
  limit?: number;
  keyword?: string;
  status?: number;
  shop_class_id?: number;
}) => merchantHttp().call<typeof CABINET_SHOP.goodsList>('GET', 'api/admin/goods/list', defined(q));

export const shopGoodsDetail = (id: number) =>
  merchantHttp().call<typeof CABINET_SHOP.goodsDetail>('GET', 'api/admin/goods/detail', { id });

export const shopGoodsAdd = (g: ShopGoodsInput & { stock: number }) =>
  merchantHttp().call<typeof CABINET_SHOP.goodsAdd>(
    'POST',
    'api/admin/goods/add',
    defined({ ...g, images: undefined, ...imagesField(g.images) }),
  );

export const shopGoodsEdit = (g: ShopGoodsInput & { id: number }) =>
  merchantHttp().call<typeof CABINET_SHOP.goodsEdit>(
    'POST',
    'api/admin/goods/edit',
    defined({ ...g, images: undefined, ...imagesField(g.images) }),
  );

/** On sale (1) or off (0): an edit of the status field with the goods' other fields. */
export async function shopGoodsSetStatus(id: number, status: number) {
  const d = (await shopGoodsDetail(id)).data;
  return shopGoodsEdit({
    id,
    name: d.name,
    category_id: d.category_id,
    shop_class_id: d.shop_class_id ?? undefined,
    price: d.price,
    market_price: d.market_price || undefined,
    images: d.images,
    status,
  });
}

/** A warehouse move of one SKU; the key makes a retried press book once. */
export const shopGoodsStock = (m: {
  sku_id: number;
  type: 'in' | 'out';
  quantity: number;
  idempotency_key: string;
}) => merchantHttp().call<typeof CABINET_SHOP.goodsStock>('POST', 'api/admin/goods/stock', m);

// --- upload ---

export const merchantUploadImage = (
  file: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  merchantHttp().upload<{ url: string }>({
    url: 'api/admin/upload/image',
    file,
    fileName,
    onProgress,
    signal,
  });

// --- issue 18 part C follow-up (settle): received supply SKUs for the cabinet-goods picker ---
export const purchasedSkus = (q: { keyword?: string; limit?: number }) =>
  merchantHttp().call<typeof CABINET_SKU_SEARCH.purchasedSkus>(
    'GET',
    'api/admin/goods/purchased_skus',
    defined(q),
  );
