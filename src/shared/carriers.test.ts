import { describe, expect, it } from 'vitest';
import { carrierCode, carrierName } from './carriers';

describe('carriers', () => {
  it('maps codes and old names in either language to the code', () => {
    expect(carrierCode('sf')).toBe('sf');
    expect(carrierCode('SF Express')).toBe('sf');
    expect(carrierCode('顺丰速运')).toBe('sf');
    expect(carrierCode(' JD Logistics ')).toBe('jd');
    expect(carrierCode('德邦')).toBeNull();
  });

  it('renders per language, unknown text as stored', () => {
    expect(carrierName('sf', 'zh-CN')).toBe('顺丰速运');
    expect(carrierName('SF Express', 'zh-CN')).toBe('顺丰速运');
    expect(carrierName('yto', 'en')).toBe('YTO Express');
    expect(carrierName('德邦', 'en')).toBe('德邦');
  });
});
