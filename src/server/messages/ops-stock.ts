/**
 * Messages of the console's categories, brands, sellers and warehouse stock (issue 20, part
 * stock, modules/ops/stock.*). In the catalogue (./index.ts) the keys are `opsStock.<key>`.
 */
import type { Messages } from './lang';

export const opsStock = {
  categoryNotFound: { zh: '分类不存在', en: 'No such category' },
  parentNotFound: { zh: '上级分类不存在', en: 'No such parent category' },
  parentIsSelf: {
    zh: '不能移到自己或自己的子分类下',
    en: 'A category cannot move under itself or its own subcategory',
  },
  parentTooDeep: {
    zh: '分类最多两级，有子分类的分类不能移到其他分类下',
    en: 'Categories have two levels: one with subcategories cannot move under another',
  },
  categoryHasGoods: {
    zh: '该分类下还有 {n} 件商品，不能删除',
    en: 'This category still holds {n} goods and cannot be deleted',
  },
  categoryHasChildren: {
    zh: '该分类下还有 {n} 个子分类，不能删除',
    en: 'This category still has {n} subcategories and cannot be deleted',
  },
  brandNotFound: { zh: '品牌不存在', en: 'No such brand' },
  sellerNotFound: { zh: '店铺不存在', en: 'No such store' },
  sellerReadOnly: {
    zh: '商户的店铺只能由商户自己修改',
    en: "A merchant's store is edited by the merchant only",
  },
  skuNotFound: { zh: '商品规格不存在', en: 'No such SKU' },
  locationNotFound: { zh: '库位不存在或不是仓库', en: 'No such warehouse location' },
  notEnough: {
    zh: '库存不足：当前 {n} 件，不能出库 {m} 件',
    en: 'Not enough stock: {n} in stock, cannot take out {m}',
  },
} as const satisfies Messages;

export type OpsStockMessageKey = keyof typeof opsStock;
