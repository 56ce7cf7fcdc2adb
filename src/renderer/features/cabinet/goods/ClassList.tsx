/**
 * The merchant's class lists (cabinet classes, shop categories): name, goods count (and sort
 * where asked); edit on its own page or rename inline; delete with a confirmation (the server
 * refuses a class with goods, shown in a modal by the wrapper); add in the header and when empty.
 */
import '../strings/goods';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  toast,
} from '../../../core/ui';
import { TextField } from './fields';
import { ListPageFrame, useClassList } from './parts';
import { checkName } from './rules';

export interface MerchantClass {
  id: number;
  name: string;
  sort: number;
  goods_count: number;
}

interface RowOptions<C extends MerchantClass> {
  /** the row's data-testid */
  rowTestId: string;
  /** show the sort number in the meta line */
  showSort?: boolean;
  /** edit on its own page (one of editPath / onRename) */
  editPath?: (c: C) => string;
  /** rename inline */
  onRename?: (id: number, name: string) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}

function ClassRow<C extends MerchantClass>({
  c,
  onChanged,
  rowTestId,
  showSort,
  editPath,
  onRename,
  onDelete,
}: RowOptions<C> & { c: C; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(c.name);
  const [tried, setTried] = useState(false);
  const check = checkName(name, 32);

  const save = async () => {
    setTried(true);
    if (!check.ok || !onRename) return;
    try {
      await onRename(c.id, check.value);
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
      await onDelete(c.id);
      toast(t('gsGoods.deleted'));
      await onChanged();
    } catch {
      // the refusal (e.g. the class still has goods) was shown in a modal
    }
  };

  return (
    <li className="gs-row" data-testid={rowTestId}>
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
              {showSort && <span>{t('gsGoods.class.sortN', { n: c.sort })}</span>}
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
            {editPath ? (
              <Button onClick={() => void navigate(editPath(c))}>{t('gsGoods.edit')}</Button>
            ) : (
              <Button onClick={() => setEditing(true)}>{t('gsGoods.class.rename')}</Button>
            )}
            <LoadingButton color="danger" fill="outline" onClick={remove}>
              {t('gsGoods.delete')}
            </LoadingButton>
          </>
        )}
      </div>
    </li>
  );
}

/** A whole class-list screen. */
export function ClassListScreen<C extends MerchantClass>({
  title,
  page,
  addPath,
  fetchList,
  ...row
}: RowOptions<C> & {
  title: string;
  /** the route of the page (PageFrame's `page`) */
  page: string;
  addPath: string;
  fetchList: () => Promise<{ data: { list: C[] } }>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, failed, load } = useClassList(fetchList);

  const add = () => void navigate(addPath);

  return (
    <ListPageFrame title={title} page={page} onAdd={add}>
      {failed && <ErrorState onRetry={() => void load()} />}
      {!list && !failed && <ListSkeleton rows={3} />}
      {list && list.length === 0 && (
        <EmptyState title={t('gsGoods.class.empty')} actionText={t('gsGoods.add')} onAction={add} />
      )}
      {list && list.length > 0 && (
        <ul className="gs-rows">
          {list.map((c) => (
            <ClassRow key={`${c.id}:${c.name}`} c={c} onChanged={load} {...row} />
          ))}
        </ul>
      )}
    </ListPageFrame>
  );
}
