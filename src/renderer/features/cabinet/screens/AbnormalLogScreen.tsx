/**
 * Abnormal restock records (shortfalls of finished courier restocks): cabinet filter, large
 * pagination; each row shows time, cabinet / slot, goods, expected, put in, shortfall, reason.
 */
import '../strings/stock';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as stockApi from '../stock-api';
import { CabinetChips, idParam, useCabinets } from '../parts';
import { unwrapMerchant, usePaged } from '../../../core/data';
import { PagedRecords, RECORDS_LIMIT, RecordWhenWhere } from '../PagedRecords';
import { PageFrame } from '../../../core/ui';

const AbnormalLog = observer(function AbnormalLog() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state: cabinets } = useCabinets();
  const [cabinetId, setCabinetId] = useState(idParam(params.get('cabinet_id')));
  // a new cabinet starts over at page 1
  const records = usePaged(
    ({ page, limit }) =>
      unwrapMerchant(stockApi.abnormalList({ page, limit, cabinet_id: cabinetId || undefined })),
    [cabinetId],
    { limit: RECORDS_LIMIT },
  );

  const cabinetName = (id: number) =>
    cabinets.status === 'ready' ? (cabinets.data.find((c) => c.id === id)?.name ?? '') : '';

  return (
    <PageFrame
      title={t('gsStock.log2.title')}
      page="pages/guishang/log/log2"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      {cabinets.status === 'ready' && (
        <section className="kiosk-filters">
          <CabinetChips cabinets={cabinets.data} value={cabinetId} onChange={setCabinetId} />
        </section>
      )}
      <PagedRecords
        state={records}
        emptyTitle={t('gsStock.log2.empty')}
        listTestId="abnormal-list"
        rowTestId="abnormal-row"
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <>
            <div className="kiosk-log__line">
              <RecordWhenWhere
                at={r.created_at}
                cabinet={r.cabinet_name ?? cabinetName(r.cabinet_id)}
                slotNo={r.slot_no}
              />
              <span className="kiosk-log__goods">{r.goods_name ?? `SKU ${r.sku_id}`}</span>
            </div>
            <dl className="kiosk-log__facts">
              <div>
                <dt>{t('gsStock.log2.expected')}</dt>
                <dd>{r.expected}</dd>
              </div>
              <div>
                <dt>{t('gsStock.log2.putIn')}</dt>
                <dd>{r.put_in}</dd>
              </div>
              <div>
                <dt>{t('gsStock.log2.shortfall')}</dt>
                <dd className="kiosk-delta kiosk-delta--down" data-testid="abnormal-shortfall">
                  {r.shortfall}
                </dd>
              </div>
              <div>
                <dt>{t('gsStock.log2.reason')}</dt>
                <dd>{r.reason}</dd>
              </div>
            </dl>
          </>
        )}
      />
    </PageFrame>
  );
});

export default AbnormalLog;
