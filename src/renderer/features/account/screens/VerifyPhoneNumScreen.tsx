/**
 * Verify the phone number before setting or resetting the pay password (`?purpose=set|reset`):
 * the user's number is known only masked (138****8000), so the user types it in full (checked
 * against the mask here, by the server when sending), gets a code (scene `pay_password`) and
 * enters it. The code is checked without being used up (`validate_of_mobile_and_code`) and handed
 * to pay-pwd2 in sessionStorage (features/wallet/pay-pwd-flow.ts), which uses it to set the password.
 */
import '../../wallet/strings/wallet';
import '../strings/pay-pwd';
import { Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isMobile, isSmsCode } from '../../../../shared/rules/validate';
import * as authApi from '../../../core/api/auth';
import { useStores } from '../../../core/stores/context';
import { LoadingButton, PageFrame, SmsCodeButton, toast } from '../../../core/ui';
import { reportFailure, unwrap, unwrapWithMessage } from '../../../core/data';
import { matchesMask } from '../../wallet';
import { savePayPwdTicket, type PwdPurpose } from '../../wallet';
import { safeRedirect, withRedirect } from '../../../core/router/redirect';
import '../account.css';

const VerifyPhoneNum = observer(function VerifyPhoneNum() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const purpose: PwdPurpose = params.get('purpose') === 'reset' ? 'reset' : 'set';

  useEffect(() => {
    user.loadInfo().catch(() => undefined);
  }, [user]);

  const known = user.info?.mobile ?? '';
  const masked = known.includes('*');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ mobile: false, code: false });
  const value = masked || !known ? mobile : known;

  const mobileError = !isMobile(value)
    ? t('payPwd.mobileInvalid')
    : known && !matchesMask(value, known)
      ? t('payPwd.mobileMismatch')
      : '';
  const codeError = isSmsCode(code.trim()) ? '' : t('payPwd.codeInvalid');

  const send = async (): Promise<boolean> => {
    setTouched((s) => ({ ...s, mobile: true }));
    if (mobileError) {
      toast(mobileError);
      return false;
    }
    try {
      const { message } = await unwrapWithMessage(authApi.sendCode(value, 'pay_password'));
      toast(message || t('payPwd.codeSent'));
      return true;
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
      return false;
    }
  };

  const next = async () => {
    setTouched({ mobile: true, code: true });
    if (mobileError || codeError) return;
    try {
      await unwrap(authApi.validateCode(value, code.trim(), 'pay_password'));
      savePayPwdTicket(code.trim(), purpose);
      void navigate(withRedirect('/pages/subpack1/set/pay-pwd2', redirect), { replace: true });
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  return (
    <PageFrame
      title={purpose === 'reset' ? t('payPwd.resetTitle') : t('payPwd.verifyTitle')}
      page="pages/subpack1/set/verify-phone-num"
    >
      <p className="wallet-intro">
        {known ? t('payPwd.verifyIntro', { mobile: known }) : t('payPwd.verifyIntroNoMobile')}
      </p>
      <form
        className="card wallet-form wallet-fields"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="verify-mobile">
            {t('payPwd.mobile')}
          </label>
          <Input
            id="verify-mobile"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            value={value}
            readOnly={!masked && Boolean(known)}
            placeholder={t('payPwd.mobilePlaceholder', { mobile: known })}
            onChange={(v) => setMobile(v.replace(/\D/g, ''))}
            onBlur={() => setTouched((s) => ({ ...s, mobile: true }))}
            aria-invalid={touched.mobile && Boolean(mobileError)}
            aria-describedby="verify-mobile-error"
          />
          <p id="verify-mobile-error" className="wallet-error" role="alert">
            {touched.mobile ? mobileError : ''}
          </p>
        </div>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor="verify-code">
            {t('payPwd.code')}
          </label>
          <div className="wallet-code-row">
            <Input
              id="verify-code"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              value={code}
              placeholder={t('payPwd.codePlaceholder')}
              onChange={(v) => setCode(v.replace(/\D/g, ''))}
              onBlur={() => setTouched((s) => ({ ...s, code: true }))}
              aria-invalid={touched.code && Boolean(codeError)}
              aria-describedby="verify-code-error"
            />
            <SmsCodeButton onSend={send} />
          </div>
          <p id="verify-code-error" className="wallet-error" role="alert">
            {touched.code ? codeError : ''}
          </p>
        </div>
        <LoadingButton block color="primary" size="large" shape="rounded" onClick={next}>
          {t('payPwd.next')}
        </LoadingButton>
      </form>
    </PageFrame>
  );
});

export default VerifyPhoneNum;
