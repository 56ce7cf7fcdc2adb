/**
 * The photos of a merchant goods (kiosk): up to `max` tiles in order, the first is the cover.
 * Photos come from the camera or the gallery (a file input, several at once) and are uploaded
 * at once, each tile showing its progress or, when it failed, a retry. Big buttons move a tile
 * left or right or delete it. `onChange` reports the uploaded URLs in order whenever they
 * change, `onBusyChange` whether an upload is still running (forms wait for it).
 */
import { ProgressBar } from 'antd-mobile';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import './strings/goods';
import { merchantUploadImage } from './goods/api';
import { isAcceptedImage } from '../../core/api/upload';
import { toast } from '../../core/ui';
import { shrinkImage } from '../../core/platform/shrink-image';
import './gallery.css';

export const GALLERY_MAX = 9;

/** Uploads one photo and answers its URL; throws when it failed. */
export type GalleryUpload = (
  file: Blob,
  name: string,
  onProgress: (f: number) => void,
) => Promise<string>;

export const defaultGalleryUpload: GalleryUpload = async (file, name, onProgress) => {
  const res = await merchantUploadImage(file, name, onProgress);
  if (!res.data?.url) throw new Error(res.message || 'upload failed');
  return res.data.url;
};

export interface ImageGalleryEditorProps {
  /** The URLs to start with (read once; give the editor a `key` to start over). */
  initial?: readonly string[];
  max?: number;
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** How many photos failed to upload (waiting for a retry or removal); forms may refuse to send. */
  onFailedChange?: (failed: number) => void;
  /** Accessible name of the add button. */
  label?: string;
  /** Test seam; the merchant upload by default. */
  upload?: GalleryUpload;
  testId?: string;
}

type TileState = 'done' | 'uploading' | 'failed';

interface Tile {
  key: number;
  state: TileState;
  url: string | null;
  /** object URL of the chosen file while it is not uploaded */
  preview: string | null;
  file: File | null;
  progress: number;
}

let nextKey = 1;

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** The tiles with `key` moved by `by` places (clamped to the ends). */
export function moveTile<T extends { key: number }>(
  tiles: readonly T[],
  key: number,
  by: number,
): T[] {
  const from = tiles.findIndex((x) => x.key === key);
  if (from < 0) return [...tiles];
  const to = Math.max(0, Math.min(tiles.length - 1, from + by));
  const next = [...tiles];
  const [tile] = next.splice(from, 1);
  next.splice(to, 0, tile as T);
  return next;
}

