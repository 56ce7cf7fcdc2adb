/**
 * Messages of the operator console's goods API (issue 20 part goods, modules/ops/goods.*). In
 * the catalogue (./index.ts) the keys are `opsGoods.<key>`.
 */
import type { Messages } from './lang';

export const opsGoods = {
  notFound: { zh: '商品不存在', en: 'No such goods' },
  merchantGoods: {
    zh: '这是商家店铺的商品，运营后台只能编辑平台自营店铺的商品',
    en: "This is a merchant's goods; the console edits only the platform's own stores' goods",
  },
  categoryNotLeaf: { zh: '请选择最末级分类', en: 'Choose a category without subcategories' },
  brandNotFound: { zh: '品牌不存在', en: 'No such brand' },
  sellerNotPlatform: {
    zh: '请选择平台自营店铺',
    en: "Choose one of the platform's own stores",
  },
  imageNotUpload: {
    zh: '图片须为本店上传的图片',
    en: 'Images must be uploaded to this shop',
  },
  specNamesUnique: { zh: '规格名不能重复', en: 'Spec names must differ' },
  specMismatch: {
    zh: '每个规格须正好包含全部规格名的值',
    en: 'Every SKU needs exactly one value for each spec name',
  },
  specDuplicate: { zh: '规格组合重复', en: 'Two SKUs have the same spec values' },
  oneSkuWithoutSpec: {
    zh: '没有规格名时只能有一个规格',
    en: 'Without spec names there is exactly one SKU',
  },
  skuNotOfGoods: { zh: '规格不属于该商品', en: 'The SKU is not of this goods' },
  skuRemoved: {
    zh: '已有规格不能删除（可下架商品）',
    en: 'Existing SKUs cannot be removed (take the goods off the shelf instead)',
  },
  // issue 23 gaps (freight): freight templates per goods
  freightTemplateNotFound: {
    zh: '运费模板不存在',
    en: 'No such freight template',
  },
  freightTemplateInUse: {
    zh: '运费模板「{name}」仍有{n}个商品在用，请先为这些商品换模板',
    en: 'The freight template "{name}" is still used by {n} goods; give them another template first',
  },
} as const satisfies Messages;

export type OpsGoodsMessageKey = keyof typeof opsGoods;
