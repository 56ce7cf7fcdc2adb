/**
 * Clear cache: the size of the local data (localStorage, sessionStorage, Cache Storage) in KB,
 * and, after a confirmation, clearing all of it but the login and the language
 * (features/account/cache.ts).
 */
import '../strings/settings';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { clearLocalData, formatKb, localDataBytes } from '../cache';
import { confirm, LoadingButton, PageFrame, toast } from '../../../core/ui';
import '../account.css';

export default function ClearCache() {
  const { t } = useTranslation();
  const [bytes, setBytes] = useState<number | null>(null);

  const measure = useCallback(async () => {
    setBytes(await localDataBytes().catch(() => 0));
  }, []);

  useEffect(() => {
    void measure();
  }, [measure]);

  const clear = async () => {
    if (!(await confirm(t('settings.clearConfirm')))) return;
    await clearLocalData();
    await measure();
    toast(t('settings.cleared'));
  };

  return (
    <PageFrame title={t('settings.clearCache')} page="pages/subpack1/set/clear-cache">
      <section className="card acct-center">
        <p className="acct-muted">{t('settings.cacheSize')}</p>
        <p className="acct-big" data-testid="cache-size" aria-live="polite">
          {bytes === null ? '…' : `${formatKb(bytes)} KB`}
        </p>
        <p className="acct-muted">{t('settings.cacheKeeps')}</p>
      </section>
      <div className="acct-actions">
        <LoadingButton
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={bytes === null}
          onClick={clear}
        >
          {t('settings.clearNow')}
        </LoadingButton>
      </div>
    </PageFrame>
  );
}
