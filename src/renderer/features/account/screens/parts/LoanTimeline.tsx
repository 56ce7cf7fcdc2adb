/**
 * The status steps of one loan application (submitted → reviewing → result): reached steps with
 * their time, the step not reached yet greyed with its expected time.
 */
import '../../strings/loan';
import { Steps } from 'antd-mobile';
import { useTranslation } from '../../../../core/i18n';
import type { LoanProgress } from '../../../../../shared/contract';
import { LOAN_STATUS_KEYS } from '../../loan-rules';
import { dynamicKey } from '../../../../core/i18n/typed';
import { formatDateTime } from '../../../../core/i18n/format';
import '../../account.css';

type StepStatus = 'finish' | 'process' | 'wait' | 'error';

export function LoanTimeline({ application }: { application: LoanProgress }) {
  const { t } = useTranslation();
  const steps = application.timeline.length
    ? application.timeline
    : [
        {
          status: application.status,
          text: application.status_text,
          at: application.created_at,
          done: true,
        },
      ];
  const name = (status: string, text: string) =>
    LOAN_STATUS_KEYS.includes(status) ? t(dynamicKey('loan.status', status)) : text || status;
  const when = (s: number) => formatDateTime(s);
  const current = steps.reduce((n, s, i) => (s.done ? i : n), 0);
  const stepStatus = (done: boolean, status: string, i: number): StepStatus => {
    if (!done) return 'wait';
    if (status === 'rejected') return 'error';
    return i === current ? 'process' : 'finish';
  };

  return (
    <section className="card wallet-form" aria-label={t('loan.timeline')}>
      <h2 className="wallet-section-title">
        {t('loan.currentStatus')}
        <span className="acct-status" data-testid="loan-status">
          {name(application.status, application.status_text)}
        </span>
      </h2>
      <Steps direction="vertical" current={current}>
        {steps.map((s, i) => (
          <Steps.Step
            key={`${s.status}-${i}`}
            title={name(s.status, s.text)}
            description={s.done ? when(s.at) : t('loan.expectedAt', { time: when(s.at) })}
            status={stepStatus(s.done, s.status, i)}
          />
        ))}
      </Steps>
    </section>
  );
}
