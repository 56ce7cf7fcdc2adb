import { describe, expect, it } from 'vitest';
import { SMS_CODE_TTL_S } from '../../../shared/constants';
import {
  clearPayPwdTicket,
  initialPwdFlow,
  loadPayPwdTicket,
  PAY_PWD_TICKET_KEY,
  pwdFlowReducer,
  savePayPwdTicket,
  type PwdFlowEvent,
  type PwdFlowState,
} from './pay-pwd-flow';

const run = (state: PwdFlowState, ...events: PwdFlowEvent[]) =>
  events.reduce(pwdFlowReducer, state);
const enter = (value: string): PwdFlowEvent => ({ type: 'enter', value });

describe('pwdFlowReducer', () => {
  it('sets a password after an SMS code: new, confirm, done', () => {
    const s0 = initialPwdFlow('code');
    expect(s0.step).toBe('new');
    const s1 = pwdFlowReducer(s0, enter('135790'));
    expect(s1).toMatchObject({ step: 'confirm', first: '135790', error: null });
    const s2 = pwdFlowReducer(s1, enter('135790'));
    expect(s2).toMatchObject({ step: 'done', password: '135790', error: null });
    // every transition changes the boxes' reset key
    expect(new Set([s0.attempt, s1.attempt, s2.attempt]).size).toBe(3);
    // nothing moves after done
    expect(pwdFlowReducer(s2, enter('000000'))).toBe(s2);
  });

  it('starts the new password again when the confirmation differs', () => {
    const s = run(initialPwdFlow('code'), enter('135790'), enter('135791'));
    expect(s).toMatchObject({ step: 'new', first: null, password: null, error: 'mismatch' });
    const ok = run(s, enter('246800'), enter('246800'));
    expect(ok).toMatchObject({ step: 'done', password: '246800', error: null });
  });

  it('refuses anything but six digits and stays on the step', () => {
    const s0 = initialPwdFlow('code');
    const s1 = pwdFlowReducer(s0, enter('12345'));
    expect(s1).toMatchObject({ step: 'new', error: 'invalid' });
    expect(s1.attempt).toBe(s0.attempt + 1);
    expect(pwdFlowReducer(s0, enter('12345a'))).toMatchObject({ step: 'new', error: 'invalid' });
  });

  it('changes a password: the old one (accepted by the server), then new twice', () => {
    const s0 = initialPwdFlow('change');
    expect(s0.step).toBe('old');
    const rejected = pwdFlowReducer(s0, { type: 'oldRejected' });
    expect(rejected).toMatchObject({ step: 'old', old: null, error: 'oldWrong' });
    const s = run(rejected, enter('111222'), enter('333444'), enter('333444'));
    expect(s).toMatchObject({ step: 'done', old: '111222', password: '333444', error: null });
  });

  it('oldRejected outside the old step changes nothing', () => {
    const s = initialPwdFlow('code');
    expect(pwdFlowReducer(s, { type: 'oldRejected' })).toBe(s);
  });

  it('a failed submit goes back to the new password, keeping the old one', () => {
    const done = run(initialPwdFlow('change'), enter('111222'), enter('333444'), enter('333444'));
    const s = pwdFlowReducer(done, { type: 'failed' });
    expect(s).toMatchObject({
      step: 'new',
      old: '111222',
      first: null,
      password: null,
      error: 'failed',
    });
  });
});

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('pay password ticket', () => {
  it('carries the verified code until it expires', () => {
    const store = memory();
    savePayPwdTicket('123456', 'reset', 1_000, store);
    expect(loadPayPwdTicket(1_000 + SMS_CODE_TTL_S * 1000 - 1, store)).toEqual({
      code: '123456',
      purpose: 'reset',
      expires_at: 1_000 + SMS_CODE_TTL_S * 1000,
    });
    expect(loadPayPwdTicket(1_000 + SMS_CODE_TTL_S * 1000, store)).toBeNull();
    // an expired ticket is removed
    expect(store.data.has(PAY_PWD_TICKET_KEY)).toBe(false);
  });

  it('drops broken tickets and clears', () => {
    const store = memory();
    store.setItem(PAY_PWD_TICKET_KEY, '{not json');
    expect(loadPayPwdTicket(0, store)).toBeNull();
    store.setItem(
      PAY_PWD_TICKET_KEY,
      JSON.stringify({ code: '12', purpose: 'set', expires_at: 9e15 }),
    );
    expect(loadPayPwdTicket(0, store)).toBeNull();
    savePayPwdTicket('654321', 'set', 0, store);
    expect(loadPayPwdTicket(0, store)?.code).toBe('654321');
    clearPayPwdTicket(store);
    expect(loadPayPwdTicket(0, store)).toBeNull();
    expect(loadPayPwdTicket(0, null)).toBeNull();
  });
});
