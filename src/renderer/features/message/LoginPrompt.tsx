import { useTranslation } from '../../core/i18n';
import { useGoLogin } from '../../core/router/use-go-login';
import { EmptyState } from '../../core/ui/EmptyState';
import './strings/messages';

/** A screen of the message centre opened without a login: say so and offer the login. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const goLogin = useGoLogin();
  return <EmptyState title={t('msg.loginHint')} actionText={t('msg.login')} onAction={goLogin} />;
}
