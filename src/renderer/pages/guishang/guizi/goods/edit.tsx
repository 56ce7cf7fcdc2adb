/** Edit one cabinet goods (`?id=`); delete it. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../../../../core/i18n/guishang';
import * as api from '../../../../core/api/guishang-goods';
import type { CabinetGoods } from '../../../../core/api/guishang-goods';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../../core/ui';
import { CabinetGoodsForm } from '../../../../core/merchant-goods';

const LIST = '/pages/guishang/guizi/goods';

export default function CabinetGoodsEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [goods, setGoods] = useState<CabinetGoods | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setGoods(undefined);
    try {
      setGoods(await api.cabinetGoodsFind(id));
    } catch {
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async () => {
    if (!goods || !(await confirm(t('gsGoods.cg.confirmDelete', { name: goods.name })))) return;
    try {
      await api.cabinetGoodsDel(goods.id);
      toast(t('gsGoods.deleted'));
      void navigate(LIST, { replace: true });
    } catch {
      // shown by the wrapper
    }
  };

  return (
    <PageFrame
      title={t('gsGoods.cg.editTitle')}
      page="pages/guishang/guizi/goods/edit"
      footer={
        goods ? (
          <LoadingButton block color="danger" fill="outline" onClick={remove}>
            {t('gsGoods.delete')}
          </LoadingButton>
        ) : undefined
      }
    >
      {failed && <ErrorState onRetry={() => void load()} />}
      {goods === undefined && !failed && <ListSkeleton rows={3} />}
      {goods === null && <EmptyState title={t('gsGoods.notFound')} />}
      {goods && (
        <CabinetGoodsForm
          goods={goods}
          onSubmit={async (v) => {
            await api.cabinetGoodsEdit({ ...v, id: goods.id });
            toast(t('gsGoods.saved'));
            void navigate(LIST, { replace: true });
          }}
        />
      )}
    </PageFrame>
  );
}