export function ImageGalleryEditor({
  initial = [],
  max = GALLERY_MAX,
  onChange,
  onBusyChange,
  onFailedChange,
  label,
  upload = defaultGalleryUpload,
  testId = 'gallery-input',
}: ImageGalleryEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tiles, setTiles] = useState<Tile[]>(() =>
    initial.slice(0, max).map((url) => ({
      key: nextKey++,
      state: 'done' as const,
      url,
      preview: null,
      file: null,
      progress: 1,
    })),
  );
  const tilesRef = useRef(tiles);
  const onChangeRef = useRef(onChange);
  const onBusyRef = useRef(onBusyChange);
  const onFailedRef = useRef(onFailedChange);
  const uploadRef = useRef(upload);
  useLayoutEffect(() => {
    tilesRef.current = tiles;
    onChangeRef.current = onChange;
    onBusyRef.current = onBusyChange;
    onFailedRef.current = onFailedChange;
    uploadRef.current = upload;
  });

  const busy = tiles.some((x) => x.state === 'uploading');
  useEffect(() => {
    onBusyRef.current?.(busy);
  }, [busy]);
  const failed = tiles.filter((x) => x.state === 'failed').length;
  // issue 18: a failed (refused) upload is shown as failed but is neither the cover nor counted
  // in the `max`; it gives its place up when new photos need it
  const counted = tiles.length - failed;
  const coverKey = tiles.find((x) => x.state !== 'failed')?.key ?? null;
  useEffect(() => {
    onFailedRef.current?.(failed);
  }, [failed]);

  // The uploaded URLs in order, reported whenever they change (not on the first render).
  const urls = tiles.flatMap((x) => (x.state === 'done' && x.url ? [x.url] : [])).join('\n');
  const reported = useRef(urls);
  useEffect(() => {
    if (reported.current === urls) return;
    reported.current = urls;
    onChangeRef.current(urls ? urls.split('\n') : []);
  }, [urls]);

  useEffect(
    () => () => {
      for (const x of tilesRef.current) revoke(x.preview);
    },
    [],
  );

  const patch = (key: number, p: Partial<Tile>) =>
    setTiles((s) => s.map((x) => (x.key === key ? { ...x, ...p } : x)));

  const send = async (key: number, file: File) => {
    patch(key, { state: 'uploading', progress: 0 });
    try {
      const blob = await shrinkImage(file);
      const url = await uploadRef.current(blob, blob === file ? file.name : 'photo.jpg', (f) =>
        patch(key, { progress: f }),
      );
      patch(key, { state: 'done', url, progress: 1 });
    } catch {
      patch(key, { state: 'failed' });
    }
  };

  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    const room = max - tilesRef.current.filter((x) => x.state !== 'failed').length;
    if (chosen.length > room) toast(t('gsGoods.gallery.tooMany', { n: max }));
    const fresh: Tile[] = [];
    for (const file of chosen.slice(0, Math.max(0, room))) {
      if (!isAcceptedImage(file.type)) {
        toast(t('gsGoods.gallery.badType'));
        continue;
      }
      fresh.push({
        key: nextKey++,
        state: 'uploading',
        url: null,
        preview: objectUrl(file),
        file,
        progress: 0,
      });
    }
    if (fresh.length === 0) return;
    // failed tiles make room for new photos (oldest first) so there are never more than `max`
    let drop = tilesRef.current.length + fresh.length - max;
    const kept = tilesRef.current.filter((x) => {
      if (drop > 0 && x.state === 'failed') {
        drop -= 1;
        revoke(x.preview);
        return false;
      }
      return true;
    });
    tilesRef.current = [...kept, ...fresh];
    const keptKeys = new Set(kept.map((x) => x.key));
    setTiles((s) => [...s.filter((x) => keptKeys.has(x.key)), ...fresh]);
    for (const x of fresh) void send(x.key, x.file as File);
  };

  const remove = (key: number) => {
    revoke(tiles.find((x) => x.key === key)?.preview ?? null);
    setTiles((s) => s.filter((x) => x.key !== key));
  };

  const move = (key: number, by: number) => setTiles((s) => moveTile(s, key, by));

  return (
    <div className="gs-gallery" data-testid="gallery">
      <p className="gs-gallery__count" aria-live="polite">
        {t('gsGoods.gallery.count', { n: counted, max })}
      </p>
      <ol className="gs-gallery__list">
        {tiles.map((x, i) => (
          <li
            key={x.key}
            className={`gs-gallery__tile gs-gallery__tile--${x.state}`}
            data-testid="gallery-tile"
            data-url={x.url ?? ''}
            data-state={x.state}
          >
            <div className="gs-gallery__frame">
              {(x.preview ?? x.url) ? (
                <img
                  src={x.preview ?? x.url ?? ''}
                  alt={t('gsGoods.gallery.photoN', { n: i + 1 })}
                />
              ) : (
                <span className="gs-gallery__noimg">
                  {t('gsGoods.gallery.photoN', { n: i + 1 })}
                </span>
              )}
              {x.key === coverKey && (
                <span className="gs-gallery__cover" data-testid="gallery-cover">
                  {t('gsGoods.gallery.cover')}
                </span>
              )}
              {x.state === 'uploading' && (
                <div className="gs-gallery__status" role="status">
                  <span>
                    {t('gsGoods.gallery.uploading', { pct: Math.round(x.progress * 100) })}
                  </span>
                  <ProgressBar percent={Math.round(x.progress * 100)} />
                </div>
              )}
              {x.state === 'failed' && (
                <div className="gs-gallery__status gs-gallery__status--failed" role="alert">
                  <span>{t('gsGoods.gallery.failed')}</span>
                  <button
                    type="button"
                    className="gs-gallery__btn gs-gallery__btn--retry"
                    onClick={() => x.file && void send(x.key, x.file)}
                  >
                    {t('gsGoods.gallery.retry')}
                  </button>
                </div>
              )}
            </div>
            <div className="gs-gallery__actions">
              <button
                type="button"
                className="gs-gallery__btn"
                aria-label={t('gsGoods.gallery.moveLeft', { n: i + 1 })}
                disabled={i === 0}
                onClick={() => move(x.key, -1)}
              >
                ◀
              </button>
              <button
                type="button"
                className="gs-gallery__btn gs-gallery__btn--danger"
                aria-label={t('gsGoods.gallery.remove', { n: i + 1 })}
                onClick={() => remove(x.key)}
              >
                ✕
              </button>
              <button
                type="button"
                className="gs-gallery__btn"
                aria-label={t('gsGoods.gallery.moveRight', { n: i + 1 })}
                disabled={i === tiles.length - 1}
                onClick={() => move(x.key, 1)}
              >
                ▶
              </button>
            </div>
          </li>
        ))}
        {counted < max && (
          <li className="gs-gallery__tile gs-gallery__tile--add">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              className="ui-sr-only"
              data-testid={testId}
              onChange={(e) => add(e.target.files)}
            />
            <label htmlFor={inputId} className="gs-gallery__add">
              <span aria-hidden="true" className="gs-gallery__plus">
                +
              </span>
              <span>{label ?? t('gsGoods.gallery.add')}</span>
            </label>
          </li>
        )}
      </ol>
    </div>
  );
}
