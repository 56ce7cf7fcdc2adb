/**
 * Return parcel (`?id=` of an after-sale): once the seller approved a return and refund, the
 * buyer enters the carrier (common ones as chips, or typed) and the tracking number →
 * `set_dispute_express`; then back to the after-sale. Other states say there is nothing to fill.
 */
import '../../../core/i18n/data';
import '../strings/after-sale';
import '../strings/orders';
import { Input, Selector } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { AfterSale } from '../list-api';
import { isNotFound, unwrap, useMutation } from '../../../core/data';
import { OrderLines } from '../OrderLines';
import { afterSaleStatusKey } from '../rules';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
  MissingState,
} from '../../../core/ui';
import type { Envelope } from '../../../../shared/contract';
import '../orders.css';

const COMPANIES = ['sf', 'zto', 'yto', 'yunda', 'sto', 'jd', 'ems', 'post'] as const;
/** letters, digits and dashes, as carriers print them */
const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

export default function OddNumber() {
  const { t } = useTranslation();
  const write = useMutation(
    async (call: () => Promise<Envelope<unknown>>) => {
      await unwrap(call());
      return true;
    },
    { report: { fallbackKey: 'data.networkError' } },
  );
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [sale, setSale] = useState<AfterSale | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error' | 'missing'>('loading');
  const [company, setCompany] = useState('');
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);

  const fetchIt = useCallback(async () => {
    setState('loading');
    try {
      setSale(await unwrap(orderApi.getAfterSale(id)));
      setState('ready');
    } catch (e) {
      setState(isNotFound(e) ? 'missing' : 'error');
    }
  }, [id]);

  useEffect(() => {
    if (id > 0) void fetchIt();
    else setState('missing');
  }, [id, fetchIt]);

  const companyError = touched && !company.trim();
  const numberError = touched && !TRACKING_NO.test(number.trim());

  const submit = async () => {
    setTouched(true);
    if (!company.trim() || !TRACKING_NO.test(number.trim())) return;
    if (
      await write.attempt(() => orderApi.setAfterSaleExpress(id, company.trim(), number.trim()))
    ) {
      toast(t('afterSale.expressSaved'));
      void navigate(`/pages/subpack1/user/after-sale?id=${id}`, { replace: true });
    }
  };

  const canFill = sale !== null && sale.status === 1 && sale.type === 'return_refund';

  let body;
  if (state === 'loading') body = <ListSkeleton rows={2} />;
  else if (state === 'missing')
    body = (
      <MissingState
        title={t('orders.afterSaleMissing')}
        to="/pages/subpack1/user/after-sale"
        actionText={t('orders.toAfterSales')}
      />
    );
  else if (state === 'error' || !sale) body = <ErrorState onRetry={() => void fetchIt()} />;
  else if (!canFill)
    body = (
      <EmptyState
        title={t('afterSale.noExpressNeeded')}
        description={t(afterSaleStatusKey(sale.status))}
        actionText={t('afterSale.backToList')}
        onAction={() =>
          void navigate(`/pages/subpack1/user/after-sale?id=${id}`, { replace: true })
        }
      />
    );
  else {
    const chips = COMPANIES.map((c) => t(`afterSale.company.${c}`));
    body = (
      <form className="ord-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <section className="ord-block">
          <p className="ord-hint">{t('afterSale.returnHint')}</p>
          <OrderLines lines={sale.lines} />
        </section>
        <section className="ord-block">
          <label className="ord-block__title" htmlFor="odd-company">
            {t('afterSale.expressCompany')}
          </label>
          <Selector
            columns={4}
            value={chips.includes(company) ? [company] : []}
            onChange={(v) => setCompany(v[0] ?? '')}
            options={chips.map((c) => ({ value: c, label: c }))}
            className="ord-companies"
          />
          <Input
            id="odd-company"
            className="ord-input"
            placeholder={t('afterSale.expressCompanyPlaceholder')}
            value={company}
            onChange={setCompany}
            maxLength={30}
            aria-invalid={companyError}
            data-testid="express-company"
          />
          {companyError && <p className="ord-error">{t('afterSale.expressCompanyRequired')}</p>}
        </section>
        <section className="ord-block">
          <label className="ord-block__title" htmlFor="odd-number">
            {t('afterSale.expressNo')}
          </label>
          <Input
            id="odd-number"
            className="ord-input"
            placeholder={t('afterSale.expressNoPlaceholder')}
            value={number}
            onChange={(v) => setNumber(v.replace(/\s+/g, ''))}
            maxLength={40}
            aria-invalid={numberError}
            data-testid="express-no"
          />
          {numberError && <p className="ord-error">{t('afterSale.expressNoInvalid')}</p>}
        </section>
      </form>
    );
  }

  return (
    <PageFrame
      title={t('afterSale.expressTitle')}
      page="pages/subpack/order/oddNumber"
      className="ord-page"
      homePath="/pages/subpack1/user/after-sale"
      footer={
        canFill ? (
          <LoadingButton
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={submit}
            data-testid="express-submit"
          >
            {t('afterSale.expressSubmit')}
          </LoadingButton>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
