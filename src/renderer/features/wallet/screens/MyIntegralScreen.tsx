/**
 * My points: the balance and today's transfer quota (`two_integral_info`), the entries to the
 * points record and activity points, the transfer form (to another user by mobile, 1..100000
 * points, at most the quota and the balance, never to oneself — the server checks that) with
 * the pay password on a shuffled keypad → `integral_transfer`, and the transfer log.
 * `?focus=transfer` scrolls to the form.
 */
import '../strings/wallet';
import { Input, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { isMobile } from '../../../../shared/rules/validate';
import type { IntegralTransferLog } from '../api';
import * as walletApi from '../api';
import { unwrap, useLoad, usePaged } from '../../../core/data';
import { useStores } from '../../../core/stores/context';
import {
  EmptyState,
  ErrorState,
  ListView,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../core/ui';
import { SignedAmount } from '../Amount';
import { BalanceCard } from '../BalanceCard';
import { EntryLinks } from '../EntryLinks';
import { formatDateTime, formatPoints } from '../../../core/i18n/format';
import { PayPasswordPopup, payWithCheckedPassword } from '../PayPasswordPopup';
import { usePayPasswordGuard } from '../use-pay-password-guard';
import { checkTransferAmount, transferDigits } from '../transfer';
import { DEFAULT_SETTINGS } from '../../../../shared/rules/business-settings';
import '../wallet.css';

function LogRow({ log }: { log: IntegralTransferLog }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-row" data-testid="transfer-row">
      <div className="wallet-row__main">
        <p className="wallet-row__title">
          {log.direction === 'out'
            ? t('wallet.transferTo', { mobile: log.mobile })
            : t('wallet.transferFrom', { mobile: log.mobile })}
        </p>
        <time className="wallet-row__time">{formatDateTime(log.created_at)}</time>
      </div>
      <div className="wallet-row__side">
        <SignedAmount value={log.direction === 'out' ? -log.amount : log.amount} kind="points" />
        {log.fee ? (
          <span className="wallet-row__after">{t('wallet.transferFee', { n: log.fee })}</span>
        ) : null}
      </div>
    </div>
  );
}

const MyIntegral = observer(function MyIntegral() {
  const { t } = useTranslation();
  const { user } = useStores();
  const [params] = useSearchParams();
  const guard = usePayPasswordGuard();
  const formRef = useRef<HTMLElement>(null);
  const [version, setVersion] = useState(0);

  const info = useLoad(() => unwrap(walletApi.getTwoIntegralInfo()), [version]);
  const logs = usePaged(({ page }) => unwrap(walletApi.getTransferLogs({ page })), [version]);

  const [mobile, setMobile] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState({ mobile: false, amount: false });
  const [payOpen, setPayOpen] = useState(false);

  const focus = params.get('focus');
  const ready = info.status === 'ready';
  useEffect(() => {
    if (focus === 'transfer' && ready) formRef.current?.scrollIntoView({ block: 'start' });
  }, [focus, ready]);

  const integral = info.data?.integral ?? 0;
  const quota = info.data?.transfer_quota ?? 0;
  // the server's rules (console settings); the defaults only until the answer arrives
  const rules = info.data?.transfer_rules ?? DEFAULT_SETTINGS.points;
  const range = {
    min: formatPoints(rules.transfer_min),
    max: formatPoints(rules.transfer_max),
  };
  const amountCheck = checkTransferAmount(amount, integral, quota, rules);
  const mobileError = isMobile(mobile) ? '' : t('wallet.mobileInvalid');
  const amountError = amountCheck.ok
    ? ''
    : amountCheck.problem === 'empty' || amountCheck.problem === 'format'
      ? t('wallet.transferAmountInvalid', range)
      : amountCheck.problem === 'balance'
        ? t('wallet.transferOverBalance')
        : t('wallet.transferOverQuota');

  const submit = async () => {
    setTouched({ mobile: true, amount: true });
    if (mobileError || !amountCheck.ok) return;
    if (!(await guard())) return;
    setPayOpen(true);
  };

  const pay = (password: string) =>
    payWithCheckedPassword(
      password,
      (pay_password) =>
        walletApi.integralTransfer({
          mobile,
          amount: amountCheck.ok ? amountCheck.points : 0,
          pay_password,
        }),
      () => {
        toast(t('wallet.transferDone'));
        setMobile('');
        setAmount('');
        setTouched({ mobile: false, amount: false });
        setVersion((v) => v + 1);
        user.loadIntegration().catch(() => undefined);
        user.loadInfo().catch(() => undefined);
      },
    );

  return (
    <PageFrame title={t('wallet.myIntegral')} page="pages/subpack1/user/my-integral">
      {info.status === 'error' ? (
        <ErrorState onRetry={info.retry} />
      ) : (
        <BalanceCard
          label={t('wallet.pointsBalance')}
          value={
            info.data ? (
              formatPoints(integral)
            ) : (
              <Skeleton.Title animated className="wallet-skeleton-figure" />
            )
          }
          testId="my-integral"
          items={[
            {
              label: t('wallet.quotaToday'),
              value: info.data ? formatPoints(quota) : '—',
            },
          ]}
        />
      )}
      <EntryLinks
        entries={[
          { to: '/pages/subpack2/jifen/jifen', label: t('wallet.pointsRecord') },
          { to: '/pages/subpack1/user/integralAward', label: t('wallet.integralAward') },
        ]}
      />
      <section
        className="card wallet-form wallet-fields"
        ref={formRef}
        aria-labelledby="transfer-title"
      >
        <h2 id="transfer-title" className="wallet-section-title">
          {t('wallet.transfer')}
        </h2>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="transfer-mobile">
            {t('wallet.transferMobile')}
          </label>
          <Input
            id="transfer-mobile"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={mobile}
            placeholder={t('wallet.transferMobilePlaceholder')}
            onChange={(v) => setMobile(v.replace(/\D/g, ''))}
            onBlur={() => setTouched((s) => ({ ...s, mobile: true }))}
            aria-invalid={touched.mobile && Boolean(mobileError)}
            aria-describedby="transfer-mobile-error"
          />
          <p id="transfer-mobile-error" className="wallet-error" role="alert">
            {touched.mobile ? mobileError : ''}
          </p>
        </div>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="transfer-amount">
            {t('wallet.transferAmount')}
          </label>
          <Input
            id="transfer-amount"
            inputMode="numeric"
            maxLength={transferDigits(rules)}
            value={amount}
            placeholder={t('wallet.transferAmountPlaceholder', range)}
            onChange={(v) => setAmount(v.replace(/\D/g, ''))}
            onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
            aria-invalid={touched.amount && Boolean(amountError)}
            aria-describedby="transfer-amount-error"
          />
          <p id="transfer-amount-error" className="wallet-error" role="alert">
            {touched.amount ? amountError : ''}
          </p>
        </div>
        <p className="wallet-note">{t('wallet.transferNote')}</p>
        <LoadingButton
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={!ready}
          onClick={submit}
        >
          {t('wallet.transferSubmit')}
        </LoadingButton>
      </section>
      <section className="wallet-logs" aria-labelledby="transfer-log-title">
        <h2 id="transfer-log-title" className="wallet-section-title wallet-section-title--bare">
          {t('wallet.transferLog')}
        </h2>
        <ListView
          state={logs}
          className="wallet-list"
          itemKey={(l) => l.id}
          skeletonRows={2}
          render={(l) => <LogRow log={l} />}
          empty={<EmptyState title={t('wallet.transferLogEmpty')} />}
        />
      </section>
      <PayPasswordPopup
        visible={payOpen}
        title={t('wallet.transferConfirm')}
        summary={
          amountCheck.ok ? (
            <div className="wallet-paysum">
              <p className="wallet-paysum__title">{t('wallet.transferTo', { mobile })}</p>
              <p className="wallet-paysum__points">
                {t('wallet.pointsN', { n: formatPoints(amountCheck.points) })}
              </p>
            </div>
          ) : null
        }
        onClose={() => setPayOpen(false)}
        onSubmit={pay}
      />
    </PageFrame>
  );
});

export default MyIntegral;
