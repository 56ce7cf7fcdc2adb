/** Rename or re-sort one cabinet class (`?id=`). */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import type { CabinetClass } from '../goods/api';
import { EmptyState, ErrorState, ListSkeleton, PageFrame, toast } from '../../../core/ui';
import { ClassForm } from '../goods';

export default function CabinetClassEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [found, setFound] = useState<CabinetClass | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const list = (await api.cabinetClassList()).data.list;
      setFound(list.find((c) => c.id === id) ?? null);
    } catch {
      setFailed(true);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame title={t('gsGoods.class.editTitle')} page="pages/guishang/guizi/class/edit">
      {failed && <ErrorState onRetry={() => void load()} />}
      {found === undefined && !failed && <ListSkeleton rows={2} />}
      {found === null && <EmptyState title={t('gsGoods.notFound')} />}
      {found && (
        <ClassForm
          initialName={found.name}
          initialSort={found.sort}
          onSubmit={async (name, sort) => {
            await api.cabinetClassEdit(found.id, name, sort);
            toast(t('gsGoods.saved'));
            void navigate('/pages/guishang/guizi/class/list', { replace: true });
          }}
        />
      )}
    </PageFrame>
  );
}
