// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../core/i18n';
import { toast } from '../../core/ui';
import { ImageGalleryEditor, moveTile, type GalleryUpload } from './ImageGalleryEditor';
import './strings/goods';
import type { TranslationKey } from '../../core/i18n/typed';

vi.mock('../../core/ui', () => ({ toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const tileUrls = () => screen.getAllByTestId('gallery-tile').map((el) => el.dataset.url);
const button = (key: TranslationKey, n: number) =>
  screen.getByRole('button', { name: i18n.t(key, { n }) });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('gallery-input'), { target: { files } });

describe('moveTile', () => {
  it('moves one place and clamps at the ends', () => {
    const t = [{ key: 1 }, { key: 2 }, { key: 3 }];
    expect(moveTile(t, 1, 1).map((x) => x.key)).toEqual([2, 1, 3]);
    expect(moveTile(t, 3, -1).map((x) => x.key)).toEqual([1, 3, 2]);
    expect(moveTile(t, 1, -1).map((x) => x.key)).toEqual([1, 2, 3]);
    expect(moveTile(t, 3, 1).map((x) => x.key)).toEqual([1, 2, 3]);
    expect(moveTile(t, 9, 1).map((x) => x.key)).toEqual([1, 2, 3]);
  });
});

describe('ImageGalleryEditor', () => {
  it('reorders with the move buttons and reports the new order', () => {
    const onChange = vi.fn();
    render(<ImageGalleryEditor initial={['/a.png', '/b.png', '/c.png']} onChange={onChange} />);
    expect(tileUrls()).toEqual(['/a.png', '/b.png', '/c.png']);
    expect(onChange).not.toHaveBeenCalled();
    // the first cannot go further left, the last further right
    expect(button('gsGoods.gallery.moveLeft', 1).hasAttribute('disabled')).toBe(true);
    expect(button('gsGoods.gallery.moveRight', 3).hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('gsGoods.gallery.moveRight', 1));
    expect(tileUrls()).toEqual(['/b.png', '/a.png', '/c.png']);
    expect(onChange).toHaveBeenLastCalledWith(['/b.png', '/a.png', '/c.png']);
    fireEvent.click(button('gsGoods.gallery.moveLeft', 3));
    expect(onChange).toHaveBeenLastCalledWith(['/b.png', '/c.png', '/a.png']);
  });

  it('deletes a photo', () => {
    const onChange = vi.fn();
    render(<ImageGalleryEditor initial={['/a.png', '/b.png']} onChange={onChange} />);
    fireEvent.click(button('gsGoods.gallery.remove', 1));
    expect(tileUrls()).toEqual(['/b.png']);
    expect(onChange).toHaveBeenLastCalledWith(['/b.png']);
  });

  it('takes at most 9 photos: extra files are refused and the add tile goes away', async () => {
    const onChange = vi.fn();
    const upload = vi.fn<GalleryUpload>((f, name) => Promise.resolve(`/u/${name}`));
    const initial = Array.from({ length: 7 }, (_, i) => `/p${i}.png`);
    render(<ImageGalleryEditor initial={initial} onChange={onChange} upload={upload} />);
    await act(async () => choose([png('x.png'), png('y.png'), png('z.png')]));
    expect(toast).toHaveBeenCalledWith(i18n.t('gsGoods.gallery.tooMany', { n: 9 }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(tileUrls()).toHaveLength(9);
    expect(onChange).toHaveBeenLastCalledWith([...initial, '/u/x.png', '/u/y.png']);
    expect(screen.queryByTestId('gallery-input')).toBeNull();
  });

  it('never starts with more than max and honours a smaller max', () => {
    render(<ImageGalleryEditor initial={['/a', '/b', '/c']} max={2} onChange={vi.fn()} />);
    expect(tileUrls()).toEqual(['/a', '/b']);
    expect(screen.queryByTestId('gallery-input')).toBeNull();
  });

  it('shows progress while uploading, busy until done; refuses a non-image', async () => {
    let report!: (f: number) => void;
    let finish!: (url: string) => void;
    const upload = vi.fn<GalleryUpload>(
      (_f, _n, onProgress) =>
        new Promise<string>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const onBusy = vi.fn();
    const onChange = vi.fn();
    render(<ImageGalleryEditor onChange={onChange} onBusyChange={onBusy} upload={upload} />);
    await act(async () => choose([new File(['t'], 'a.txt', { type: 'text/plain' }), png('a.png')]));
    expect(toast).toHaveBeenCalledWith(i18n.t('gsGoods.gallery.badType'));
    expect(upload).toHaveBeenCalledOnce();
    expect(onBusy).toHaveBeenLastCalledWith(true);
    await act(async () => report(0.4));
    expect(screen.getByRole('status').textContent).toContain(
      i18n.t('gsGoods.gallery.uploading', { pct: 40 }),
    );
    await act(async () => finish('/u/a.png'));
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenLastCalledWith(['/u/a.png']);
  });

  it('a failed upload shows retry, is not reported, and uploads again on retry', async () => {
    const upload = vi
      .fn<GalleryUpload>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('/u/ok.png');
    const onChange = vi.fn();
    const onFailed = vi.fn();
    render(
      <ImageGalleryEditor
        initial={['/a.png']}
        onChange={onChange}
        onFailedChange={onFailed}
        upload={upload}
      />,
    );
    await act(async () => choose([png('b.png')]));
    expect(screen.getAllByTestId('gallery-tile')[1]!.dataset.state).toBe('failed');
    expect(onFailed).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('gsGoods.gallery.failed'));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: i18n.t('gsGoods.gallery.retry') })),
    );
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![1]).toBe('b.png');
    expect(onChange).toHaveBeenLastCalledWith(['/a.png', '/u/ok.png']);
    expect(onFailed).toHaveBeenLastCalledWith(0);
  });

  it('a refused upload is not the cover, not counted in the 9, and gives its place up (issue 18)', async () => {
    const upload = vi
      .fn<GalleryUpload>()
      .mockRejectedValueOnce(new Error('refused'))
      .mockImplementation((_f, name) => Promise.resolve(`/u/${name}`));
    render(<ImageGalleryEditor onChange={vi.fn()} upload={upload} />);
    await act(async () => choose([png('bad.png')]));
    const tile = screen.getAllByTestId('gallery-tile')[0]!;
    expect(tile.dataset.state).toBe('failed');
    // first tile, yet not the cover, and not counted
    expect(screen.queryByTestId('gallery-cover')).toBeNull();
    expect(screen.getByText(i18n.t('gsGoods.gallery.count', { n: 0, max: 9 }))).toBeTruthy();
    // nine good photos still fit: the failed tile makes room
    await act(async () => choose(Array.from({ length: 9 }, (_, i) => png(`p${i}.png`))));
    expect(toast).not.toHaveBeenCalled();
    expect(tileUrls()).toHaveLength(9);
    expect(screen.getAllByTestId('gallery-tile').every((el) => el.dataset.state === 'done')).toBe(
      true,
    );
    expect(screen.getByText(i18n.t('gsGoods.gallery.count', { n: 9, max: 9 }))).toBeTruthy();
    expect(screen.getAllByTestId('gallery-cover')).toHaveLength(1);
  });

  it('the cover is the first photo that did not fail', async () => {
    const upload = vi.fn<GalleryUpload>().mockRejectedValueOnce(new Error('refused'));
    render(<ImageGalleryEditor initial={[]} onChange={vi.fn()} upload={upload} />);
    await act(async () => choose([png('bad.png')]));
    upload.mockResolvedValueOnce('/u/good.png');
    await act(async () => choose([png('good.png')]));
    const tiles = screen.getAllByTestId('gallery-tile');
    expect(tiles[0]!.dataset.state).toBe('failed');
    expect(tiles[1]!.querySelector('[data-testid="gallery-cover"]')).not.toBeNull();
    expect(tiles[0]!.querySelector('[data-testid="gallery-cover"]')).toBeNull();
  });
});
