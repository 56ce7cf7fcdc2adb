/**
 * Add a shop goods to the live library (docs/api-live.md `goods/candidates`, `goods/add`):
 * search the on-sale goods not in the library yet, pick one, set the live title (default its
 * title) and a selling point. A duplicate answers 422 and the form keeps its input.
 */
import '../strings';
import '../live.css';
import { Radio, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as liveApi from '../api';
import type { LiveCandidate } from '../api';
import { ManagerPage } from '../ManagerGate';
import { EmptyState, ListView, LoadingButton, Price, toast } from '../../../core/ui';
import {
  LiveGoodsFields,
  validateLiveGoods,
  type LiveGoodsErrors,
  type LiveGoodsValues,
} from './parts/LiveGoodsFields';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/live/goods/add';

const goodsIdOf = (c: LiveCandidate) => c.goods_id ?? c.id;

function AddForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [picked, setPicked] = useState<LiveCandidate | null>(null);
  const [values, setValues] = useState<LiveGoodsValues>({ title: '', selling_point: '' });
  const [errors, setErrors] = useState<LiveGoodsErrors & { goods?: string }>({});

  const list = usePaged(({ page }) => unwrap(liveApi.getCandidates({ keyword, page })), [keyword]);

  const pick = (c: LiveCandidate) => {
    setPicked(c);
    setErrors({});
    setValues((v) => ({ ...v, title: c.title.slice(0, 40) }));
  };

  const submit = async () => {
    const e: LiveGoodsErrors & { goods?: string } = validateLiveGoods(values, t);
    if (!picked) e.goods = t('live.library.errors.pick');
    setErrors(e);
    if (Object.values(e).some(Boolean) || !picked) return;
    try {
      await unwrap(
        liveApi.addLiveGoods({
          goods_id: goodsIdOf(picked),
          title: values.title.trim(),
          selling_point: values.selling_point.trim(),
        }),
      );
      toast(t('live.library.added'));
      if (window.history.length > 1) void navigate(-1);
      else void navigate('/pages/live/goods/goods', { replace: true });
    } catch {
      // shown by the wrapper; the input stays
    }
  };

  return (
    <>
      <section className="live-form">
        <h2 className="live-form__h">{t('live.library.pickGoods')}</h2>
        {picked ? (
          <div className="live-picked" data-testid="live-picked">
            <img src={picked.image} alt={picked.title} />
            <div>
              <p>{picked.title}</p>
              <Price fen={picked.price} size="sm" />
            </div>
            <button type="button" className="ui-text-button" onClick={() => setPicked(null)}>
              {t('live.library.change')}
            </button>
          </div>
        ) : errors.goods ? (
          <p className="live-field__error">{errors.goods}</p>
        ) : (
          <p className="live-field__hint">{t('live.library.pickHint')}</p>
        )}
        {picked && (
          <>
            <LiveGoodsFields
              values={values}
              errors={errors}
              onChange={(v) => {
                setValues(v);
                setErrors({});
              }}
            />
            <LoadingButton block color="primary" size="large" onClick={submit}>
              {t('live.library.save')}
            </LoadingButton>
          </>
        )}
      </section>
      {!picked && (
        <>
          <div className="live-search">
            <SearchBar
              placeholder={t('live.library.searchShop')}
              value={draft}
              onChange={setDraft}
              onSearch={(v) => setKeyword(v.trim())}
              onClear={() => setKeyword('')}
            />
          </div>
          <ListView
            state={list}
            itemKey={(c) => c.id}
            render={(c) => (
              <Radio
                className="live-candidate"
                data-testid="live-candidate"
                checked={false}
                onChange={() => pick(c)}
              >
                <span className="live-candidate__row">
                  <img src={c.image} alt={c.title} loading="lazy" />
                  <span className="live-candidate__body">
                    <span className="live-candidate__title">{c.title}</span>
                    <Price fen={c.price} size="sm" />
                  </span>
                </span>
              </Radio>
            )}
            empty={
              <EmptyState
                title={keyword ? t('live.select.noMatch') : t('live.library.noCandidates')}
              />
            }
          />
        </>
      )}
    </>
  );
}

export default function LiveGoodsAddPage() {
  const { t } = useTranslation();
  return (
    <ManagerPage title={t('live.library.addTitle')} page={PAGE} homePath="/pages/live/goods/goods">
      <AddForm />
    </ManagerPage>
  );
}
