/** Cabinet sales of one cabinet (`?cabinet_id=`; cabinet chips to pick one when absent), live. */
import '../strings/trade';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cabinetList, type CabinetSummary } from '../../../core/api/merchant';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { CabinetChips } from '../parts';
import { CabinetOrderList } from '../trade/CabinetOrderList';

export default function CabinetSalesOfCabinet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const cabinetId = Number(params.get('cabinet_id')) || null;
  const [cabinets, setCabinets] = useState<CabinetSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const res = await cabinetList();
      setCabinets(res.data.list);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const name = cabinets?.find((c) => c.id === cabinetId)?.name;

  return (
    <PageFrame
      title={name ? t('gsTrade.list.titleOf', { name }) : t('gsTrade.list.title')}
      page="pages/guishang/guizi/order/list"
      homePath="/pages/guishang/index/index"
      right={
        <Button
          size="small"
          color="primary"
          onClick={() =>
            void navigate(
              `/pages/guishang/order/form${cabinetId ? `?cabinet_id=${cabinetId}` : ''}`,
            )
          }
        >
          {t('gsTrade.form.title')}
        </Button>
      }
    >
      {failed && <ErrorState onRetry={() => void load()} />}
      {!cabinets && !failed && <ListSkeleton rows={1} />}
      {cabinets && cabinets.length === 0 && <EmptyState title={t('gsTrade.noCabinets')} />}
      {cabinets && cabinets.length > 0 && (
        <CabinetChips
          cabinets={cabinets}
          value={cabinetId ?? 0}
          onChange={(id) => setParams(id ? { cabinet_id: String(id) } : {}, { replace: true })}
        />
      )}
      <CabinetOrderList cabinetId={cabinetId} />
    </PageFrame>
  );
}
