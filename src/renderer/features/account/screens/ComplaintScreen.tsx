/**
 * Complaints and suggestions (`pages/subpack1/user/complaint`, docs/api-chat.md): a type from a
 * fixed list, 10–500 characters, up to four photos (uploaded as chosen), an optional contact
 * mobile; submitted once per client id (a retry after a lost answer stores nothing twice) and
 * kept on the screen when it fails. The user's earlier feedback with its status and reply is
 * listed below (paged, pull to refresh).
 */
import '../../wallet/strings/wallet';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import {
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_MAX,
  COMPLAINT_MIN,
  COMPLAINT_TYPES,
  type Complaint,
  type ComplaintType,
} from '../../../../shared/contract/chat';
import { isMobile } from '../../../../shared/rules/validate';
import * as chatApi from '../../chat/api';
import { newClientId } from '../../chat';
import '../../chat/strings';
import '../complaint.css';
import { PhotoPicker } from '../../order';
import { formatDateTime } from '../../../core/i18n/format';
import { EmptyState, ListView, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/user/complaint';

function dateOf(sec: number, lang: string): string {
  return formatDateTime(sec, lang);
}

function ComplaintItem({ c }: { c: Complaint }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="complaint-item" data-testid="complaint-item">
      <div className="complaint-item__top">
        <span>
          {t(`chat.complaint.types.${c.type}`)} · {dateOf(c.created_at, i18n.language)}
        </span>
        <span className="complaint-item__status" data-status={c.status}>
          {t(`chat.complaint.status.${c.status}`)}
        </span>
      </div>
      <p className="complaint-item__content">{c.content}</p>
      {c.images.length > 0 && (
        <ul className="complaint-item__photos">
          {c.images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`${t('chat.complaint.photoAlt')} ${i + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {c.reply && (
        <p className="complaint-item__reply">
          {t('chat.complaint.reply')}
          {c.reply}
        </p>
      )}
    </article>
  );
}

const ComplaintPage = observer(function ComplaintPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<ComplaintType | ''>('');
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState(false);
  /** one id per form content: a retry of the same submit is stored once */
  const [clientId, setClientId] = useState(newClientId);
  /** remounts the photo picker after a successful submit */
  const [formKey, setFormKey] = useState(0);

  const history = usePaged(
    useCallback(async ({ page }: { page: number }) => {
      const data = await unwrap(chatApi.complaints(page));
      return { list: data.list, total: data.total };
    }, []),
    [],
  );

  const text = content.trim();
  const typeError = type ? '' : t('chat.complaint.typeRequired');
  const contentError =
    text.length < COMPLAINT_MIN
      ? t('chat.complaint.contentShort', { n: COMPLAINT_MIN })
      : text.length > COMPLAINT_MAX
        ? t('chat.complaint.contentLong', { n: COMPLAINT_MAX })
        : '';
  const phoneError =
    phone.trim() && !isMobile(phone.trim()) ? t('chat.complaint.phoneInvalid') : '';

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      // changed content is a new submission
      setClientId(newClientId());
    };

  const submit = async () => {
    setTouched(true);
    if (typeError || contentError || phoneError || uploading || !type) {
      if (typeError || contentError || phoneError) toast(typeError || contentError || phoneError);
      return;
    }
    try {
      await unwrap(
        chatApi.addComplaint({
          client_id: clientId,
          type,
          content: text,
          images: photos,
          phone: phone.trim(),
        }),
      );
      toast(t('chat.complaint.success'));
      setType('');
      setContent('');
      setPhone('');
      setPhotos([]);
      setTouched(false);
      setClientId(newClientId());
      setFormKey((k) => k + 1);
      void history.reload();
    } catch (e) {
      // the form keeps everything; the same client id makes a retry safe
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
      toast(t('chat.complaint.failed'));
    }
  };

  return (
    <PageFrame title={t('chat.complaint.title')} page={PAGE}>
      <form
        className="complaint-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <span className="complaint-label" id="complaint-type">
          {t('chat.complaint.type')}
        </span>
        <div className="complaint-types" role="radiogroup" aria-labelledby="complaint-type">
          {COMPLAINT_TYPES.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={type === k}
              className="complaint-type"
              data-testid={`complaint-type-${k}`}
              onClick={() => edit(setType)(k)}
            >
              {t(`chat.complaint.types.${k}`)}
            </button>
          ))}
        </div>
        {touched && typeError && <p className="complaint-hint complaint-error">{typeError}</p>}

        <label className="complaint-label" htmlFor="complaint-content">
          {t('chat.complaint.content')}
        </label>
        <textarea
          id="complaint-content"
          className="complaint-text"
          data-testid="complaint-content"
          value={content}
          maxLength={COMPLAINT_MAX + 50}
          placeholder={t('chat.complaint.contentPlaceholder')}
          aria-invalid={touched && Boolean(contentError)}
          onChange={(e) => edit(setContent)(e.target.value)}
        />
        <p className="complaint-hint">
          <span className="complaint-error">{touched ? contentError : ''}</span>
          <span>
            {text.length}/{COMPLAINT_MAX}
          </span>
        </p>

        <span className="complaint-label">
          {t('chat.complaint.photos', { n: COMPLAINT_IMAGES_MAX })}
        </span>
        <PhotoPicker
          key={formKey}
          max={COMPLAINT_IMAGES_MAX}
          label={t('chat.complaint.addPhoto')}
          testId="complaint-photos"
          onChange={(urls) => edit(setPhotos)(urls)}
          onBusyChange={setUploading}
        />

        <label className="complaint-label" htmlFor="complaint-phone">
          {t('chat.complaint.phone')}
        </label>
        <input
          id="complaint-phone"
          className="complaint-input"
          data-testid="complaint-phone"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={phone}
          placeholder={t('chat.complaint.phonePlaceholder')}
          aria-invalid={Boolean(phoneError)}
          onChange={(e) => edit(setPhone)(e.target.value.replace(/\D/g, ''))}
        />
        {phoneError && <p className="complaint-hint complaint-error">{phoneError}</p>}

        <LoadingButton
          color="primary"
          className="complaint-submit"
          data-testid="complaint-submit"
          disabled={uploading}
          onClick={submit}
        >
          {uploading ? t('chat.complaint.uploading') : t('chat.complaint.submit')}
        </LoadingButton>
      </form>

      <section className="complaint-history" aria-labelledby="complaint-history">
        <h2 className="complaint-history__title" id="complaint-history">
          {t('chat.complaint.history')}
        </h2>
        <ListView
          state={history}
          pullToRefresh
          itemKey={(c) => c.id}
          render={(c) => <ComplaintItem c={c} />}
          empty={<EmptyState title={t('chat.complaint.historyEmpty')} />}
        />
      </section>
    </PageFrame>
  );
});

export default ComplaintPage;
