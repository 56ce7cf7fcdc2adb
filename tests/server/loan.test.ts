import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const APPLY = {
  amount: 1_200_000,
  term_months: 12,
  purpose: '装修',
  name: '张三',
  monthly_income: 800_000,
};

describe('loan applications', () => {
  it('requires login', async () => {
    expect((await t.call('POST', '/api/loan/apply', { body: APPLY })).code).toBe(401);
    expect((await t.call('GET', '/api/loan/progress')).code).toBe(401);
    expect((await t.call('GET', '/api/loan/list')).code).toBe(401);
  });

  it('applies once while open; the status advances with the clock', async () => {
    const u = await t.user();
    const other = await t.user();
    expect((await t.call('GET', '/api/loan/progress', { as: u })).data).toBeNull();
    const res = await t.call('POST', '/api/loan/apply', { as: u, body: APPLY });
    expect(res.code, res.message).toBe(200);
    expect(res.data.id).toBeGreaterThan(0);
    const dup = await t.call('POST', '/api/loan/apply', { as: u, body: APPLY });
    expect(dup.code).toBe(422);

    let p = await t.call('GET', '/api/loan/progress', { as: u });
    expect(p.data).toMatchObject({
      id: res.data.id,
      amount: APPLY.amount,
      term_months: 12,
      purpose: '装修',
      name: '张三',
      mobile: `${u.mobile!.slice(0, 3)}****${u.mobile!.slice(7)}`,
      monthly_income: APPLY.monthly_income,
      status: 'submitted',
    });
    expect(p.data.timeline.map((s: { done: boolean }) => s.done)).toEqual([true, false, false]);
    expect(p.data.timeline[2].status).toBe('result');

    t.clock.advance(60);
    p = await t.call('GET', '/api/loan/progress', { as: u });
    expect(p.data.status).toBe('reviewing');
    expect(p.data.timeline.map((s: { done: boolean }) => s.done)).toEqual([true, true, false]);

    t.clock.advance(240);
    p = await t.call('GET', '/api/loan/progress', { as: u });
    // 100,000 fen a month is at most half of 800,000: approved
    expect(p.data.status).toBe('approved');
    expect(p.data.timeline[2]).toMatchObject({ status: 'approved', done: true });

    // decided: a new application is allowed; this one is rejected (instalment > income / 2)
    const second = await t.call('POST', '/api/loan/apply', {
      as: u,
      body: { ...APPLY, amount: 50_000_000, term_months: 3 },
    });
    expect(second.code, second.message).toBe(200);
    t.clock.advance(300);
    p = await t.call('GET', '/api/loan/progress', { as: u });
    expect(p.data.id).toBe(second.data.id);
    expect(p.data.status).toBe('rejected');

    const list = await t.call('GET', '/api/loan/list', { as: u, query: { page: 1, limit: 10 } });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((l: { status: string }) => l.status)).toEqual([
      'rejected',
      'approved',
    ]);

    // another user sees none of it
    expect((await t.call('GET', '/api/loan/progress', { as: other })).data).toBeNull();
    expect((await t.call('GET', '/api/loan/list', { as: other })).data.total).toBe(0);
  });

  it('refuses out-of-range amounts and terms', async () => {
    const u = await t.user();
    for (const body of [
      { ...APPLY, amount: 99_999 },
      { ...APPLY, amount: 50_000_001 },
      { ...APPLY, term_months: 5 },
      { ...APPLY, name: 'x' },
      { ...APPLY, name: '张三<script>' },
    ]) {
      const res = await t.call('POST', '/api/loan/apply', { as: u, body });
      expect(res.code, JSON.stringify(body)).toBe(422);
    }
  });

  it('refuses bad input without changes', async () => {
    const u = await t.user();
    // with an open application every otherwise valid variant (e.g. purpose 'abc') is refused too
    expect((await t.call('POST', '/api/loan/apply', { as: u, body: APPLY })).code).toBe(200);
    const n = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/loan/apply',
      as: u,
      valid: APPLY,
    });
    const m = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/loan/list',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
    console.log('bad input cases (loan):', n, m);
  });
});
