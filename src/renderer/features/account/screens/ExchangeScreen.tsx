/**
 * Link a social account to a mobile account (after /api/socials/login answered need_bind):
 * "existing account" proves the mobile with an SMS code (scene bind → /api/socials/bind_old_user);
 * "new account" registers with mobile, code (scene register) and password (/api/socials/register).
 * Both log in and go to login_success.
 */
import '../../wallet/strings/wallet';
import '../strings/account';
import '../strings/social';
import '../strings/login';
import { Tabs } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isPassword } from '../../../../shared/rules/validate';
import { TextField, useMobileCode } from '../fields';
import * as accountApi from '../api';
import { LOGIN_SUCCESS_PAGE } from '../AuthForms';
import { useStores } from '../../../core/stores/context';
import { EmptyState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure, unwrapWithMessage } from '../../../core/data';
import '../account.css';
import { ConsentCheck, useAgreementVersion, useConsent } from '../Consent';

type Tab = 'old' | 'new';

const Exchange = observer(function Exchange() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const bindToken = params.get('bind_token') ?? '';
  const [tab, setTab] = useState<Tab>('old');
  const old = useMobileCode('old', 'bind');
  const fresh = useMobileCode('new', 'register');
  const [password, setPassword] = useState('');
  const [pwdTouched, setPwdTouched] = useState(false);
  const pwdError = isPassword(password) ? '' : t('account.passwordRule');
  // issue 19 part E: both ways log in (one creates the account): consent, never pre-ticked
  const consent = useConsent();
  const agreementVersion = useAgreementVersion();

  const done = (token: string, info: Parameters<typeof user.setSession>[1], message: string) => {
    user.setSession(token, info);
    toast(message || t('social.linked'));
    void navigate(`/${LOGIN_SUCCESS_PAGE}`, { replace: true });
  };

  const submitOld = async () => {
    if (!old.check() || consent.missing()) return;
    try {
      const { data, message } = await unwrapWithMessage(
        accountApi.socialBindOldUser({
          bind_token: bindToken,
          mobile: old.mobile,
          code: old.code,
          agreement_version: await agreementVersion(),
        }),
      );
      if (data?.token) done(data.token, data.user_info, message);
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  const submitNew = async () => {
    setPwdTouched(true);
    if (!fresh.check() || pwdError || consent.missing()) return;
    try {
      const { data, message } = await unwrapWithMessage(
        accountApi.socialRegister({
          bind_token: bindToken,
          mobile: fresh.mobile,
          code: fresh.code,
          password,
          agreement_version: await agreementVersion(),
        }),
      );
      if (data?.token) done(data.token, data.user_info, message);
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  if (!bindToken)
    return (
      <PageFrame title={t('social.exchangeTitle')} page="pages/subpack2/thirdLogin/exchange">
        <EmptyState
          title={t('social.bindExpired')}
          actionText={t('social.backToLogin')}
          onAction={() => void navigate('/pages/login/login', { replace: true })}
        />
      </PageFrame>
    );

  return (
    <PageFrame title={t('social.exchangeTitle')} page="pages/subpack2/thirdLogin/exchange">
      <p className="wallet-intro">{t('social.exchangeIntro')}</p>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} className="card acct-tabs">
        <Tabs.Tab title={t('social.existingAccount')} key="old">
          <form className="wallet-fields" noValidate onSubmit={(e) => e.preventDefault()}>
            {old.fields}
            <LoadingButton block color="primary" size="large" shape="rounded" onClick={submitOld}>
              {t('social.bindAndLogin')}
            </LoadingButton>
          </form>
        </Tabs.Tab>
        <Tabs.Tab title={t('social.newAccount')} key="new">
          <form className="wallet-fields" noValidate onSubmit={(e) => e.preventDefault()}>
            {fresh.fields}
            <TextField
              id="new-password"
              label={t('account.password')}
              type="password"
              maxLength={16}
              autoComplete="new-password"
              placeholder={t('account.passwordPlaceholder')}
              value={password}
              onChange={setPassword}
              onBlur={() => setPwdTouched(true)}
              error={pwdError}
              show={pwdTouched}
            />
            <LoadingButton block color="primary" size="large" shape="rounded" onClick={submitNew}>
              {t('social.registerAndLogin')}
            </LoadingButton>
          </form>
        </Tabs.Tab>
      </Tabs>
      <div className="wallet-intro">
        <ConsentCheck {...consent.check} />
      </div>
    </PageFrame>
  );
});

export default Exchange;
