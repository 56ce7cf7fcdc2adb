/**
 * The console's login (issue 20): username and password; when the account has TOTP, a second
 * step for the 6-digit code of the authenticator app. Refusals show inline under the form (wrong
 * password or code, locked with the minutes left); nothing typed is lost on an error, and "back"
 * from the code step returns to the filled-in password form.
 */
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Navigate, useLocation } from 'react-router-dom';
import { ApiError, useMutation } from '../../../core/data';
import { opsApi } from '../api';
import { useSession } from '../context';
import { loginFailure, type LoginFailure } from '../login-errors';
import '../strings';

export const LoginScreen = observer(function LoginScreen() {
  const session = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [touched, setTouched] = useState(false);
  const login = useMutation(opsApi.login, { report: false });
  const verify = useMutation(opsApi.loginTotp, { report: false });

  if (session.status === 'ready') {
    return <Navigate to={session.needsEnrolment ? '/enrol' : from || '/'} replace />;
  }

  const fail = (err: unknown, step: 'password' | 'totp') => {
    const f = loginFailure(ApiError.from(err), Math.floor(Date.now() / 1000), step);
    if (f.kind === 'challenge') {
      setChallenge(null);
      setCode('');
    }
    setFailure(f);
  };

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setFailure(null);
    try {
      const answer = await login.run(username.trim(), password);
      if (answer.status === 'totp') {
        setChallenge(answer.challenge);
        setCode('');
      } else session.start(answer);
    } catch (err) {
      fail(err, 'password');
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!challenge || !/^\d{6}$/.test(code)) return;
    setFailure(null);
    try {
      // the session opens: the render above goes on to where the operator was
      session.start(await verify.run(challenge, code));
    } catch (err) {
      fail(err, 'totp');
    }
  };

  // the server's words (they name the minutes of a lock); ours when it sent none
  const failureText =
    failure === null
      ? null
      : failure.message ||
        (failure.kind === 'locked'
          ? t('console.login.locked', { minutes: failure.minutes })
          : failure.kind === 'challenge'
            ? t('console.login.challengeExpired')
            : t('console.login.failed'));

  const error = failureText && (
    <Alert type="error" showIcon title={failureText} data-testid="login-error" />
  );

  return (
    <div className="console-auth">
      <Card className="console-auth__card">
        <div className="console-auth__brand">{t('console.brand')}</div>
        {challenge === null ? (
          <form onSubmit={(e) => void submitPassword(e)} noValidate data-testid="login-form">
            <Typography.Title level={3}>{t('console.login.title')}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('console.login.subtitle')}
            </Typography.Paragraph>
            <Form layout="vertical" component={false}>
              <Form.Item
                label={t('console.login.username')}
                htmlFor="ops-username"
                validateStatus={touched && !username.trim() ? 'error' : undefined}
                help={touched && !username.trim() ? t('console.login.usernameRequired') : undefined}
              >
                <Input
                  id="ops-username"
                  size="large"
                  autoComplete="username"
                  autoFocus
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </Form.Item>
              <Form.Item
                label={t('console.login.password')}
                htmlFor="ops-password"
                validateStatus={touched && !password ? 'error' : undefined}
                help={touched && !password ? t('console.login.passwordRequired') : undefined}
              >
                <Input.Password
                  id="ops-password"
                  size="large"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Form.Item>
              {error}
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                block
                loading={login.pending}
                style={{ marginTop: 16 }}
              >
                {t('console.login.submit')}
              </Button>
            </Form>
          </form>
        ) : (
          <form onSubmit={(e) => void submitCode(e)} noValidate data-testid="totp-form">
            <Typography.Title level={3}>{t('console.login.totpTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('console.login.totpHint')}
            </Typography.Paragraph>
            <Form layout="vertical" component={false}>
              <Form.Item
                label={t('console.login.code')}
                htmlFor="ops-code"
                validateStatus={touched && code && !/^\d{6}$/.test(code) ? 'error' : undefined}
                help={
                  touched && code && !/^\d{6}$/.test(code)
                    ? t('console.login.codeRequired')
                    : undefined
                }
              >
                <Input
                  id="ops-code"
                  className="console-code"
                  size="large"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              </Form.Item>
              {error}
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                block
                loading={verify.pending}
                disabled={code.length !== 6}
                style={{ marginTop: 16 }}
              >
                {t('console.login.verify')}
              </Button>
              <Button
                type="link"
                block
                onClick={() => {
                  setChallenge(null);
                  setFailure(null);
                }}
              >
                {t('console.login.back')}
              </Button>
            </Form>
          </form>
        )}
      </Card>
    </div>
  );
});
