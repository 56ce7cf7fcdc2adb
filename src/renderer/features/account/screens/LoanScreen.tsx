/**
 * Loan application (features/account/loan-rules.ts): amount in yuan within the server's range
 * (the shared LOAN_MIN_AMOUNT..LOAN_MAX_AMOUNT), term, purpose, name and monthly income,
 * validated inline; /api/loan/apply, then the progress page.
 */
import '../../wallet/strings/wallet';
import '../strings/loan';
import { Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import {
  LOAN_LIMITS,
  loanPayload,
  PURPOSE_MAX,
  validateLoan,
  type LoanFormValues,
  type RuleError,
} from '../loan-rules';
import { TextField } from '../fields';
import * as accountApi from '../api';
import { LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrap } from '../../../core/data';
import '../account.css';

type Field = keyof LoanFormValues;

export default function Loan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limits = LOAN_LIMITS;
  const [v, setV] = useState<LoanFormValues>({
    amount: '',
    term: null,
    purpose: '',
    name: '',
    income: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validateLoan(v, limits);
  const msg = (e: RuleError | undefined) => (e ? t(e.key, e.values) : '');
  const set = (f: Field) => (value: string) => setV((s) => ({ ...s, [f]: value }));
  const touch = (f: Field) => () => setTouched((s) => ({ ...s, [f]: true }));
  const yuan = (fen: number) => (fen / 100).toLocaleString();

  const submit = async () => {
    setTouched({ amount: true, term: true, purpose: true, name: true, income: true });
    const payload = loanPayload(v, limits);
    if (!payload) return;
    try {
      await unwrap(accountApi.applyLoan(payload));
      toast(t('loan.submitted'));
      void navigate('/pages/subpack1/loan/progress', { replace: true });
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  return (
    <PageFrame
      title={t('loan.title')}
      page="pages/subpack1/loan/loan"
      right={
        <button
          type="button"
          className="ui-text-button"
          onClick={() => void navigate('/pages/subpack1/loan/progress')}
        >
          {t('loan.progressLink')}
        </button>
      }
    >
      <p className="wallet-intro">
        {t('loan.range', { min: yuan(limits.min_amount), max: yuan(limits.max_amount) })}
      </p>
      <form
        className="card wallet-form wallet-fields"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          id="loan-amount"
          label={t('loan.amount')}
          inputMode="decimal"
          placeholder={t('loan.amountPlaceholder')}
          value={v.amount}
          onChange={(x) => set('amount')(x.replace(/[^\d.]/g, ''))}
          onBlur={touch('amount')}
          error={msg(errors.amount)}
          show={touched.amount}
        />
        <div className="wallet-field" role="group" aria-labelledby="loan-term-label">
          <span className="wallet-field__label" id="loan-term-label">
            {t('loan.term')}
          </span>
          <Selector
            columns={3}
            options={limits.terms.map((m) => ({ label: t('loan.months', { n: m }), value: m }))}
            value={v.term === null ? [] : [v.term]}
            onChange={(arr) => {
              setV((s) => ({ ...s, term: arr[0] ?? null }));
              setTouched((s) => ({ ...s, term: true }));
            }}
          />
          <p className="wallet-error" role="alert">
            {touched.term ? msg(errors.term) : ''}
          </p>
        </div>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="loan-purpose">
            {t('loan.purpose')}
          </label>
          <TextArea
            id="loan-purpose"
            className="acct-textarea"
            rows={2}
            maxLength={PURPOSE_MAX}
            showCount
            placeholder={t('loan.purposePlaceholder')}
            value={v.purpose}
            onChange={set('purpose')}
            onBlur={touch('purpose')}
          />
          <p className="wallet-error" role="alert">
            {touched.purpose ? msg(errors.purpose) : ''}
          </p>
        </div>
        <TextField
          id="loan-name"
          label={t('loan.name')}
          autoComplete="name"
          placeholder={t('loan.namePlaceholder')}
          value={v.name}
          onChange={set('name')}
          onBlur={touch('name')}
          error={msg(errors.name)}
          show={touched.name}
        />
        <TextField
          id="loan-income"
          label={t('loan.income')}
          inputMode="decimal"
          placeholder={t('loan.incomePlaceholder')}
          value={v.income}
          onChange={(x) => set('income')(x.replace(/[^\d.]/g, ''))}
          onBlur={touch('income')}
          error={msg(errors.income)}
          show={touched.income}
        />
        <LoadingButton block color="primary" size="large" shape="rounded" onClick={submit}>
          {t('loan.submit')}
        </LoadingButton>
      </form>
      <p className="wallet-note">{t('loan.note')}</p>
    </PageFrame>
  );
}
