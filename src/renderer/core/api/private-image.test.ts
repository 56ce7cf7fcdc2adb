// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installHttp } from './client';
import type { Http, MerchantHttp } from './http';
import { isPrivateUploadUrl, usePrivateImage } from './private-image';

const URL_A = '/api/upload/private/2026/11/AAAAAAAAAAAAAAAAAAAAAA.png';
const URL_B = '/api/upload/private/2026/11/BBBBBBBBBBBBBBBBBBBBBB.jpg';

function fakeHttp(download: Http['download']) {
  installHttp({ download } as unknown as Http, {} as MerchantHttp);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isPrivateUploadUrl', () => {
  it('takes the private route paths only', () => {
    expect(isPrivateUploadUrl(URL_A)).toBe(true);
    expect(isPrivateUploadUrl(URL_A.slice(1))).toBe(true);
    expect(isPrivateUploadUrl('/uploads/2026/11/AAAAAAAAAAAAAAAAAAAAAA.png')).toBe(false);
    expect(isPrivateUploadUrl('https://evil.example.com/api/upload/private/2026/11/A.png')).toBe(
      false,
    );
    expect(isPrivateUploadUrl('/api/upload/private/../../x.png')).toBe(false);
  });
});

describe('usePrivateImage', () => {
  it('fetches through the wrapper (with the session), shows an object URL, revokes it on unmount', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const download = vi.fn((_url: string, _signal?: AbortSignal) => Promise.resolve(blob));
    fakeHttp(download);
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:one');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => usePrivateImage(URL_A));
    await waitFor(() => expect(result.current.src).toBe('blob:one'));
    expect(download).toHaveBeenCalledWith(URL_A, expect.any(AbortSignal));
    expect(create).toHaveBeenCalledWith(blob);
    expect(revoke).not.toHaveBeenCalled();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:one');
  });

  it('revokes the old object URL when the URL changes, cancels an unfinished fetch', async () => {
    const signals: AbortSignal[] = [];
    const download = vi.fn((url: string, signal?: AbortSignal) => {
      if (signal) signals.push(signal);
      return Promise.resolve(new Blob([url]));
    });
    fakeHttp(download);
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${++n}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { result, rerender, unmount } = renderHook(({ url }) => usePrivateImage(url), {
      initialProps: { url: URL_A },
    });
    await waitFor(() => expect(result.current.src).toBe('blob:1'));
    rerender({ url: URL_B });
    expect(revoke).toHaveBeenCalledWith('blob:1');
    await waitFor(() => expect(result.current.src).toBe('blob:2'));
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:2');
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('fails without an object URL when the server refuses; fetches nothing for other URLs', async () => {
    const download = vi.fn(() => Promise.reject(new Error('Request failed with status code 404')));
    fakeHttp(download);
    const create = vi.spyOn(URL, 'createObjectURL');
    const { result } = renderHook(() => usePrivateImage(URL_A));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.src).toBeNull();
    expect(create).not.toHaveBeenCalled();

    download.mockClear();
    const other = renderHook(() => usePrivateImage('/uploads/2026/11/AAAAAAAAAAAAAAAAAAAAAA.png'));
    await act(() => Promise.resolve());
    expect(other.result.current).toEqual({ src: null, failed: false });
    expect(download).not.toHaveBeenCalled();
  });
});
