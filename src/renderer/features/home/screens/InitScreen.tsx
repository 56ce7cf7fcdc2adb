/** Start page (`/` is an alias): shows the brand briefly while start-up loads, then home. */
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../../shared/constants';
import { runtimeConfig } from '../../../core/platform/runtime';

export default function Init() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${HOME_TAB}`, { replace: true });
  }, [navigate]);
  return (
    <div className="splash" data-page="pages/index/init" aria-busy="true">
      <div className="splash__logo" aria-hidden="true">
        商
      </div>
      <p className="splash__title">{runtimeConfig().appTitle}</p>
      <p className="splash__hint">{t('common.loading')}</p>
    </div>
  );
}
