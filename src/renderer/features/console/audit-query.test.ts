import { describe, expect, it } from 'vitest';
import {
  auditApiInput,
  auditQueryString,
  chinaDateTime,
  chinaDayStart,
  parseAuditQuery,
} from './audit-query';
import { diffRows, prettyJson } from './json-diff';

describe('audit filters in the URL (issue 20)', () => {
  it('round-trips the filters through the query', () => {
    const f = {
      page: 3,
      limit: 50,
      operator_id: 7,
      action: 'ops.login',
      object_type: 'operator',
      object_id: '12',
      from: '2026-11-01',
      to: '2026-11-27',
    };
    expect(parseAuditQuery(new URLSearchParams(auditQueryString(f)))).toEqual(f);
  });

  it('defaults page 1 and 20 rows and leaves the defaults out of the URL', () => {
    const f = parseAuditQuery(new URLSearchParams(''));
    expect(f).toEqual({ page: 1, limit: 20 });
    expect(auditQueryString(f)).toBe('');
  });

  it('drops what a hand-edited URL makes malformed', () => {
    const f = parseAuditQuery(
      new URLSearchParams(
        'page=-1&limit=999&operator_id=x&action=DROP TABLE&from=2026-13-45x&to=2026-02-30',
      ),
    );
    expect(f).toEqual({ page: 1, limit: 20 });
  });

  it('sends China-time days as Unix seconds, `to` exclusive (the next day’s start)', () => {
    const input = auditApiInput({ page: 1, limit: 20, from: '2026-11-27', to: '2026-11-27' });
    // 2026-11-27 00:00 +08:00 = 2026-11-26 16:00 UTC
    expect(input.from).toBe(Date.UTC(2026, 10, 26, 16) / 1000);
    expect(input.to).toBe(Date.UTC(2026, 10, 27, 16) / 1000);
    expect(chinaDayStart('2026-11-27')).toBe(input.from);
    expect(chinaDateTime(Number(input.from))).toBe('2026-11-27 00:00:00');
  });
});

describe('before/after diff', () => {
  it('lists every field of both sides with what changed', () => {
    expect(
      diffRows(
        { role: 'service', disabled: false, name: 'A' },
        { role: 'finance', disabled: false, x: [1] },
      ),
    ).toEqual([
      { field: 'role', before: 'service', after: 'finance', changed: true },
      { field: 'disabled', before: 'false', after: 'false', changed: false },
      { field: 'name', before: 'A', changed: true },
      { field: 'x', after: '[1]', changed: true },
    ]);
  });

  it('handles a side that is null (a creation, a login)', () => {
    expect(diffRows(null, { id: 3 })).toEqual([{ field: 'id', after: '3', changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
    expect(prettyJson(null)).toBe('');
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
