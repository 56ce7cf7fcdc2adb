/**
 * TOTP enrolment (issue 20): an operator whose role moves money (owner, finance) and who has no
 * authenticator yet sees this before anything else. A new pending secret is made on arrival
 * (`totp/setup`): its QR code (core/platform/qr.ts) for the authenticator app, the secret for
 * manual entry, then the first code enables it and the console opens.
 */
import { Alert, Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { ApiError, useLoad, useMutation } from '../../../core/data';
import { dynamicKey } from '../../../core/i18n/typed';
import { qrSvg } from '../../../core/platform/qr';
import { opsApi } from '../api';
import { useSession } from '../context';
import { feedback } from '../feedback';
import '../strings';

/** The secret in groups of four, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

const EnrolScreen = observer(function EnrolScreen() {
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setup = useLoad(async () => {
    const s = await opsApi.totpSetup();
    return { ...s, qr: await qrSvg(s.otpauth_url) };
  }, []);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enable = useMutation(opsApi.totpEnable, { report: false });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return;
    setError(null);
    try {
      const operator = await enable.run(code);
      session.setOperator(operator);
      feedback.success(t('console.enrol.enabled'));
      void navigate('/', { replace: true });
    } catch (err) {
      setError(ApiError.from(err).text || t('console.login.failed'));
    }
  };

  const logout = async () => {
    await session.logout();
    void navigate('/login', { replace: true });
  };

  const role = session.operator ? t(dynamicKey('console.roles', session.operator.role)) : '';

  return (
    <div className="console-auth">
      <Card className="console-auth__card console-auth__card--wide">
        <div className="console-auth__brand">{t('console.brand')}</div>
        <Typography.Title level={3}>{t('console.enrol.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('console.enrol.why', { role })}
        </Typography.Paragraph>
        {setup.status === 'loading' && <Spin />}
        {setup.status === 'error' && (
          <Result
            status="warning"
            title={t('console.enrol.loadError')}
            extra={<Button onClick={() => void setup.retry()}>{t('console.enrol.retry')}</Button>}
          />
        )}
        {setup.data && (
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="enrol-form">
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Typography.Text>{t('console.enrol.step1')}</Typography.Text>
              <div
                className="console-qr"
                data-testid="enrol-qr"
                // the SVG markup of the qrcode package (no user text in it but the otpauth URL)
                dangerouslySetInnerHTML={{ __html: setup.data.qr }}
              />
              <Typography.Text>{t('console.enrol.step2')}</Typography.Text>
              <Typography.Text
                className="console-secret"
                copyable={{ text: setup.data.secret }}
                data-testid="enrol-secret"
              >
                {grouped(setup.data.secret)}
              </Typography.Text>
              <Typography.Text>{t('console.enrol.step3')}</Typography.Text>
              <Form layout="vertical" component={false}>
                <Form.Item label={t('console.login.code')} htmlFor="ops-enrol-code">
                  <Input
                    id="ops-enrol-code"
                    className="console-code"
                    size="large"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  />
                </Form.Item>
              </Form>
              {error && <Alert type="error" showIcon title={error} data-testid="enrol-error" />}
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                block
                loading={enable.pending}
                disabled={code.length !== 6}
              >
                {t('console.enrol.enable')}
              </Button>
              <Button type="link" block onClick={() => void logout()}>
                {t('console.enrol.logout')}
              </Button>
            </Space>
          </form>
        )}
      </Card>
    </div>
  );
});

export default EnrolScreen;
