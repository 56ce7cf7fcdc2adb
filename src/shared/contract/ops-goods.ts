/**
 * The operator console's goods API (issue 20, part "goods", docs/operators.md): the goods of the
 * platform's own stores (`sellers.merchant_id IS NULL`) — list, detail, create, update, on/off
 * shelf (one or many), the editor's choices (leaf categories, brands, platform sellers) and an
 * image upload. Reads show every goods; writes refuse a merchant's goods (422). Every write is
 * audited (`catalogue.goods_create`, `catalogue.goods_update`, `catalogue.goods_shelf`) and
 * notifies the `catalogue` topic.
 *
 * Money is integer fen. A goods' `price` / `market_price` are its cheapest SKU's. SKU stock is
 * set only when a SKU is created (a warehouse `stock_in` ledger row); afterwards the warehouse
 * stock screens move it.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import type { UploadResult } from './types';
import { route } from './route';
import { id, intIn, optionalId, page, singleLine } from './schemas';

/** At most this many SKUs, spec names, values per name, images. */
export const GOODS_SKU_MAX = 100;
export const GOODS_SPEC_NAME_MAX = 3;
export const GOODS_IMAGES_MAX = 10;
export const GOODS_DETAIL_IMAGES_MAX = 20;
/** Fen: 1 fen … 1,000,000 yuan. */
export const GOODS_PRICE_MAX = 100_000_000;
export const GOODS_STOCK_MAX = 1_000_000;

export const OPS_GOODS_SORTS = ['id', 'price', 'sales', 'created'] as const;
export type OpsGoodsSort = (typeof OPS_GOODS_SORTS)[number];

/** an image URL; the server accepts only uploads of this shop's storage (or the goods' own) */
const imageUrl = singleLine(500, 1);
const price = intIn(1, GOODS_PRICE_MAX);
const specText = singleLine(20, 1);

export const opsGoodsListInput = z.object({
  page,
  limit: intIn(1, 100).default(20),
  /** part of the title */
  keyword: singleLine(50).optional(),
  category_id: optionalId,
  brand_id: optionalId,
  seller_id: optionalId,
  /** 1 on the shelf, 0 off */
  status: intIn(0, 1).optional(),
  sort: z.enum(OPS_GOODS_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const opsGoodsSkuInput = z.object({
  /** an existing SKU of the goods (update); absent: a new SKU */
  id: id.optional(),
  /** spec name → value, one per spec name of the goods */
  spec: z.record(specText, specText),
  price,
  market_price: intIn(0, GOODS_PRICE_MAX).default(0),
  /** initial warehouse stock of a NEW SKU (ignored for an existing one) */
  stock: intIn(0, GOODS_STOCK_MAX).default(0),
});

export const opsGoodsFields = {
  title: singleLine(60, 2),
  /** a leaf category */
  category_id: id,
  /** 0 or absent: none */
  brand_id: intIn(0, 2 ** 31 - 1).default(0),
  /** a platform seller (merchant_id null) */
  seller_id: id,
  /** main image first, then the gallery, in order (1–10) */
  images: z.array(imageUrl).min(1).max(GOODS_IMAGES_MAX),
  detail_images: z.array(imageUrl).max(GOODS_DETAIL_IMAGES_MAX).default([]),
  description: z.string().trim().max(2000).default(''),
  /** the spec names in order (0–3); with none, exactly one SKU with an empty spec */
  spec_names: z.array(specText).max(GOODS_SPEC_NAME_MAX).default([]),
  skus: z.array(opsGoodsSkuInput).min(1).max(GOODS_SKU_MAX),
  /**
   * the code of a freight template of the settings (issue 23 gaps, part freight); null: the
   * shop's default template; absent: null on create, unchanged on update
   */
  freight_template: z.string().trim().min(1).max(32).nullable().optional(),
};

export const opsGoodsCreateInput = z.object({
  ...opsGoodsFields,
  /** 1: on the shelf at once; 0 (default) off */
  status: intIn(0, 1).default(0),
});
export const opsGoodsUpdateInput = z.object({ id, ...opsGoodsFields });
export const opsGoodsIdInput = z.object({ id });
export const opsGoodsShelfInput = z.object({ id, status: intIn(0, 1) });
export const opsGoodsBulkShelfInput = z.object({
  ids: z.array(id).min(1).max(100),
  status: intIn(0, 1),
});

export type OpsGoodsCreateInput = z.input<typeof opsGoodsCreateInput>;
export type OpsGoodsUpdateInput = z.input<typeof opsGoodsUpdateInput>;

/** A row of the goods list. */
export interface OpsGoodsRow {
  id: number;
  title: string;
  image: string;
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
  seller_id: number;
  seller_name: string;
  /** true: a platform seller's goods (the console may edit it) */
  platform: boolean;
  price: number;
  market_price: number;
  sales: number;
  /** warehouse stock of every SKU */
  stock: number;
  sku_count: number;
  /** 1 on the shelf, 0 off */
  status: number;
  created_at: number;
}

export interface OpsGoodsSku {
  id: number;
  spec: Record<string, string>;
  price: number;
  market_price: number;
  /** warehouse stock */
  stock: number;
}

export interface OpsGoodsDetail extends OpsGoodsRow {
  /** its freight template's code; null: the shop's default template */
  freight_template: string | null;
  /** the name of the template that applies (the default template's when null) */
  freight_template_name: string;
  images: string[];
  detail_images: string[];
  description: string;
  spec_names: string[];
  skus: OpsGoodsSku[];
}

export interface OpsGoodsOptions {
  /** leaf categories with their parent's name */
  categories: { id: number; name: string; parent_name: string }[];
  brands: { id: number; name: string }[];
  /** the platform's own sellers */
  sellers: { id: number; name: string }[];
  /** the freight templates of the settings (issue 23 gaps, part freight) */
  freight_templates: { code: string; name: string }[];
  /** the code of the shop's default template */
  default_freight_template: string;
}

export interface OpsGoodsShelfResult {
  id: number;
  status: number;
  /** false: it was already so (nothing written) */
  changed: boolean;
}

export const OPS_GOODS = {
  list: route<ListData<OpsGoodsRow>>()('/api/ops/goods', opsGoodsListInput),
  options: route<OpsGoodsOptions>()('/api/ops/goods/options', z.object({})),
  detail: route<OpsGoodsDetail>()('/api/ops/goods/detail', opsGoodsIdInput),
  create: route<OpsGoodsDetail>()('/api/ops/goods/create', opsGoodsCreateInput),
  update: route<OpsGoodsDetail>()('/api/ops/goods/update', opsGoodsUpdateInput),
  shelf: route<OpsGoodsShelfResult>()('/api/ops/goods/shelf', opsGoodsShelfInput),
  bulkShelf: route<{ list: OpsGoodsShelfResult[] }>()(
    '/api/ops/goods/bulk_shelf',
    opsGoodsBulkShelfInput,
  ),
  /** multipart field `file`: a JPEG, PNG or WebP image → its URL */
  upload: route<UploadResult>()('/api/ops/upload', z.object({})),
};
