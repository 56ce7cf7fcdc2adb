import { describe, expect, it } from 'vitest';
import { isIdCard, isIdCardChecksum } from '../../../shared/rules/validate';
import { isRealName, matchesMask, normalizeIdCard } from './identity-rules';

describe('isRealName', () => {
  it('takes 2 to 20 Chinese characters with inner middle dots', () => {
    expect(isRealName('张三')).toBe(true);
    expect(isRealName('欧阳娜娜')).toBe(true);
    expect(isRealName('买买提·艾力')).toBe(true);
    expect(isRealName('张')).toBe(false);
    expect(isRealName('张'.repeat(21))).toBe(false);
    expect(isRealName('张'.repeat(20))).toBe(true);
    expect(isRealName('·张三')).toBe(false);
    expect(isRealName('张三·')).toBe(false);
    expect(isRealName('张··三')).toBe(false);
    expect(isRealName('Zhang San')).toBe(false);
    expect(isRealName(' 张三')).toBe(false);
  });
});

describe('normalizeIdCard', () => {
  it('drops spaces and upper-cases x so the shared rules accept it', () => {
    const typed = '11010519491231002x';
    expect(isIdCard(typed)).toBe(false);
    const id = normalizeIdCard(typed);
    expect(id).toBe('11010519491231002X');
    expect(isIdCardChecksum(id)).toBe(true);
    expect(normalizeIdCard('110105 19491231 002X')).toBe('11010519491231002X');
  });
});

describe('matchesMask', () => {
  it('compares with the visible characters of a masked value', () => {
    expect(matchesMask('13800138000', '138****8000')).toBe(true);
    expect(matchesMask('13900138000', '138****8000')).toBe(false);
    expect(matchesMask('1380013800', '138****8000')).toBe(false);
    expect(matchesMask('张三', '张*')).toBe(true);
    expect(matchesMask('李三', '张*')).toBe(false);
    expect(matchesMask('张三丰', '张**')).toBe(true);
    expect(matchesMask('张三', '')).toBe(false);
  });
});
