/**
 * Up to `max` photos (after-sale evidence, review photos): a tile per photo with its preview and
 * a remove button, and an add tile (the camera or gallery through a file input). Each photo is
 * uploaded as soon as it is chosen; `onChange` reports the uploaded URLs, `onBusyChange` whether
 * an upload is still running (forms wait for it before submitting).
 */
import '../../core/i18n/data';
import './strings/orders';
import { DotLoading } from 'antd-mobile';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { toast } from '../../core/ui';
import { isAcceptedImage, uploadPhoto } from '../../core/api/upload';
import { reportFailure } from '../../core/data';
import './orders.css';

export interface PhotoPickerProps {
  max?: number;
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** accessible name of the add tile */
  label?: string;
  testId?: string;
}

interface Tile {
  key: number;
  preview: string;
  url: string | null;
}

let nextKey = 1;

export function PhotoPicker({ max = 3, onChange, onBusyChange, label, testId }: PhotoPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tiles, setTiles] = useState<Tile[]>([]);
  const tilesRef = useRef(tiles);
  const onChangeRef = useRef(onChange);
  const onBusyRef = useRef(onBusyChange);
  useLayoutEffect(() => {
    tilesRef.current = tiles;
    onChangeRef.current = onChange;
    onBusyRef.current = onBusyChange;
  });

  const busy = tiles.some((x) => x.url === null);
  useEffect(() => {
    onBusyRef.current?.(busy);
  }, [busy]);

  // The uploaded URLs in order, reported whenever they change.
  const urls = tiles.flatMap((x) => (x.url ? [x.url] : [])).join('\n');
  useEffect(() => {
    onChangeRef.current(urls ? urls.split('\n') : []);
  }, [urls]);

  // Previews are object URLs: free them all when the picker goes away.
  useEffect(
    () => () => {
      for (const x of tilesRef.current) URL.revokeObjectURL(x.preview);
    },
    [],
  );

  const add = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    const room = max - tilesRef.current.length;
    if (chosen.length > room) toast(t('orders.photos.tooMany', { n: max }));
    for (const file of chosen.slice(0, Math.max(0, room))) {
      if (!isAcceptedImage(file.type)) {
        toast(t('orders.photos.badType'));
        continue;
      }
      const tile: Tile = { key: nextKey++, preview: URL.createObjectURL(file), url: null };
      setTiles((s) => [...s, tile]);
      try {
        const url = await uploadPhoto(file);
        setTiles((s) => s.map((x) => (x.key === tile.key ? { ...x, url } : x)));
      } catch (e) {
        reportFailure(e, { fallbackKey: 'data.networkError' });
        toast(t('orders.photos.failed'));
        URL.revokeObjectURL(tile.preview);
        setTiles((s) => s.filter((x) => x.key !== tile.key));
      }
    }
  };

  const remove = (key: number) => {
    const gone = tiles.find((x) => x.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    setTiles((s) => s.filter((x) => x.key !== key));
  };

  return (
    <div className="ord-photos">
      <ul className="ord-photos__list">
        {tiles.map((x, i) => (
          <li key={x.key} className="ord-photos__tile">
            <img src={x.preview} alt={t('orders.photos.photoN', { n: i + 1 })} />
            {x.url === null && (
              <span className="ord-photos__busy" role="status">
                <DotLoading color="white" />
                <span className="ui-sr-only">{t('orders.photos.uploading')}</span>
              </span>
            )}
            <button
              type="button"
              className="ord-photos__remove"
              aria-label={t('orders.photos.remove', { n: i + 1 })}
              onClick={() => remove(x.key)}
            >
              ×
            </button>
          </li>
        ))}
        {tiles.length < max && (
          <li className="ord-photos__tile ord-photos__tile--add">
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="ui-sr-only"
              data-testid={testId}
              onChange={(e) => void add(e.target.files)}
            />
            <label htmlFor={id} className="ord-photos__add">
              <span aria-hidden="true">+</span>
              <span className="ord-photos__count">
                {label ?? t('orders.photos.add')} {tiles.length}/{max}
              </span>
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
