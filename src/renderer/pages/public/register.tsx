import '../../features/account/strings/login';
import { useTranslation } from '../../core/i18n';
import { CodePasswordForm } from '../../features/account/AuthForms';
import { PageFrame } from '../../core/ui';

/** Register with mobile, SMS code and password; logs in and returns to the saved page. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('login.registerTitle')} page="pages/public/register" className="auth-page">
      <CodePasswordForm mode="register" loginPath="pages/public/login" />
    </PageFrame>
  );
}
