/**
 * An ordered list of images for the goods editor (issue 20 part goods): upload through the
 * operator API (`/api/ops/upload`) with antd Upload, a preview of each, and reorder by dragging
 * or with the arrows; the first of the main list is the main image. A form control
 * (`value`/`onChange`).
 */
import { App, Button, Image, Space, Tag, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { ApiError } from '../../../../core/data';
import { goodsApi } from './api';
import { moveItem } from './goods-form';
import './strings';

export function ImageListField({
  value = [],
  onChange,
  max,
  markMain = false,
  disabled = false,
  testId,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
  max: number;
  markMain?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  // the latest list (several uploads finish one after another)
  const latest = { current: value };
  const set = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  return (
    <div className="goods-images" data-testid={testId}>
      {value.map((url, i) => (
        <div
          key={`${url}-${i}`}
          className={`goods-images__item${dragged === i ? ' goods-images__item--dragged' : ''}`}
          draggable={!disabled}
          onDragStart={() => setDragged(i)}
          onDragEnd={() => setDragged(null)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged !== null) set(moveItem(value, dragged, i));
            setDragged(null);
          }}
          data-testid={`${testId}-item`}
        >
          <Image src={url} width={96} height={96} style={{ objectFit: 'cover' }} alt="" />
          {markMain && i === 0 && (
            <Tag color="blue" className="goods-images__main">
              {t('console.catalogue.editor.main')}
            </Tag>
          )}
          {!disabled && (
            <Space size={0} className="goods-images__tools">
              <Tooltip title={t('console.catalogue.editor.moveLeft')}>
                <Button
                  size="small"
                  type="text"
                  icon={<span aria-hidden>←</span>}
                  disabled={i === 0}
                  onClick={() => set(moveItem(value, i, i - 1))}
                  aria-label={t('console.catalogue.editor.moveLeft')}
                />
              </Tooltip>
              <Tooltip title={t('console.catalogue.editor.moveRight')}>
                <Button
                  size="small"
                  type="text"
                  icon={<span aria-hidden>→</span>}
                  disabled={i === value.length - 1}
                  onClick={() => set(moveItem(value, i, i + 1))}
                  aria-label={t('console.catalogue.editor.moveRight')}
                />
              </Tooltip>
              <Tooltip title={t('console.catalogue.editor.remove')}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<span aria-hidden>✕</span>}
                  onClick={() => set(value.filter((_, k) => k !== i))}
                  aria-label={t('console.catalogue.editor.remove')}
                />
              </Tooltip>
            </Space>
          )}
        </div>
      ))}
      {!disabled && value.length + uploading < max && (
        <Upload
          accept="image/png,image/jpeg,image/webp"
          multiple
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            setUploading((n) => n + 1);
            goodsApi
              .upload(file as Blob)
              .then((r) => {
                set([...latest.current, r.url].slice(0, max));
                onSuccess?.(r);
              })
              .catch((err: unknown) => {
                const e = ApiError.from(err);
                void message.error(
                  t('console.catalogue.editor.uploadFailed', { reason: e.message }),
                );
                onError?.(e);
              })
              .finally(() => setUploading((n) => n - 1));
          }}
        >
          <button type="button" className="goods-images__add" data-testid={`${testId}-upload`}>
            <span className="goods-images__plus" aria-hidden>
              +
            </span>
            <div>
              {uploading > 0
                ? t('console.catalogue.editor.uploading')
                : t('console.catalogue.editor.upload')}
            </div>
          </button>
        </Upload>
      )}
    </div>
  );
}
