/**
 * The consumer log-in, register and reset-password forms. Two routes each show the first two
 * (pages/login/* and pages/public/*), so they live here rather than in one page.
 */
import './strings/login';
import { Button, Form, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isMobile, isPassword, isSmsCode } from '../../../shared/rules/validate';
import * as accountApi from './api';
import * as authApi from '../../core/api/auth';
import { useStores } from '../../core/stores/context';
import { SmsCodeButton, toast } from '../../core/ui';
import { useSubmit } from '../../core/forms/use-submit';
import type { Translate } from '../../core/i18n/typed';
import { ConsentCheck, useAgreementVersion, useConsent } from './Consent';

export const LOGIN_SUCCESS_PAGE = 'pages/login/login_success';

type Rule = { validator: (_: unknown, v: string | undefined) => Promise<void> };
function rule(test: (s: string) => boolean, message: string): Rule {
  return {
    validator: (_, v) =>
      v && test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

type T = Translate;

/** The mobile field both forms share: numeric keypad, 11 digits, spec section 5's rule. */
function mobileItem(t: T, autoComplete: string) {
  return (
    <Form.Item
      name="mobile"
      label={t('login.mobile')}
      rules={[rule(isMobile, t('login.invalidMobile'))]}
    >
      <Input
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete={autoComplete}
        placeholder={t('login.mobilePlaceholder')}
      />
    </Form.Item>
  );
}

/** A login password field: 6 to 16 characters (spec section 5). */
function passwordItem(t: T, label: string, autoComplete: string) {
  return (
    <Form.Item name="password" label={label} rules={[rule(isPassword, t('login.invalidPassword'))]}>
      <Input
        type="password"
        maxLength={16}
        autoComplete={autoComplete}
        placeholder={t('login.passwordPlaceholder')}
      />
    </Form.Item>
  );
}

export const LoginForm = observer(function LoginForm({ registerPath }: { registerPath: string }) {
  const { t } = useTranslation();
  const { user } = useStores();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ mobile: string; password: string }>();
  const [social, setSocial] = useState(false);
  // issue 19 part E: consent, never pre-ticked
  const consent = useConsent();
  const agreementVersion = useAgreementVersion();
  /** WeChat login through the social provider (the sandbox authorize page by default); the
   * provider returns to pages/subpack2/thirdLogin/thirdLogin, which logs in or offers binding. */
  const wechatLogin = async () => {
    if (consent.missing()) return;
    setSocial(true);
    try {
      const res = await accountApi.thirdPartyRedirect('wechat', 'pages/login/login_success');
      window.location.href = res.data.authorize_url;
    } catch {
      setSocial(false);
    }
  };
  const { busy, run } = useSubmit(async (v: { mobile: string; password: string }) => {
    const res = await authApi.login(v.mobile.trim(), v.password, await agreementVersion());
    user.setSession(res.data.token, res.data.user_info);
    toast(res.message);
    void navigate(`/${LOGIN_SUCCESS_PAGE}`, { replace: true });
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v: { mobile: string; password: string }) => {
        if (consent.missing()) return;
        void run(v);
      }}
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={busy}>
            {t('login.submit')}
          </Button>
          <ConsentCheck {...consent.check} />
          <div className="auth-links">
            <Link to={`/${registerPath}`}>{t('login.toRegister')}</Link>
            <Link to="/pages/public/changePassword">{t('login.forgot')}</Link>
          </div>
          <div className="auth-social">
            <Button
              fill="outline"
              shape="rounded"
              loading={social}
              disabled={social}
              onClick={() => void wechatLogin()}
            >
              {t('login.wechat')}
            </Button>
          </div>
        </>
      }
    >
      {mobileItem(t, 'username')}
      {passwordItem(t, t('login.password'), 'current-password')}
    </Form>
  );
});

interface CodeFormValues {
  mobile: string;
  code: string;
  password: string;
  invite_code?: string;
}

/** Register (scene `register`) or reset the password (scene `retrieve`) with an SMS code. */
export const CodePasswordForm = observer(function CodePasswordForm({
  mode,
  loginPath,
}: {
  mode: 'register' | 'retrieve';
  loginPath: string;
}) {
  const { t } = useTranslation();
  const { user } = useStores();
  const navigate = useNavigate();
  const [form] = Form.useForm<CodeFormValues>();
  // issue 19 part E: never pre-ticked
  const consent = useConsent();
  const agreementVersion = useAgreementVersion();
  // An invite link (/api/user/get_invite_code) opens register with ?invite=<code>.
  const [params] = useSearchParams();
  const invite = params.get('invite')?.trim().slice(0, 16) ?? '';

  const sendCode = async (): Promise<boolean> => {
    const mobile = (form.getFieldValue('mobile') as string | undefined)?.trim() ?? '';
    if (!isMobile(mobile)) {
      toast(t('login.invalidMobile'));
      return false;
    }
    try {
      const res = await authApi.sendCode(mobile, mode);
      toast(res.message);
      return true;
    } catch {
      return false;
    }
  };

  const { busy, run } = useSubmit(async (v: CodeFormValues) => {
    const payload = { mobile: v.mobile.trim(), password: v.password, code: v.code.trim() };
    if (mode === 'register') {
      const res = await authApi.register({
        ...payload,
        invite_code: v.invite_code?.trim() || undefined,
        agreement_version: await agreementVersion(),
      });
      user.setSession(res.data.token, res.data.user_info);
      toast(res.message);
      void navigate(`/${LOGIN_SUCCESS_PAGE}`, { replace: true });
    } else {
      const res = await authApi.retrievePassword(payload);
      toast(res.message);
      // Every session ended with the reset, this one too.
      user.clear();
      void navigate(`/${loginPath}`, { replace: true });
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={invite ? { invite_code: invite } : undefined}
      onFinish={(v: CodeFormValues) => {
        if (mode === 'register' && consent.missing()) return;
        void run(v);
      }}
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={busy}>
            {mode === 'register' ? t('login.register') : t('login.resetSubmit')}
          </Button>
          {mode === 'register' && <ConsentCheck {...consent.check} />}
          <div className="auth-links">
            <Link to={`/${loginPath}`}>{t('login.toLogin')}</Link>
          </div>
        </>
      }
    >
      {mobileItem(t, 'tel')}
      <Form.Item
        name="code"
        label={t('login.code')}
        rules={[rule(isSmsCode, t('login.invalidCode'))]}
        extra={<SmsCodeButton onSend={sendCode} />}
      >
        <Input
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder={t('login.codePlaceholder')}
        />
      </Form.Item>
      {passwordItem(
        t,
        mode === 'register' ? t('login.password') : t('login.newPassword'),
        'new-password',
      )}
      {mode === 'register' && (
        <Form.Item name="invite_code" label={t('login.inviteCode')}>
          <Input maxLength={16} placeholder={t('login.inviteCodePlaceholder')} />
        </Form.Item>
      )}
    </Form>
  );
});
