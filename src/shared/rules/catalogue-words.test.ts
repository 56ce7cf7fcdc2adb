import { describe, expect, it } from 'vitest';
import { catalogueWord, isEnglish, localiseSpec } from './catalogue-words';

describe('catalogue words', () => {
  it('translates known spec names, values and categories for English readers only', () => {
    expect(catalogueWord('规格', 'en')).toBe('Spec');
    expect(catalogueWord('单份', 'en-US')).toBe('Single serving');
    expect(catalogueWord('美食', 'en')).toBe('Food');
    expect(catalogueWord('单份', 'zh-CN')).toBe('单份');
    expect(catalogueWord('单份', undefined)).toBe('单份');
  });

  it('translates pack sizes by pattern and leaves unknown words as stored', () => {
    expect(catalogueWord('6瓶装', 'en')).toBe('Pack of 6 bottles');
    expect(catalogueWord('12盒', 'en')).toBe('12 boxes');
    expect(catalogueWord('2斤装', 'en')).toBe('Pack of 2 jin');
    expect(catalogueWord('1件装', 'en')).toBe('Pack of 1 item');
    expect(catalogueWord('500g', 'en')).toBe('500g');
    expect(catalogueWord('星空灰', 'en')).toBe('星空灰');
  });

  it('localises a whole spec in order', () => {
    expect(localiseSpec({ 颜色: '黑色', 尺码: 'XL' }, 'en')).toEqual({
      Colour: 'Black',
      Size: 'XL',
    });
    expect(Object.keys(localiseSpec({ 颜色: '黑色', 尺码: 'XL' }, 'en'))).toEqual([
      'Colour',
      'Size',
    ]);
    expect(localiseSpec({ 规格: '单份' }, 'zh')).toEqual({ 规格: '单份' });
    expect(localiseSpec(null, 'en')).toEqual({});
    expect(isEnglish('EN')).toBe(true);
    expect(isEnglish('zh')).toBe(false);
  });
});
