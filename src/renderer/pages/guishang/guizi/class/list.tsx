/** Cabinet classes: name, sort and goods count; edit; delete (the server refuses a class with goods). */
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../../../../core/i18n/guishang/goods';
import * as api from '../../../../core/api/guishang-goods';
import type { CabinetClass } from '../../../../core/api/guishang-goods';
import '../../../../core/kiosk/gallery.css';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../../core/ui';

export default function CabinetClassList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [list, setList] = useState<CabinetClass[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setList((await api.cabinetClassList()).data.list);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (c: CabinetClass) => {
    if (!(await confirm(t('gsGoods.class.confirmDelete', { name: c.name })))) return;
    try {
      await api.cabinetClassDel(c.id);
      toast(t('gsGoods.deleted'));
      await load();
    } catch {
      // the refusal (e.g. the class still has goods) was shown in a modal
    }
  };

  const add = () => void navigate('/pages/guishang/guizi/class/add');

  return (
    <PageFrame
      title={t('gsGoods.class.cabinetTitle')}
      page="pages/guishang/guizi/class/list"
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
            <li key={c.id} className="gs-row" data-testid="class-row">
              <div className="gs-row__main">
                <h2 className="gs-row__name">{c.name}</h2>
                <div className="gs-row__meta">
                  <span>{t('gsGoods.class.goodsCount', { n: c.goods_count })}</span>
                  <span>{t('gsGoods.class.sortN', { n: c.sort })}</span>
                </div>
              </div>
              <div className="gs-row__actions">
                <Button
                  onClick={() => void navigate(`/pages/guishang/guizi/class/edit?id=${c.id}`)}
                >
                  {t('gsGoods.edit')}
                </Button>
                <LoadingButton color="danger" fill="outline" onClick={() => remove(c)}>
                  {t('gsGoods.delete')}
                </LoadingButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
