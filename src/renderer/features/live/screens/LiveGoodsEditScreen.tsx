/**
 * Modify a library goods (`?id=`; docs/api-live.md `goods/edit`): live title, selling point,
 * sort. The list hands the goods over in the navigation state; opened directly, the library
 * pages are searched for it (there is no single-goods route).
 */
import '../strings';
import '../live.css';
import '../../../core/i18n/data';
import { Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LiveGoods } from '../../../../shared/contract/live';
import * as liveApi from '../api';
import { LiveGoodsCard } from '../LiveGoodsCard';
import { ManagerPage } from '../ManagerGate';
import { EmptyState, ErrorState, ListSkeleton, LoadingButton, toast } from '../../../core/ui';
import {
  LiveGoodsFields,
  validateLiveGoods,
  type LiveGoodsErrors,
  type LiveGoodsValues,
} from './parts/LiveGoodsFields';
import { unwrap, useLoad, useMutation } from '../../../core/data';

const PAGE = 'pages/live/goods/edit';
/** writes that fail without the server's word (offline, 5xx) */
const REPORT = { fallbackKey: 'data.networkError' } as const;
const SCAN_LIMIT = 50;
const SCAN_PAGES = 20;

async function findGoods(id: number, signal: AbortSignal): Promise<LiveGoods | null> {
  for (let page = 1; page <= SCAN_PAGES && !signal.aborted; page++) {
    const { list } = await unwrap(liveApi.getLibrary({ page, limit: SCAN_LIMIT }));
    const hit = list.find((g) => g.id === id);
    if (hit) return hit;
    if (list.length < SCAN_LIMIT) return null;
  }
  return null;
}

function EditForm({ id, initial }: { id: number; initial: LiveGoods | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<LiveGoodsValues>({
    title: initial?.title ?? '',
    selling_point: initial?.selling_point ?? '',
  });
  const [sort, setSort] = useState(initial?.sort ?? 0);
  const [errors, setErrors] = useState<LiveGoodsErrors>({});

  // handed over by the library: no request; opened directly: the library is searched
  const found = useLoad(
    async (signal) => {
      if (initial) return initial;
      const g = await findGoods(id, signal);
      if (g && !signal.aborted) {
        setValues({ title: g.title, selling_point: g.selling_point });
        setSort(g.sort);
      }
      return g;
    },
    [id, initial],
  );
  const goods = found.data ?? initial;

  const save = useMutation(
    async (v: LiveGoodsValues, s: number) => {
      await unwrap(
        liveApi.editLiveGoods({
          id,
          title: v.title.trim(),
          selling_point: v.selling_point.trim(),
          sort: s,
        }),
      );
      toast(t('live.library.saved'));
      if (window.history.length > 1) void navigate(-1);
      else void navigate('/pages/live/goods/goods', { replace: true });
    },
    { report: REPORT },
  );

  const submit = async () => {
    const e = validateLiveGoods(values, t);
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    // a failure is told by the reporter; the input stays
    await save.attempt(values, sort);
  };

  if (found.status === 'loading' && !goods) return <ListSkeleton rows={2} />;
  if (found.status === 'error') return <ErrorState onRetry={found.retry} />;
  if (!goods)
    return (
      <EmptyState
        title={t('live.library.missing')}
        actionText={t('live.library.title')}
        onAction={() => void navigate('/pages/live/goods/goods', { replace: true })}
      />
    );

  return (
    <div className="live-form">
      <LiveGoodsCard goods={goods} />
      <LiveGoodsFields
        values={values}
        errors={errors}
        onChange={(v) => {
          setValues(v);
          setErrors({});
        }}
      />
      <div className="live-field">
        <span className="live-field__label" id="live-sort-label">
          {t('live.library.sort')}
        </span>
        <Stepper
          min={0}
          max={9999}
          value={sort}
          onChange={(v) => setSort(v ?? 0)}
          aria-labelledby="live-sort-label"
        />
        <span className="live-field__hint">{t('live.library.sortHint')}</span>
      </div>
      <LoadingButton block color="primary" size="large" onClick={submit}>
        {t('live.library.save')}
      </LoadingButton>
    </div>
  );
}

export default function LiveGoodsEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const location = useLocation();
  const passed = (location.state as { goods?: LiveGoods } | null)?.goods;
  const initial = passed && passed.id === id ? passed : null;
  return (
    <ManagerPage title={t('live.library.editTitle')} page={PAGE} homePath="/pages/live/goods/goods">
      <EditForm key={id} id={id} initial={initial} />
    </ManagerPage>
  );
}
