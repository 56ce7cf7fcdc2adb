import '../account/strings/pay-pwd';
import { useCallback } from 'react';
import { useTranslation } from '../../core/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../core/stores/context';
import { confirm } from '../../core/ui';
import { withRedirect } from '../../core/router/redirect';

export const PAY_PWD_PAGE = 'pages/subpack1/set/pay-pwd';

/**
 * Before opening the pay password sheet: resolves true when the user has a pay password;
 * otherwise offers to set one (coming back here afterwards) and resolves false.
 */
export function usePayPasswordGuard(): () => Promise<boolean> {
  const { t } = useTranslation();
  const { user } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname.replace(/^\//, '') + location.search;

  return useCallback(async () => {
    if (user.info?.has_pay_password) return true;
    // Set on another device since the info was cached? Ask the server before prompting.
    try {
      await user.loadInfo();
    } catch {
      // offline: the prompt below still applies to what is known
    }
    if (user.info?.has_pay_password) return true;
    if (await confirm(t('payPwd.needSet'), { confirmText: t('payPwd.goSet') })) {
      void navigate(withRedirect(`/${PAY_PWD_PAGE}`, here));
    }
    return false;
  }, [user, t, navigate, here]);
}
