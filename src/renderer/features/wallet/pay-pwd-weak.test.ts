// Issue 19 (brief C): a weak new pay password is refused at its first entry, with the reason.
import { describe, expect, it } from 'vitest';
import { initialPwdFlow, pwdFlowReducer, type PwdFlowEvent } from './pay-pwd-flow';

const enter = (value: string): PwdFlowEvent => ({ type: 'enter', value });

describe('pwdFlowReducer: weak passwords', () => {
  it('refuses 123456, 111111, 654321 at step 1 and stays on the new password', () => {
    for (const weak of ['123456', '111111', '654321']) {
      const s0 = initialPwdFlow('code');
      const s1 = pwdFlowReducer(s0, enter(weak));
      expect(s1, weak).toMatchObject({ step: 'new', first: null, error: 'weak' });
      // the boxes are cleared for the next try
      expect(s1.attempt).toBe(s0.attempt + 1);
      // a good one then goes on
      expect(pwdFlowReducer(s1, enter('147036'))).toMatchObject({ step: 'confirm', error: null });
    }
  });

  it('when changing, refuses a weak new one but not the old one (set before the rule)', () => {
    const s = [enter('123456'), enter('987654')].reduce(pwdFlowReducer, initialPwdFlow('change'));
    expect(s).toMatchObject({ step: 'new', old: '123456', error: 'weak' });
  });
});
