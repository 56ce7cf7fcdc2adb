/**
 * Create a live room, or edit one with `?id=` (docs/api-live.md `add` / `edit`): title (1–40),
 * cover upload, intro (≤ 200), start time (from now to 30 days ahead, by the server clock).
 * Inline validation before sending; a 422 keeps everything typed. The server reviews the room
 * at once; the answer opens its review status (pages/live/shen).
 */
import '../strings';
import '../live.css';
import '../../../core/i18n/data';
import { DatePicker } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as liveApi from '../api';
import { CoverPicker } from '../CoverPicker';
import { formatDateTime } from '../format';
import { ManagerPage } from '../ManagerGate';
import { ErrorState, ListSkeleton, LoadingButton, serverNowMs, toast } from '../../../core/ui';
import { unwrap, useLoad, useMutation } from '../../../core/data';

const PAGE = 'pages/live/add';
/** writes that fail without the server's word (offline, 5xx) */
const REPORT = { fallbackKey: 'data.networkError' } as const;
const MAX_DAYS = 30;

/** The picker's first suggestion: one hour from now, on a whole minute. */
const defaultStart = () => Math.ceil(serverNowMs() / 60000 + 60) * 60;

interface Fields {
  title: string;
  cover: string;
  intro: string;
  scheduled_at: number;
}
type Errors = Partial<Record<keyof Fields, string>>;

function RoomForm({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({
    title: '',
    cover: '',
    intro: '',
    scheduled_at: 0,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [picker, setPicker] = useState(false);

  // editing: the room's current values fill the form
  const room = useLoad(
    async (signal) => {
      if (!id) return null;
      const d = await unwrap(liveApi.getManage(id));
      if (!signal.aborted) {
        setFields({ title: d.title, cover: d.cover, intro: d.intro, scheduled_at: d.scheduled_at });
      }
      return d;
    },
    [id],
  );

  // a failure is told by the reporter (the server's message); the form keeps what was typed
  const save = useMutation(
    async (input: liveApi.RoomInput) => {
      const saved = await unwrap(id ? liveApi.editRoom(id, input) : liveApi.addRoom(input));
      toast(t('live.add.saved'));
      void navigate(`/pages/live/shen?id=${saved.id}`, { replace: true });
    },
    { report: REPORT },
  );

  const set = <K extends keyof Fields>(k: K, v: Fields[K]) => {
    setFields((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const validate = (): Errors => {
    const e: Errors = {};
    const title = fields.title.trim();
    if (!title) e.title = t('live.add.errors.titleRequired');
    else if (title.length > 40) e.title = t('live.add.errors.titleLong');
    if (!fields.cover) e.cover = t('live.add.errors.coverRequired');
    if (fields.intro.trim().length > 200) e.intro = t('live.add.errors.introLong');
    const now = Math.floor(serverNowMs() / 1000);
    if (!fields.scheduled_at) e.scheduled_at = t('live.add.errors.timeRequired');
    else if (fields.scheduled_at <= now) e.scheduled_at = t('live.add.errors.timePast');
    else if (fields.scheduled_at > now + MAX_DAYS * 86400)
      e.scheduled_at = t('live.add.errors.timeFar', { days: MAX_DAYS });
    return e;
  };

  const submit = async (ev?: FormEvent) => {
    ev?.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    const input = {
      title: fields.title.trim(),
      cover: fields.cover,
      intro: fields.intro.trim(),
      scheduled_at: fields.scheduled_at,
    };
    await save.attempt(input);
  };

  // a new room has nothing to load: the form at once
  if (id && room.status === 'loading') return <ListSkeleton rows={3} />;
  if (room.status === 'error') return <ErrorState onRetry={room.retry} />;

  const now = new Date(serverNowMs());
  const max = new Date(serverNowMs() + MAX_DAYS * 86400 * 1000);

  return (
    <form className="live-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="live-field">
        <span className="live-field__label">{t('live.add.title')}</span>
        <input
          className="live-field__input"
          value={fields.title}
          maxLength={60}
          onChange={(e) => set('title', e.target.value)}
          placeholder={t('live.add.titlePlaceholder')}
          aria-invalid={!!errors.title}
          name="title"
        />
        {errors.title && <span className="live-field__error">{errors.title}</span>}
      </label>
      <div className="live-field">
        <span className="live-field__label">{t('live.add.cover')}</span>
        <CoverPicker
          value={fields.cover}
          onChange={(url) => set('cover', url)}
          error={errors.cover}
        />
      </div>
      <label className="live-field">
        <span className="live-field__label">{t('live.add.intro')}</span>
        <textarea
          className="live-field__input live-field__textarea"
          value={fields.intro}
          rows={4}
          onChange={(e) => set('intro', e.target.value)}
          placeholder={t('live.add.introPlaceholder')}
          aria-invalid={!!errors.intro}
          name="intro"
        />
        <span className="live-field__hint">{fields.intro.trim().length}/200</span>
        {errors.intro && <span className="live-field__error">{errors.intro}</span>}
      </label>
      <div className="live-field">
        <span className="live-field__label" id="live-time-label">
          {t('live.add.time')}
        </span>
        <button
          type="button"
          className="live-field__input live-field__picker"
          aria-labelledby="live-time-label"
          data-testid="live-time"
          onClick={() => setPicker(true)}
        >
          {fields.scheduled_at
            ? formatDateTime(fields.scheduled_at, i18n.language)
            : t('live.add.timePlaceholder')}
        </button>
        {errors.scheduled_at && <span className="live-field__error">{errors.scheduled_at}</span>}
        <DatePicker
          visible={picker}
          onClose={() => setPicker(false)}
          precision="minute"
          min={now}
          max={max}
          value={new Date((fields.scheduled_at || defaultStart()) * 1000)}
          title={t('live.add.time')}
          confirmText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={(d) => set('scheduled_at', Math.floor(d.getTime() / 1000))}
        />
      </div>
      <LoadingButton block color="primary" size="large" onClick={() => submit()}>
        {id ? t('live.add.saveEdit') : t('live.add.submit')}
      </LoadingButton>
    </form>
  );
}

export default function LiveAddPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <ManagerPage title={id ? t('live.add.editTitle') : t('live.add.pageTitle')} page={PAGE}>
      <RoomForm id={id} />
    </ManagerPage>
  );
}
