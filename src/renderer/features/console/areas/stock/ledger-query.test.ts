import { describe, expect, it } from 'vitest';
import { ledgerApiInput, ledgerQueryString, parseLedgerQuery } from './ledger-query';

describe('stock ledger query', () => {
  it('round-trips the filters through the URL and drops malformed ones', () => {
    const f = parseLedgerQuery(
      new URLSearchParams(
        'page=2&sku_id=7&reason=purchase_in&from=2026-11-01&to=2026-11-02&location_id=x&goods_id=-3',
      ),
    );
    expect(f).toEqual({
      page: 2,
      sku_id: 7,
      reason: 'purchase_in',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(ledgerQueryString(f)).toBe(
      'page=2&sku_id=7&reason=purchase_in&from=2026-11-01&to=2026-11-02',
    );
    expect(parseLedgerQuery(new URLSearchParams('reason=sale'))).toEqual({ page: 1 });
  });

  it('gives the API China-time day bounds, to exclusive', () => {
    const input = ledgerApiInput({ page: 1, from: '2026-11-01', to: '2026-11-01' });
    // 2026-11-01 00:00 in China is 2026-10-31 16:00 UTC
    expect(input.from).toBe(Date.UTC(2026, 9, 31, 16) / 1000);
    expect(Number(input.to) - Number(input.from)).toBe(86400);
    expect(input.limit).toBe(20);
  });
});
