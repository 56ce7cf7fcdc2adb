/**
 * One identity card photo: a large tappable box (the camera or gallery through the file input),
 * the preview once chosen, uploaded at once to `/api/upload/private_image` (stored apart, served
 * to the owner only); large photos are scaled down first (the server takes at most 5 MB). Once
 * uploaded, the preview is the stored copy (metadata stripped), fetched with the session
 * (usePrivateImage). Reports the uploaded URL, or '' while none.
 */
import '../../../wallet/strings/wallet';
import '../../strings/identity';
import { DotLoading } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { usePhotoUpload } from '../../../../core/api/upload';
import { usePrivateImage } from '../../../../core/api/private-image';
import { reportFailure } from '../../../../core/data';
import '../../account.css';

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
  const [uploaded, setUploaded] = useState('');
  const stored = usePrivateImage(uploaded);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const { busy, failed, input, choose } = usePhotoUpload(
    (url) => {
      setUploaded(url);
      onChange(url);
    },
    {
      area: 'private',
      onStart: (file) => {
        setPreview(URL.createObjectURL(file));
        setUploaded('');
        onChange('');
      },
      onError: (e: unknown) => void reportFailure(e, { fallbackKey: 'wallet.networkError' }),
    },
  );
  const shown = stored.src ?? preview;

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
      <label htmlFor={id} className="idphoto__box" data-filled={Boolean(shown)}>
        {shown ? (
          <img src={shown} alt={label} className="idphoto__preview" />
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
