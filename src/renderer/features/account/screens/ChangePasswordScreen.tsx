import '../strings/login';
import { useTranslation } from '../../../core/i18n';
import { CodePasswordForm } from '../AuthForms';
import { PageFrame } from '../../../core/ui';

/** Reset the login password with an SMS code; every session ends, the user logs in again. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('login.changePasswordTitle')}
      page="pages/public/changePassword"
      className="auth-page"
    >
      <CodePasswordForm mode="retrieve" loginPath="pages/login/login" />
    </PageFrame>
  );
}
