/**
 * Withdrawal submitted: what was requested, the fee, what will arrive and where, and the steps
 * (submitted → processing by the shop → arrival in 1–3 working days). get-cash replaces itself
 * with this screen and passes the server's answer in the query (`id, amount, fee, arrival,
 * card`), so a reload still shows it; without them the screen points to the records.
 */
import '../strings/wallet';
import { Button, Steps } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, PageFrame, Price } from '../../../core/ui';
import '../wallet.css';

function fenParam(v: string | null): number | null {
  if (v === null || !/^\d+$/.test(v)) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

export default function CashCommit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const amount = fenParam(params.get('amount'));
  const fee = fenParam(params.get('fee'));
  const arrival = fenParam(params.get('arrival'));
  const card = params.get('card') ?? '';
  const records = '/pages/subpack1/submitCash/submitCash';

  const done = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/pages/subpack1/pay-model/reward', { replace: true });
  };

  const valid = amount !== null && fee !== null && arrival !== null;

  return (
    <PageFrame
      title={t('wallet.commitTitle')}
      page="pages/subpack1/pay-model/cashCommit"
      homePath="/pages/subpack1/pay-model/reward"
      footer={
        valid ? (
          <div className="wallet-footer wallet-footer--two">
            <Button block shape="rounded" onClick={() => void navigate(records, { replace: true })}>
              {t('wallet.viewRecords')}
            </Button>
            <Button block color="primary" shape="rounded" onClick={done}>
              {t('wallet.backToWallet')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {valid ? (
        <>
          <section className="card wallet-result" data-testid="cash-commit">
            <div className="wallet-result__icon" aria-hidden="true">
              ✓
            </div>
            <h2 className="wallet-result__title">{t('wallet.commitDone')}</h2>
            <Price fen={amount} size="lg" />
            <dl className="wallet-kv wallet-kv--plain">
              <div>
                <dt>{t('wallet.fee')}</dt>
                <dd>
                  <Price fen={fee} size="sm" />
                </dd>
              </div>
              <div>
                <dt>{t('wallet.arrival')}</dt>
                <dd data-testid="cash-commit-arrival">
                  <Price fen={arrival} size="sm" />
                </dd>
              </div>
              {card && (
                <div>
                  <dt>{t('wallet.toCard')}</dt>
                  <dd>{card}</dd>
                </div>
              )}
            </dl>
          </section>
          <section className="card wallet-steps">
            <Steps direction="vertical" current={0}>
              <Steps.Step title={t('wallet.stepSubmitted')} status="finish" />
              <Steps.Step
                title={t('wallet.stepProcessing')}
                description={t('wallet.stepProcessingHint')}
                status="process"
              />
              <Steps.Step
                title={t('wallet.stepArrival')}
                description={t('wallet.ruleArrival')}
                status="wait"
              />
            </Steps>
          </section>
        </>
      ) : (
        <EmptyState
          title={t('wallet.commitMissing')}
          actionText={t('wallet.viewRecords')}
          onAction={() => void navigate(records, { replace: true })}
        />
      )}
    </PageFrame>
  );
}
