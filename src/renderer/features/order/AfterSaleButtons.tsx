/** The actions of an after-sale: withdraw while applied, enter the return parcel when approved. */
import '../../core/i18n/data';
import './strings/after-sale';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as orderApi from './list-api';
import type { AfterSale } from './list-api';
import { confirm, LoadingButton, toast } from '../../core/ui';
import type { Envelope } from '../../../shared/contract';
import { unwrap, useMutation } from '../../core/data';
import './orders.css';

export interface AfterSaleButtonsProps {
  sale: AfterSale;
  onChanged: () => unknown;
  /** extra first button (the list's "details") */
  onDetails?: () => void;
}

export function AfterSaleButtons({ sale, onChanged, onDetails }: AfterSaleButtonsProps) {
  const { t } = useTranslation();
  const write = useMutation(
    async (call: () => Promise<Envelope<unknown>>) => {
      await unwrap(call());
      return true;
    },
    { report: { fallbackKey: 'data.networkError' } },
  );
  const navigate = useNavigate();
  const canWithdraw = sale.status === 0;
  const needsParcel = sale.status === 1 && sale.type === 'return_refund';
  if (!canWithdraw && !needsParcel && !onDetails) return null;

  const withdraw = async () => {
    if (!(await confirm(t('afterSale.withdrawAsk'), { title: t('afterSale.withdraw') }))) return;
    if (await write.attempt(() => orderApi.withdrawAfterSale(sale.id))) {
      toast(t('afterSale.withdrawn'));
      await onChanged();
    }
  };

  return (
    <div className="ord-actions">
      {onDetails && (
        <LoadingButton size="small" shape="rounded" fill="outline" onClick={onDetails}>
          {t('afterSale.details')}
        </LoadingButton>
      )}
      {canWithdraw && (
        <LoadingButton
          size="small"
          shape="rounded"
          fill="outline"
          onClick={withdraw}
          data-action="withdraw"
        >
          {t('afterSale.withdraw')}
        </LoadingButton>
      )}
      {needsParcel && (
        <LoadingButton
          size="small"
          shape="rounded"
          color="primary"
          data-action="fillExpress"
          onClick={() => void navigate(`/pages/subpack/order/oddNumber?id=${sale.id}`)}
        >
          {t('afterSale.fillExpress')}
        </LoadingButton>
      )}
    </div>
  );
}
