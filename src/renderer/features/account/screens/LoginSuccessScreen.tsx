/** After login: return to the saved page (the `callback` stored value), else the mine tab. */
import '../strings/login';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { isLoginPage } from '../../../core/api/http';
import { KEYS, storage } from '../../../core/platform/storage';
import { PageLoading } from '../../../core/ui';

export function returnTarget(stored: string | null): string {
  let target = '';
  try {
    target = stored ? decodeURIComponent(stored) : '';
  } catch {
    target = '';
  }
  target = target.replace(/^#?\/+/, '');
  // Never back onto a login page, and only to routes inside the app.
  if (!target || isLoginPage(target) || /^[a-z]+:/i.test(target)) return 'pages/user/user';
  return target;
}

export default function LoginSuccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = returnTarget(storage.get(KEYS.callback));
    storage.remove(KEYS.callback);
    void navigate(`/${target}`, { replace: true });
  }, [navigate]);
  return (
    <div data-page="pages/login/login_success" className="splash">
      <p className="splash__title">{t('login.success')}</p>
      <PageLoading />
    </div>
  );
}
