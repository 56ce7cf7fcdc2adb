/**
 * Catalogue words in the reader's language (issue 19, English everywhere): the words the shop's
 * own catalogue is written in (SKU spec names such as 规格/颜色/尺码 and their common values,
 * local-shop category names) are stored in Chinese, as operators type them; an English reader
 * sees the English word when it is known. Pack sizes such as `6瓶装` / `2斤装` / `12盒` are
 * translated by pattern; a word that is not known (a brand's own colour name, `500g`, `XL`) is
 * shown as stored. Chinese readers always see the stored word.
 */

/** Whole words: spec names, spec values, local-shop categories. */
export const CATALOGUE_WORDS: Readonly<Record<string, string>> = {
  // spec names
  规格: 'Spec',
  颜色: 'Colour',
  尺码: 'Size',
  尺寸: 'Dimensions',
  口味: 'Flavour',
  容量: 'Capacity',
  版本: 'Edition',
  款式: 'Style',
  套餐: 'Bundle',
  重量: 'Weight',
  包装: 'Packaging',
  // common values
  单份: 'Single serving',
  单瓶: 'Single bottle',
  单支: 'Single piece',
  单件: 'Single item',
  单罐: 'Single can',
  单盒: 'Single box',
  整箱: 'Whole case',
  家庭装: 'Family pack',
  礼盒装: 'Gift box',
  基础款: 'Basic',
  标准版: 'Standard',
  旗舰版: 'Flagship',
  豪华款: 'Deluxe',
  半只: 'Half',
  整只: 'Whole',
  大份: 'Large',
  中份: 'Medium',
  小份: 'Small',
  原味: 'Original',
  香辣: 'Spicy',
  微辣: 'Mildly spicy',
  五香: 'Five-spice',
  黑椒: 'Black pepper',
  白色: 'White',
  黑色: 'Black',
  灰色: 'Grey',
  银色: 'Silver',
  粉色: 'Pink',
  红色: 'Red',
  蓝色: 'Blue',
  黄色: 'Yellow',
  绿色: 'Green',
  紫色: 'Purple',
  玫瑰金: 'Rose gold',
  藏青: 'Navy',
  米白: 'Off-white',
  米色: 'Beige',
  浅蓝: 'Light blue',
  卡其: 'Khaki',
  // local-shop categories
  美食: 'Food',
  甜品饮品: 'Desserts & drinks',
  超市便利: 'Convenience',
  水果生鲜: 'Fruit & fresh',
  鲜花绿植: 'Flowers & plants',
  买药: 'Pharmacy',
};

/** `<n><unit>装` / `<n><unit>` pack sizes: the unit → English singular and plural. */
const UNITS: Readonly<Record<string, [string, string]>> = {
  瓶: ['bottle', 'bottles'],
  盒: ['box', 'boxes'],
  罐: ['can', 'cans'],
  件: ['item', 'items'],
  支: ['piece', 'pieces'],
  份: ['serving', 'servings'],
  袋: ['bag', 'bags'],
  包: ['pack', 'packs'],
  斤: ['jin', 'jin'],
  只: ['piece', 'pieces'],
};

const PACK = /^(\d+(?:\.\d+)?)(瓶|盒|罐|件|支|份|袋|包|斤|只)(装)?$/;

/** True for the English language codes the apps use (`en`, `en-US`, …). */
export function isEnglish(lang: string | null | undefined): boolean {
  return typeof lang === 'string' && /^en\b/i.test(lang.trim());
}

/** One catalogue word in `lang`: the English word when known and the reader reads English. */
export function catalogueWord(word: string, lang: string | null | undefined): string {
  if (!isEnglish(lang)) return word;
  const w = word.trim();
  const known = CATALOGUE_WORDS[w];
  if (known) return known;
  const m = PACK.exec(w);
  if (m) {
    const n = m[1]!;
    const [one, many] = UNITS[m[2]!]!;
    const unit = Number(n) === 1 ? one : many;
    return m[3] ? `Pack of ${n} ${unit}` : `${n} ${unit}`;
  }
  return word;
}

/** A SKU spec (`{规格: '单份'}`) with names and values in `lang`, in the same order. */
export function localiseSpec(
  spec: Readonly<Record<string, string>> | null | undefined,
  lang: string | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(spec ?? {}).map(([k, v]) => [
      catalogueWord(k, lang),
      typeof v === 'string' ? catalogueWord(v, lang) : v,
    ]),
  );
}
