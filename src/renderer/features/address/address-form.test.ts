import { describe, expect, it } from 'vitest';
import { addressErrors, maskMobile, mobileDigits } from './address-form';
import './strings';

describe('address form rules', () => {
  const ok = {
    name: '张三',
    mobile: '13800138000',
    region: ['浙江省', '杭州市', '西湖区'],
    detail: '文三路 1 号',
  };
  it('accepts a complete address', () => {
    expect(Object.values(addressErrors(ok)).filter(Boolean)).toEqual([]);
  });
  it('names each missing or wrong field', () => {
    expect(addressErrors({ name: ' ', mobile: '12345', region: [], detail: 'x' })).toEqual({
      name: 'address.nameRequired',
      mobile: 'address.mobileInvalid',
      region: 'address.regionRequired',
      detail: 'address.detailTooShort',
    });
    expect(addressErrors({ ...ok, mobile: '', detail: '', name: 'x'.repeat(21) })).toMatchObject({
      name: 'address.nameTooLong',
      mobile: 'address.mobileRequired',
      detail: 'address.detailRequired',
    });
    expect(addressErrors({ ...ok, detail: 'x'.repeat(121) }).detail).toBe('address.detailTooLong');
  });
  it('masks and cleans mobiles', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('0571-1234')).toBe('0571-1234');
    expect(mobileDigits('138 0013-8000 99')).toBe('13800138000');
  });
});
