import '../../features/account/strings/login';
import { useTranslation } from '../../core/i18n';
import { LoginForm } from '../../features/account/AuthForms';
import { AlreadyLoggedIn } from '../../features/account/already-logged-in';
import { PageFrame } from '../../core/ui';

/** Log in with mobile and password; success returns to the saved page (login_success). */
export default function LoginPage() {
  const { t } = useTranslation();
  // issue 19 (brief C): already logged in: on to the saved page (or home), no form
  return (
    <AlreadyLoggedIn>
      <PageFrame title={t('login.title')} page="pages/public/login" className="auth-page">
        <LoginForm registerPath="pages/public/register" />
      </PageFrame>
    </AlreadyLoggedIn>
  );
}
