/** Shop categories: list with goods count, rename inline, delete (the server refuses one with goods). */
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../../../../core/i18n/guishang/goods';
import * as api from '../../../../core/api/guishang-goods';
import type { ShopClass } from '../../../../core/api/guishang-goods';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../../core/ui';
import { checkName, TextField } from '../../../../core/merchant-goods';

function ShopClassRow({ c, onChanged }: { c: ShopClass; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(c.name);
  const [tried, setTried] = useState(false);
  const check = checkName(name, 32);

  const save = async () => {
    setTried(true);
    if (!check.ok) return;
    try {
      await api.shopClassEdit(c.id, check.value);
      toast(t('gsGoods.saved'));
      setEditing(false);
      await onChanged();
    } catch {
      // shown by the wrapper; the typed name stays
    }
  };

  const remove = async () => {
    if (!(await confirm(t('gsGoods.class.confirmDelete', { name: c.name })))) return;
    try {
      await api.shopClassDel(c.id);
      toast(t('gsGoods.deleted'));
      await onChanged();
    } catch {
      // the refusal (goods still in it) was shown in a modal
    }
  };

  return (
    <li className="gs-row" data-testid="shop-class-row">
      <div className="gs-row__main">
        {editing ? (
          <TextField
            label={t('gsGoods.class.name')}
            value={name}
            onChange={setName}
            maxLength={40}
            onEnter={() => void save()}
            error={tried && !check.ok ? check.error : null}
          />
        ) : (
          <>
            <h2 className="gs-row__name">{c.name}</h2>
            <div className="gs-row__meta">
              <span>{t('gsGoods.class.goodsCount', { n: c.goods_count })}</span>
            </div>
          </>
        )}
      </div>
      <div className="gs-row__actions">
        {editing ? (
          <>
            <LoadingButton color="primary" onClick={save}>
              {t('gsGoods.save')}
            </LoadingButton>
            <Button
              onClick={() => {
                setEditing(false);
                setName(c.name);
                setTried(false);
              }}
            >
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setEditing(true)}>{t('gsGoods.class.rename')}</Button>
            <LoadingButton color="danger" fill="outline" onClick={remove}>
              {t('gsGoods.delete')}
            </LoadingButton>
          </>
        )}
      </div>
    </li>
  );
}

export default function ShopClassList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [list, setList] = useState<ShopClass[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setList((await api.shopClassList()).data.list);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const add = () => void navigate('/pages/guishang/shop/class/add');

  return (
    <PageFrame
      title={t('gsGoods.class.shopTitle')}
      page="pages/guishang/shop/class/class"
      right={
        <Button size="small" color="primary" onClick={add}>
          {t('gsGoods.add')}
        </Button>
      }
    >
      {failed && <ErrorState onRetry={() => void load()} />}
      {!list && !failed && <ListSkeleton rows={3} />}
      {list && list.length === 0 && (
        <EmptyState title={t('gsGoods.class.empty')} actionText={t('gsGoods.add')} onAction={add} />
      )}
      {list && list.length > 0 && (
        <ul className="gs-rows">
          {list.map((c) => (
            <ShopClassRow key={`${c.id}:${c.name}`} c={c} onChanged={load} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
