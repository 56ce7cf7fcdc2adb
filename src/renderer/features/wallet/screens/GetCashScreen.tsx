/**
 * Withdraw reward money to a bound bank card (docs/api-wallet-account.md "Withdrawal"). The amount
 * is typed in yuan and parsed with `yuanToFen`; it is checked, and the fee and what arrives are
 * computed live in integer fen, by the server's rules (`withdraw_rules` of balance_info, the
 * console's business settings). Submitting asks for the pay password on a shuffled keypad,
 * then POSTs `extract_amount` and replaces this screen with cashCommit (the result in its query).
 * `?card_id=` preselects a card (addBankCard returns here with it).
 */
import '../strings/bank';
import '../strings/wallet';
import { Button, Input, Popup, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { BankCard } from '../api';
import * as walletApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import { cx, ErrorState, LoadingButton, PageFrame, Price } from '../../../core/ui';
import { cardTail } from '../card-number';
import { PayPasswordPopup, payWithCheckedPassword } from '../PayPasswordPopup';
import { withRedirect } from '../../../core/router/redirect';
import { usePayPasswordGuard } from '../use-pay-password-guard';
import {
  checkWithdrawAmount,
  parseYuan,
  sanitizeYuanInput,
  withdrawQuote,
  type WithdrawRules as Rules,
} from '../withdraw';
import { DEFAULT_SETTINGS } from '../../../../shared/rules/business-settings';
import { WithdrawRules } from '../WithdrawRules';
import { formatFen } from '../../../../shared/rules/money';
import '../wallet.css';

const PAGE = 'pages/subpack1/pay-model/get-cash';

function cardLabel(c: BankCard): string {
  return `${c.bank_name} (${cardTail(c.card_no)})`;
}

const GetCash = observer(function GetCash() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const wantedCard = Number(params.get('card_id') ?? 0);
  const guard = usePayPasswordGuard();

  const load = useLoad(async () => {
    const [info, cards] = await Promise.all([
      unwrap(walletApi.getBalanceInfo()),
      unwrap(walletApi.getBankCards()),
    ]);
    return { info, cards: cards.list };
  }, []);

  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [payOpen, setPayOpen] = useState(false);

  const cards = load.data?.cards ?? [];
  const available = load.data?.info.withdrawable ?? 0;
  // the form shows once loaded; until then nothing is checked against these
  const rules: Rules = load.data?.info.withdraw_rules ?? DEFAULT_SETTINGS.withdrawal;
  const card =
    cards.find((c) => c.id === chosen) ??
    cards.find((c) => c.id === wantedCard) ??
    cards[0] ??
    null;

  const check = checkWithdrawAmount(amount, available, rules);
  // The fee follows whatever amount is typed, even one outside the limits.
  const typedFen = parseYuan(amount);
  const quote = typedFen !== null && typedFen > 0 ? withdrawQuote(typedFen, rules) : null;
  const problem = !check.ok && (touched || check.problem !== 'empty') ? check.problem : null;
  const problemText =
    problem === 'empty'
      ? t('wallet.amountRequired')
      : problem === 'format'
        ? t('wallet.amountFormat')
        : problem === 'min'
          ? t('wallet.amountMin', { min: formatFen(rules.min) })
          : problem === 'max'
            ? t('wallet.amountMax')
            : problem === 'tooLarge'
              ? t('wallet.amountTooLarge', { max: formatFen(rules.max) })
              : '';

  const submit = async () => {
    setTouched(true);
    if (!check.ok || !card) return;
    if (!(await guard())) return;
    setPayOpen(true);
  };

  const pay = (password: string) =>
    payWithCheckedPassword(
      password,
      (pay_password) =>
        walletApi.extractAmount({
          amount: check.ok ? check.fen : 0,
          bank_card_id: card?.id ?? 0,
          pay_password,
        }),
      (r) => {
        user.loadInfo().catch(() => undefined);
        const q = new URLSearchParams({
          id: String(r.withdrawal_id),
          amount: String(r.amount),
          fee: String(r.fee),
          arrival: String(r.arrival),
          card: card ? cardLabel(card) : '',
        });
        void navigate(`/pages/subpack1/pay-model/cashCommit?${q.toString()}`, { replace: true });
      },
    );

  const addCardPath = withRedirect('/pages/subpack1/pay-model/addBankCard', PAGE);

  let body;
  if (load.status === 'error') {
    body = <ErrorState onRetry={load.retry} />;
  } else if (load.status === 'loading') {
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else {
    body = (
      <>
        <section className="card wallet-form">
          <h2 className="wallet-form__label" id="cash-card-label">
            {t('wallet.toCard')}
          </h2>
          {card ? (
            <button
              type="button"
              className="wallet-picker"
              aria-labelledby="cash-card-label"
              aria-describedby="cash-card-value"
              onClick={() => setPickerOpen(true)}
              data-testid="cash-card"
            >
              <span id="cash-card-value">{cardLabel(card)}</span>
              <span className="wallet-picker__arrow" aria-hidden="true">
                ›
              </span>
            </button>
          ) : (
            <div className="wallet-nocard">
              <p>{t('bank.noCard')}</p>
              <Link className="ui-link-button" to={addCardPath}>
                {t('bank.addCard')}
              </Link>
            </div>
          )}
        </section>

        <section className="card wallet-form">
          <label className="wallet-form__label" htmlFor="cash-amount">
            {t('wallet.withdrawAmount')}
          </label>
          <div className={cx('wallet-amount-input', problem && 'wallet-amount-input--error')}>
            <span className="wallet-amount-input__symbol" aria-hidden="true">
              ¥
            </span>
            <Input
              id="cash-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder={t('wallet.amountPlaceholder', { min: formatFen(rules.min) })}
              onChange={(v) => setAmount(sanitizeYuanInput(v))}
              onBlur={() => setTouched(true)}
              aria-invalid={Boolean(problem)}
              aria-describedby="cash-amount-help"
            />
            <button
              type="button"
              className="ui-text-button wallet-all"
              onClick={() => {
                setAmount(formatFen(available));
                setTouched(true);
              }}
              disabled={available <= 0}
            >
              {t('wallet.withdrawAll')}
            </button>
          </div>
          <div id="cash-amount-help" className="wallet-form__help">
            <p>
              {t('wallet.available')} <Price fen={available} size="sm" />
              <span className="wallet-form__sep">·</span>
              {t('wallet.minimum')} <Price fen={rules.min} size="sm" />
            </p>
            {problem && (
              <p className="wallet-error" role="alert">
                {problemText}
              </p>
            )}
            <p data-testid="cash-fee">
              {t('wallet.fee')} <Price fen={quote?.fee ?? 0} size="sm" />
              <span className="wallet-form__sep">·</span>
              {t('wallet.arrival')} <Price fen={quote?.arrival ?? 0} size="sm" />
            </p>
          </div>
        </section>
        <WithdrawRules rules={rules} />
      </>
    );
  }

  return (
    <PageFrame
      title={t('wallet.withdrawTitle')}
      page={PAGE}
      right={
        <Link to="/pages/subpack1/submitCash/submitCash" className="ui-text-button">
          {t('wallet.records')}
        </Link>
      }
      footer={
        <div className="wallet-footer">
          <LoadingButton
            block
            color="primary"
            size="large"
            shape="rounded"
            disabled={load.status !== 'ready' || !card || Boolean(problem)}
            onClick={submit}
          >
            {t('wallet.withdrawSubmit')}
          </LoadingButton>
        </div>
      }
    >
      {body}
      <Popup
        visible={pickerOpen}
        onMaskClick={() => setPickerOpen(false)}
        bodyClassName="wallet-sheet"
        destroyOnClose
      >
        <h2 className="wallet-sheet__title">{t('wallet.chooseCard')}</h2>
        <ul className="wallet-sheet__list">
          {cards.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="wallet-option"
                aria-pressed={card?.id === c.id}
                onClick={() => {
                  setChosen(c.id);
                  setPickerOpen(false);
                }}
              >
                <span>{cardLabel(c)}</span>
                {card?.id === c.id && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
          <li>
            <Link className="wallet-option wallet-option--add" to={addCardPath}>
              + {t('bank.addCard')}
            </Link>
          </li>
        </ul>
        <Button block onClick={() => setPickerOpen(false)}>
          {t('common.cancel')}
        </Button>
      </Popup>
      <PayPasswordPopup
        visible={payOpen}
        onClose={() => setPayOpen(false)}
        summary={
          quote && card ? (
            <div className="wallet-paysum">
              <p className="wallet-paysum__title">{t('wallet.withdrawTitle')}</p>
              <Price fen={quote.amount} size="lg" />
              <dl>
                <div>
                  <dt>{t('wallet.fee')}</dt>
                  <dd>
                    <Price fen={quote.fee} size="sm" />
                  </dd>
                </div>
                <div>
                  <dt>{t('wallet.arrival')}</dt>
                  <dd>
                    <Price fen={quote.arrival} size="sm" />
                  </dd>
                </div>
                <div>
                  <dt>{t('wallet.toCard')}</dt>
                  <dd>{cardLabel(card)}</dd>
                </div>
              </dl>
            </div>
          ) : null
        }
        onSubmit={pay}
      />
    </PageFrame>
  );
});

export default GetCash;
