import '../../features/account/strings/login';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/account/AuthForms';
import { PageFrame } from '../../core/ui';

/** Log in with mobile and password; success returns to the saved page (login_success). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('login.title')} page="pages/public/login" className="auth-page">
      <LoginForm registerPath="pages/public/register" />
    </PageFrame>
  );
}
