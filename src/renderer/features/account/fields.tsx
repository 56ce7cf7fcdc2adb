/**
 * Form pieces of the account screens: a labelled field with its inline message, and the
 * "mobile + SMS code" pair (bind mobile, social binding, account cancellation). They use the
 * wallet screens' form classes so every form of the app looks the same.
 */
import '../wallet/strings/wallet';
import './strings/account';
import { Input, type InputProps } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import type { AUTH } from '../../../shared/contract/auth';
import { isMobile, isSmsCode } from '../../../shared/rules/validate';
import { http } from '../../core/api/client';
import { SmsCodeButton, toast } from '../../core/ui';
import { reportFailure, unwrapWithMessage } from '../../core/data';
import './account.css';

export interface TextFieldProps extends Omit<InputProps, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** shown once `show` is true */
  error?: string;
  show?: boolean;
  /** beside the input (the SMS button) */
  after?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  show,
  after,
  ...rest
}: TextFieldProps) {
  const input = (
    <Input
      {...rest}
      id={id}
      value={value}
      onChange={onChange}
      aria-invalid={Boolean(show && error)}
      aria-describedby={`${id}-error`}
    />
  );
  return (
    <div className="wallet-field">
      <label className="wallet-field__label" htmlFor={id}>
        {label}
      </label>
      {after ? (
        <div className="wallet-code-row">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      <p id={`${id}-error`} className="wallet-error" role="alert">
        {show ? error : ''}
      </p>
    </div>
  );
}

/** Sends an SMS code of a scene (`bind`, `register`, `cancel`...). */
export const sendSmsCode = (mobile: string, type: string) =>
  http().call<typeof AUTH.sendCode>('POST', 'api/mobile/send_verification_codes', { mobile, type });

export interface MobileCode {
  mobile: string;
  code: string;
  mobileError: string;
  codeError: string;
  /** marks both fields touched; true when both are valid */
  check: () => boolean;
  fields: ReactNode;
}

/**
 * The mobile number and SMS code fields of one form. `fixedMobile` shows a known number
 * read-only (the code goes to it); otherwise the user types it.
 */
export function useMobileCode(
  idPrefix: string,
  scene: string,
  opts: {
    fixedMobile?: string;
    mobileLabel?: string;
    extraMobileCheck?: (m: string) => string;
  } = {},
): MobileCode {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ mobile: false, code: false });
  const mobile = opts.fixedMobile ?? typed;
  const mobileError = !isMobile(mobile)
    ? t('account.mobileInvalid')
    : (opts.extraMobileCheck?.(mobile) ?? '');
  const codeError = isSmsCode(code.trim()) ? '' : t('account.codeInvalid');

  const send = async (): Promise<boolean> => {
    setTouched((s) => ({ ...s, mobile: true }));
    if (mobileError) {
      toast(mobileError);
      return false;
    }
    try {
      const { message } = await unwrapWithMessage(sendSmsCode(mobile, scene));
      toast(message || t('account.codeSent'));
      return true;
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
      return false;
    }
  };

  const fields = (
    <>
      <TextField
        id={`${idPrefix}-mobile`}
        label={opts.mobileLabel ?? t('account.mobile')}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        readOnly={opts.fixedMobile !== undefined}
        placeholder={t('account.mobilePlaceholder')}
        value={mobile}
        onChange={(v) => setTyped(v.replace(/\D/g, ''))}
        onBlur={() => setTouched((s) => ({ ...s, mobile: true }))}
        error={mobileError}
        show={touched.mobile}
      />
      <TextField
        id={`${idPrefix}-code`}
        label={t('account.code')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t('account.codePlaceholder')}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        onBlur={() => setTouched((s) => ({ ...s, code: true }))}
        error={codeError}
        show={touched.code}
        after={<SmsCodeButton onSend={send} />}
      />
    </>
  );

  return {
    mobile,
    code: code.trim(),
    mobileError,
    codeError,
    check: () => {
      setTouched({ mobile: true, code: true });
      return !mobileError && !codeError;
    },
    fields,
  };
}
