/**
 * Bind a bank card (docs/api-wallet-account.md "Bank cards"): the bank from `/api/bank_list`, the
 * card number (grouped by four while typing, Luhn-checked), and the holder, who must be the
 * verified real-name person, so real-name verification comes first (a prompt links to it).
 * The server answers the verified name only masked (`张*`): the holder is shown locked to that
 * name and the user types it in full, checked against the mask here and for equality by the
 * server. At most five cards. `?redirect=` is where to go afterwards (get-cash gets `card_id`).
 */
import '../strings/wallet';
import '../../account/strings/identity';
import '../strings/bank';
import { Button, Input, Popup, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isBankCardLuhn } from '../../../../shared/rules/validate';
import * as identityApi from '../../account/identity-api';
import type { Bank } from '../api';
import * as walletApi from '../api';
import { reportFailure, unwrap, unwrapWithMessage, useLoad } from '../../../core/data';
import { EmptyState, ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { cardDigits, groupCardNumber, MAX_BANK_CARDS } from '../card-number';
import { isRealName, matchesMask } from '../identity-rules';
import { safeRedirect, withRedirect } from '../../../core/router/redirect';
import '../wallet.css';

const PAGE = 'pages/subpack1/pay-model/addBankCard';

type Field = 'bank' | 'card' | 'holder';

export default function AddBankCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  const load = useLoad(async () => {
    const [banks, id, cards] = await Promise.all([
      unwrap(walletApi.getBanks()),
      unwrap(identityApi.getIdCard()),
      unwrap(walletApi.getBankCards()),
    ]);
    return { banks: banks.list, id, count: cards.list.length };
  }, []);

  const [bank, setBank] = useState<Bank | null>(null);
  const [card, setCard] = useState('');
  const [holder, setHolder] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [bankOpen, setBankOpen] = useState(false);

  const masked = load.data?.id.name_masked ?? '';
  const digits = cardDigits(card);
  const errors: Record<Field, string> = {
    bank: bank ? '' : t('bank.bankRequired'),
    card: isBankCardLuhn(digits) ? '' : digits ? t('bank.cardInvalid') : t('bank.cardRequired'),
    holder:
      isRealName(holder.trim()) && matchesMask(holder.trim(), masked)
        ? ''
        : t('bank.holderMismatch', { name: masked }),
  };
  const shown = (f: Field) => (touched[f] ? errors[f] : '');
  const full = (load.data?.count ?? 0) >= MAX_BANK_CARDS;

  const submit = async () => {
    setTouched({ bank: true, card: true, holder: true });
    if (errors.bank || errors.card || errors.holder || !bank) return;
    try {
      const { data: added, message } = await unwrapWithMessage(
        walletApi.bindBank({
          bank_code: bank.code,
          card_no: digits,
          holder_name: holder.trim(),
        }),
      );
      toast(message || t('bank.added'));
      const target = redirect
        ? `${redirect}${redirect.includes('?') ? '&' : '?'}card_id=${added.id}`
        : 'pages/subpack1/pay-model/bankCardList';
      void navigate(`/${target}`, { replace: true });
    } catch (error) {
      reportFailure(error, { fallbackKey: 'wallet.networkError' });
    }
  };

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (load.status === 'loading' || !load.data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (!load.data.id.verified)
    body = (
      <EmptyState
        title={t('bank.needRealName')}
        description={t('bank.needRealNameHint')}
        actionText={t('identity.goVerify')}
        onAction={() =>
          void navigate(
            withRedirect('/pages/subpack1/set/user-id-card', withRedirect(PAGE, redirect)),
          )
        }
      />
    );
  else if (full)
    body = (
      <EmptyState
        title={t('bank.tooMany', { n: MAX_BANK_CARDS })}
        actionText={t('bank.myCards')}
        onAction={() => void navigate('/pages/subpack1/pay-model/bankCardList', { replace: true })}
      />
    );
  else
    body = (
      <form
        className="card wallet-form wallet-fields"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="wallet-field">
          <span className="wallet-field__label" id="bank-label">
            {t('bank.bank')}
          </span>
          <button
            type="button"
            className="wallet-picker"
            aria-labelledby="bank-label"
            aria-describedby="bank-value bank-error"
            onClick={() => setBankOpen(true)}
          >
            <span id="bank-value" className={bank ? '' : 'wallet-placeholder'}>
              {bank ? bank.name : t('bank.chooseBank')}
            </span>
            <span className="wallet-picker__arrow" aria-hidden="true">
              ›
            </span>
          </button>
          <p id="bank-error" className="wallet-error" role="alert">
            {shown('bank')}
          </p>
        </div>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="bank-card-no">
            {t('bank.cardNo')}
          </label>
          <Input
            id="bank-card-no"
            inputMode="numeric"
            autoComplete="cc-number"
            value={groupCardNumber(card)}
            placeholder={t('bank.cardPlaceholder')}
            onChange={(v) => setCard(cardDigits(v))}
            onBlur={() => setTouched((s) => ({ ...s, card: true }))}
            aria-invalid={Boolean(shown('card'))}
            aria-describedby="bank-card-error"
          />
          <p id="bank-card-error" className="wallet-error" role="alert">
            {shown('card')}
          </p>
        </div>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="bank-holder">
            {t('bank.holder')}
            <span className="wallet-field__lock">{t('bank.holderLocked', { name: masked })}</span>
          </label>
          <Input
            id="bank-holder"
            autoComplete="name"
            value={holder}
            maxLength={20}
            placeholder={t('bank.holderPlaceholder', { name: masked })}
            onChange={setHolder}
            onBlur={() => setTouched((s) => ({ ...s, holder: true }))}
            aria-invalid={Boolean(shown('holder'))}
            aria-describedby="bank-holder-error"
          />
          <p id="bank-holder-error" className="wallet-error" role="alert">
            {shown('holder')}
          </p>
        </div>
        <p className="wallet-note">{t('bank.safeNote')}</p>
        <LoadingButton block color="primary" size="large" shape="rounded" onClick={submit}>
          {t('bank.bind')}
        </LoadingButton>
      </form>
    );

  return (
    <PageFrame title={t('bank.addTitle')} page={PAGE}>
      {body}
      <Popup
        visible={bankOpen}
        onMaskClick={() => setBankOpen(false)}
        bodyClassName="wallet-sheet"
        destroyOnClose
      >
        <h2 className="wallet-sheet__title">{t('bank.chooseBank')}</h2>
        <ul className="wallet-sheet__list">
          {(load.data?.banks ?? []).map((b) => (
            <li key={b.code}>
              <button
                type="button"
                className="wallet-option"
                aria-pressed={bank?.code === b.code}
                onClick={() => {
                  setBank(b);
                  setTouched((s) => ({ ...s, bank: true }));
                  setBankOpen(false);
                }}
              >
                <span className="wallet-option__bank">
                  {b.logo ? <img src={b.logo} alt="" width={24} height={24} /> : null}
                  {b.name}
                </span>
                {bank?.code === b.code && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ul>
        <Button block onClick={() => setBankOpen(false)}>
          {t('common.cancel')}
        </Button>
      </Popup>
    </PageFrame>
  );
}
