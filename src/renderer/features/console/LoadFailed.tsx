/** The console's error state of a screen or list that could not load: the reason and a retry. */
import { Button, Result } from 'antd';
import { useTranslation } from '../../core/i18n';
import type { ApiError } from '../../core/data';
import './strings';

export function LoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: ApiError | null;
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={error?.message}
      extra={<Button onClick={retry}>{t('console.layout.retry')}</Button>}
      data-testid="load-failed"
    />
  );
}
