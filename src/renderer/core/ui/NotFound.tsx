import { useTranslation } from '../i18n';
import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import { PageFrame } from './PageFrame';

export interface NotFoundProps {
  /** Router path of the app's home, e.g. '/pages/index/index'. */
  homePath: string;
}

/** The screen for an unknown route. */
export function NotFound({ homePath }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common.notFound')} page="not-found" homePath={homePath}>
      <EmptyState title={t('common.notFound')} description={t('common.notFoundHint')}>
        <Link to={homePath} replace className="ui-link-button ui-link-button--primary">
          {t('common.home')}
        </Link>
      </EmptyState>
    </PageFrame>
  );
}
