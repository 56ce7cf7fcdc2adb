// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useQrCode } from './use-qr-code';

const m = vi.hoisted(() => ({
  qrSvg: vi.fn<(text: string) => Promise<string>>(),
  qrPngDataUrl: vi.fn<(text: string) => Promise<string>>(),
  saveImage: vi.fn(),
  toast: vi.fn(),
}));
vi.mock('../platform/qr', () => ({ qrSvg: m.qrSvg, qrPngDataUrl: m.qrPngDataUrl }));
vi.mock('../platform/save-image', () => ({ saveImage: m.saveImage }));
vi.mock('./feedback', () => ({ toast: m.toast }));

const words = {
  saved: 'saved',
  longPress: 'press and hold',
  failed: (reason: string) => `failed: ${reason}`,
};

beforeEach(() => {
  for (const f of Object.values(m)) f.mockReset();
  m.qrSvg.mockImplementation((text) => Promise.resolve(`<svg>${text}</svg>`));
  m.qrPngDataUrl.mockImplementation((text) => Promise.resolve(`data:image/png;base64,${text}`));
});

describe('useQrCode', () => {
  it('draws nothing until the text is known, then the QR of exactly that text', async () => {
    const { result, rerender } = renderHook(({ text }) => useQrCode(text, 'qr.png', words), {
      initialProps: { text: null as string | null },
    });
    expect(m.qrSvg).not.toHaveBeenCalled();
    rerender({ text: 'https://shop.example/h5/#/x' });
    await waitFor(() => expect(result.current.svg).toBe('<svg>https://shop.example/h5/#/x</svg>'));
    expect(result.current.failed).toBe(false);
  });

  it('says when the QR cannot be drawn', async () => {
    m.qrSvg.mockRejectedValueOnce(new Error('too long'));
    const { result } = renderHook(() => useQrCode('x', 'qr.png', words));
    await waitFor(() => expect(result.current.failed).toBe(true));
  });

  it('saves the PNG of the text under the file name and says so', async () => {
    m.saveImage.mockResolvedValueOnce({ saved: true });
    const { result } = renderHook(() => useQrCode('abc', 'download-qr.png', words));
    await act(() => result.current.save());
    expect(m.saveImage).toHaveBeenCalledWith({
      filePath: 'data:image/png;base64,abc',
      fileName: 'download-qr.png',
    });
    expect(m.toast).toHaveBeenCalledWith('saved');
    expect(result.current.longPressPng).toBeNull();
  });

  it('keeps the PNG to show where it must be pressed and held', async () => {
    m.saveImage.mockResolvedValueOnce({ saved: false, reason: 'long-press' });
    const { result } = renderHook(() => useQrCode('abc', 'qr.png', words));
    await act(() => result.current.save());
    expect(result.current.longPressPng).toBe('data:image/png;base64,abc');
    expect(m.toast).toHaveBeenCalledWith('press and hold');
  });

  it('tells the reason when saving fails', async () => {
    m.saveImage.mockRejectedValueOnce(new Error('no File'));
    const { result } = renderHook(() => useQrCode('abc', 'qr.png', words));
    await act(() => result.current.save());
    expect(m.toast).toHaveBeenCalledWith('failed: no File');
  });
});
