// The merchant wrapper's file download (issue 18, the report CSV export): a GET with the bearer
// token and the query, answered as a Blob; a refusal's JSON body (a Blob too) becomes the usual
// merchant failure (422: alert with the server's message).
import { describe, expect, it, vi } from 'vitest';
import { createMerchantHttp, HttpError, type HttpAdapter, type MerchantHttpEnv } from './http';

function setup(status: number, data: Blob) {
  const seen: { url: string; auth: string; responseType: string }[] = [];
  const adapter = vi.fn<HttpAdapter>(async (config) => {
    const params = new URLSearchParams(config.params as Record<string, string>).toString();
    seen.push({
      url: `${config.url}?${params}`,
      auth: String(config.headers.get('Authorization')),
      responseType: String(config.responseType),
    });
    return { status, statusText: '', headers: {}, data, config };
  });
  const env = {
    base: () => 'https://m.example.com',
    token: () => 'mtok',
    language: () => 'zh-CN',
    currentPath: () => 'pages/guishang/report/report',
    navigate: vi.fn<(p: string) => void>(),
    saveReturnTarget: vi.fn<(p: string) => void>(),
    logout: vi.fn<() => void>(),
    alert: vi.fn<(m: string) => Promise<void>>(() => Promise.resolve()),
    toast: vi.fn<(m: string) => void>(),
    adapter,
  } satisfies MerchantHttpEnv;
  return { http: createMerchantHttp(env), env, seen };
}

describe('merchant download', () => {
  it('answers the file as a Blob, sent with the bearer token and the query', async () => {
    const csv = new Blob(['\uFEFF周期\r\n'], { type: 'text/csv' });
    const { http, seen } = setup(200, csv);
    const got = await http.download('api/admin/report/export', {
      start: '2026-03-01',
      end: '2026-03-02',
      kind: 'sales',
    });
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(
      new Uint8Array(await csv.arrayBuffer()),
    );
    expect(seen[0]!.url).toBe(
      'https://m.example.com/api/admin/report/export?start=2026-03-01&end=2026-03-02&kind=sales',
    );
    expect(seen[0]!.auth).toBe('Bearer mtok');
    expect(seen[0]!.responseType).toBe('blob');
  });

  it("a refusal alerts the server's message read from the blob body", async () => {
    const body = new Blob([JSON.stringify({ code: 422, message: 'end: 结束日期早于开始日期' })]);
    const { http, env } = setup(422, body);
    const err = await http.download('api/admin/report/export', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('end: 结束日期早于开始日期');
    expect((err as HttpError).reported).toBe(true);
    expect(env.alert).toHaveBeenCalledWith('end: 结束日期早于开始日期');
  });
});
