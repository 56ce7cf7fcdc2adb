/**
 * Shipping a paid online order (express carrier + number). A listed carrier is sent as its CODE
 * (shared/carriers.ts), rendered per reader's language; another carrier as typed.
 */
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { CARRIER_CODES, carrierCode } from '../../../../shared/carriers';
import { LoadingButton, toast } from '../../../core/ui';
import { shipOrder } from './orders-api';
import '../strings/trade';

export function ShipForm({
  order,
  onDone,
}: {
  order: { id: number; order_sn: string };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [company, setCompany] = useState('');
  const [number, setNumber] = useState('');
  const [error, setError] = useState('');

  const submit = async () => {
    if (!company.trim()) return setError(t('gsTrade.ship.companyRequired'));
    if (!/^[A-Za-z0-9-]{4,40}$/.test(number.trim())) return setError(t('gsTrade.ship.noInvalid'));
    setError('');
    try {
      await shipOrder(order.id, company.trim(), number.trim());
      toast(t('gsTrade.ship.done'));
      onDone();
    } catch {
      // the wrapper showed why
    }
  };

  return (
    <div className="gs-form" role="dialog" aria-modal="true" aria-labelledby="gs-ship-title">
      <h2 id="gs-ship-title">{t('gsTrade.ship.title', { sn: order.order_sn })}</h2>
      <p className="gs-label">{t('gsTrade.ship.company')}</p>
      <div className="gs-chips" role="radiogroup" aria-label={t('gsTrade.ship.company')}>
        {CARRIER_CODES.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={company === c}
            className={company === c ? 'gs-chip gs-chip--on' : 'gs-chip'}
            onClick={() => {
              setCompany(c);
              setError('');
            }}
          >
            {t(`gsTrade.ship.companies.${c}`)}
          </button>
        ))}
      </div>
      <div className="gs-field">
        <label htmlFor="gs-ship-company">{t('gsTrade.ship.companyOther')}</label>
        <Input
          id="gs-ship-company"
          value={carrierCode(company) ? '' : company}
          onChange={(v) => {
            setCompany(v);
            setError('');
          }}
          maxLength={64}
        />
      </div>
      <div className="gs-field">
        <label htmlFor="gs-ship-no">{t('gsTrade.ship.no')}</label>
        <Input
          id="gs-ship-no"
          value={number}
          onChange={(v) => {
            setNumber(v);
            setError('');
          }}
          maxLength={40}
        />
      </div>
      {error && (
        <p className="gs-error" role="alert">
          {error}
        </p>
      )}
      <div className="gs-actions">
        <Button onClick={onDone}>{t('gsTrade.close')}</Button>
        <LoadingButton color="primary" onClick={submit}>
          {t('gsTrade.ship.submit')}
        </LoadingButton>
      </div>
    </div>
  );
}
