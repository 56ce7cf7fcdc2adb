import { describe, it, expect } from 'vitest';
import * as rules from './index';

describe('rules index', () => {
  it('re-exports every rules module', () => {
    for (const name of [
      'activityDetailRoute',
      'newPersonGate',
      'secondOrderGate',
      'formatFen',
      'yuanToFen',
      'threeForTenTotal',
      'isIdCardChecksum',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(rules.THREE_FOR_TEN_GROUP_PRICE).toBe(1000);
  });
});
