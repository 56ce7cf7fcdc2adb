/** One step of entering a pay password (old / new / confirm) with its message. */
import '../account/strings/pay-pwd';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from '../../core/i18n';
import { PayPasswordInput } from '../../core/ui';
import type { PwdFlowState } from './pay-pwd-flow';
import './wallet.css';

export function PwdStepView({
  state,
  busy,
  onEnter,
}: {
  state: PwdFlowState;
  busy: boolean;
  onEnter: (value: string) => void;
}) {
  const { t } = useTranslation();
  const step = state.step === 'done' ? 'confirm' : state.step;
  const heading =
    step === 'old'
      ? t('payPwd.stepOld')
      : step === 'new'
        ? t('payPwd.stepNew')
        : t('payPwd.stepConfirm');
  const hint =
    step === 'old'
      ? t('payPwd.stepOldHint')
      : step === 'new'
        ? t('payPwd.stepNewHint')
        : t('payPwd.stepConfirmHint');
  const error =
    state.error === 'mismatch'
      ? t('payPwd.mismatch')
      : state.error === 'invalid'
        ? t('payPwd.invalid')
        : state.error === 'weak'
          ? t('payPwd.weak')
          : state.error === 'oldWrong'
            ? t('payPwd.oldWrong')
            : state.error === 'failed'
              ? t('payPwd.failed')
              : '';
  const steps =
    state.mode === 'change' ? (['old', 'new', 'confirm'] as const) : (['new', 'confirm'] as const);
  const index = steps.indexOf(step as never);
  return (
    <section className="wallet-pwdstep" data-step={step}>
      <p className="wallet-pwdstep__progress">
        {t('payPwd.progress', { n: index + 1, total: steps.length })}
      </p>
      <h2 className="wallet-pwdstep__title">{heading}</h2>
      <p className="wallet-pwdstep__hint">{hint}</p>
      <p className="wallet-pwdstep__error" role="alert">
        {error}
      </p>
      <div className="wallet-pwdstep__status" role="status">
        {busy && (
          <>
            <DotLoading color="currentColor" /> {t('payPwd.verifying')}
          </>
        )}
      </div>
      <PayPasswordInput
        label={heading}
        resetKey={state.attempt}
        disabled={busy || state.step === 'done'}
        onComplete={onEnter}
      />
    </section>
  );
}
