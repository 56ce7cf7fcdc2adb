import { describe, expect, it } from 'vitest';
import {
  isApplicantName,
  LOAN_LIMITS,
  latestApplication,
  loanPayload,
  parseYuan,
  validateLoan,
  type LoanFormValues,
} from './loan-rules';
import './strings/loan';

const limits = { min_amount: 100_000, max_amount: 5_000_000, terms: [6, 12] };
const ok: LoanFormValues = {
  amount: '5000.50',
  term: 12,
  purpose: '装修房子',
  name: '张三',
  income: '8000',
};

describe('loan form rules', () => {
  it('parses yuan with at most two decimals', () => {
    expect(parseYuan('12')).toBe(1200);
    expect(parseYuan(' 0.05 ')).toBe(5);
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('-1')).toBeNull();
    expect(parseYuan('')).toBeNull();
    expect(parseYuan('1e3')).toBeNull();
  });

  it('accepts a valid form and sends fen', () => {
    expect(validateLoan(ok, limits)).toEqual({});
    expect(loanPayload(ok, limits)).toEqual({
      amount: 500_050,
      term_months: 12,
      purpose: '装修房子',
      name: '张三',
      monthly_income: 800_000,
    });
  });

  it('keeps the amount within the server range', () => {
    expect(validateLoan({ ...ok, amount: '999.99' }, limits).amount).toEqual({
      key: 'loan.errors.amountRange',
      values: { min: '1000', max: '50000' },
    });
    expect(validateLoan({ ...ok, amount: '50000' }, limits).amount).toBeUndefined();
    expect(validateLoan({ ...ok, amount: '50000.01' }, limits).amount?.key).toBe(
      'loan.errors.amountRange',
    );
    expect(validateLoan({ ...ok, amount: '' }, limits).amount?.key).toBe(
      'loan.errors.amountRequired',
    );
    expect(validateLoan({ ...ok, amount: 'abc' }, limits).amount?.key).toBe(
      'loan.errors.amountFormat',
    );
  });

  it('checks term, purpose, name and income', () => {
    const e = validateLoan(
      { amount: '2000', term: 3, purpose: ' ', name: 'T', income: '0' },
      limits,
    );
    expect(Object.keys(e).sort()).toEqual(['income', 'name', 'purpose', 'term']);
    expect(validateLoan({ ...ok, term: null }, limits).term).toBeDefined();
    expect(validateLoan({ ...ok, purpose: 'x'.repeat(51) }, limits).purpose).toBeDefined();
    expect(loanPayload({ ...ok, name: '' }, limits)).toBeNull();
  });

  it('uses the server limits and name rule', () => {
    expect(LOAN_LIMITS.min_amount).toBe(100_000);
    expect(LOAN_LIMITS.terms).toContain(12);
    expect(isApplicantName('张三')).toBe(true);
    expect(isApplicantName('Tom Lee')).toBe(true);
    expect(isApplicantName('买买提·艾力')).toBe(true);
    expect(isApplicantName('张')).toBe(false);
    expect(isApplicantName('Tom1')).toBe(false);
  });
});

describe('latest application', () => {
  it('reads the application in its possible wrappings', () => {
    const a = { id: 3, status: 'reviewing' };
    expect(latestApplication(a)).toEqual(a);
    expect(latestApplication({ application: a })).toEqual(a);
    expect(latestApplication({ list: [a, { id: 1 }] })).toEqual(a);
    expect(latestApplication({ application: null })).toBeNull();
    expect(latestApplication({ list: [] })).toBeNull();
    expect(latestApplication(null)).toBeNull();
  });
});
