import { afterEach, describe, expect, it, vi } from 'vitest';

const qrcode = vi.hoisted(() => ({
  toString: vi.fn(() => Promise.resolve('<svg/>')),
  toDataURL: vi.fn(() => Promise.resolve('data:image/png;base64,QR')),
  create: vi.fn(() => ({
    // a 3x3 "code" with a dark diagonal
    modules: { size: 3, get: (row: number, col: number) => (row === col ? 1 : 0) },
  })),
}));
vi.mock('qrcode', () => qrcode);

import { drawQr, qrPngDataUrl, qrSvg } from './qr';

afterEach(() => vi.clearAllMocks());

const LINK = 'http://shop.example/h5/#/pages/subpack/login/register?invite_code=AB12CD';

describe('QR codes', () => {
  it('makes the SVG and the PNG from exactly the text given', async () => {
    await expect(qrSvg(LINK)).resolves.toBe('<svg/>');
    expect(qrcode.toString).toHaveBeenCalledWith(LINK, expect.objectContaining({ type: 'svg' }));
    await expect(qrPngDataUrl(LINK, 300)).resolves.toBe('data:image/png;base64,QR');
    expect(qrcode.toDataURL).toHaveBeenCalledWith(
      LINK,
      expect.objectContaining({ type: 'image/png', width: 300, errorCorrectionLevel: 'M' }),
    );
  });

  it('draws one square per dark module into the box given', async () => {
    const ctx = { fillStyle: '', fillRect: vi.fn() };
    await drawQr(ctx, LINK, 10, 20, 30);
    expect(qrcode.create).toHaveBeenCalledWith(LINK, { errorCorrectionLevel: 'M' });
    expect(ctx.fillStyle).toBe('#000');
    expect(ctx.fillRect.mock.calls).toEqual([
      [10, 20, 10.5, 10.5],
      [20, 30, 10.5, 10.5],
      [30, 40, 10.5, 10.5],
    ]);
  });
});
