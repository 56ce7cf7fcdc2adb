/** Merchant log-in on the kiosk; success returns to the saved merchant page, else the cabinet home. */
import '../../account/strings/login';
import { Button, Form, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { isPassword } from '../../../../shared/rules/validate';
import * as merchantApi from '../../../core/api/merchant';
import { useSubmit } from '../../../core/forms/use-submit';
import { KEYS, storage } from '../../../core/platform/storage';
import { useStores } from '../../../core/stores/context';
import { PageFrame, toast } from '../../../core/ui';

const HOME = 'pages/guishang/index/index';
const COURIER_HOME = 'pages/guishang/courier/orders';

function target(): string {
  const raw = storage.get(KEYS.merchantCallback);
  storage.remove(KEYS.merchantCallback);
  let p = '';
  try {
    p = raw ? decodeURIComponent(raw) : '';
  } catch {
    p = '';
  }
  return p.startsWith('pages/guishang/') && !p.startsWith('pages/guishang/login') ? p : HOME;
}

const MerchantLogin = observer(function MerchantLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useStores();
  const { busy, run } = useSubmit(async (v: { account: string; password: string }) => {
    const res = await merchantApi.merchantLogin(
      v.account.trim(),
      v.password,
      navigator.userAgent.slice(0, 100),
    );
    merchant.setSession(res.data.token, res.data.merchant);
    toast(res.message);
    // a courier's session goes to its work orders (issue 18); the merchant where it was going
    const courier = res.data.merchant?.role === 'courier';
    const next = target();
    void navigate(`/${courier ? COURIER_HOME : next}`, { replace: true });
  });
  return (
    <PageFrame
      title={t('kiosk.login')}
      page="pages/guishang/login/login"
      back={false}
      className="auth-page"
    >
      <Form
        layout="vertical"
        onFinish={(v: { account: string; password: string }) => void run(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={busy}>
            {t('kiosk.submit')}
          </Button>
        }
      >
        <Form.Item
          name="account"
          label={t('kiosk.account')}
          rules={[{ required: true, min: 2, max: 32, message: t('kiosk.accountRequired') }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('kiosk.password')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                v && isPassword(v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('login.invalidPassword'))),
            },
          ]}
        >
          <Input type="password" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </PageFrame>
  );
});

export default MerchantLogin;
