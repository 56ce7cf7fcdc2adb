/**
 * One identity card photo: a large tappable box (the camera or gallery through the file input),
 * the preview once chosen, uploaded at once to `/api/upload/image`; large photos are scaled down
 * first (the server takes at most 5 MB). Reports the uploaded URL, or '' while none.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as identityApi from '../../../../core/api/identity';
import { REPLY } from '../../../../../shared/constants';
import { reportFailure } from '../../../../core/wallet/errors';
import { shrinkImage } from '../../../../core/wallet/shrink-image';

export interface IdPhotoPickerProps {
  label: string;
  hint: string;
  onChange: (url: string) => void;
  error?: string;
  testId?: string;
}

export function IdPhotoPicker({ label, hint, onChange, error, testId }: IdPhotoPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) {
      setFailed(true);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setFailed(false);
    setBusy(true);
    onChange('');
    try {
      const blob = await shrinkImage(file);
      const res = await identityApi.uploadImage(blob, blob === file ? file.name : 'id-card.jpg');
      if (res.code === REPLY.OK && res.data.url) onChange(res.data.url);
      else setFailed(true);
    } catch (e) {
      reportFailure(e);
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="idphoto">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="ui-sr-only"
        data-testid={testId}
        disabled={busy}
        onChange={(e) => void choose(e.target.files?.[0])}
        aria-describedby={`${id}-status`}
      />
      <label htmlFor={id} className="idphoto__box" data-filled={Boolean(preview)}>
        {preview ? (
          <img src={preview} alt={label} className="idphoto__preview" />
        ) : (
          <span className="idphoto__placeholder" aria-hidden="true">
            +
          </span>
        )}
        <span className="idphoto__label">{label}</span>
      </label>
      <p id={`${id}-status`} className="idphoto__status" role="status">
        {busy ? (
          <>
            <DotLoading color="currentColor" /> {t('identity.uploading')}
          </>
        ) : failed ? (
          <span className="wallet-error">{t('identity.uploadFailed')}</span>
        ) : error ? (
          <span className="wallet-error">{error}</span>
        ) : preview ? (
          t('identity.uploaded')
        ) : (
          hint
        )}
      </p>
    </div>
  );
}
