/**
 * The verified identity data, masked as the server answers it (`3301**********1234`, `张*`);
 * the full data is stored encrypted and never shown. Not verified: a way to verify.
 */
import '../strings/identity';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as identityApi from '../identity-api';
import { unwrap, useLoad } from '../../../core/data';
import { EmptyState, ErrorState, PageFrame } from '../../../core/ui';
import { formatDateTime } from '../../../core/i18n/format';
import '../account.css';

export default function UserIdCardData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const load = useLoad(() => unwrap(identityApi.getIdCard()), []);
  const d = load.data;

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!d)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  else if (!d.verified)
    body = (
      <EmptyState
        title={t('identity.notVerified')}
        description={t('identity.intro')}
        actionText={t('identity.goVerify')}
        onAction={() => void navigate('/pages/subpack1/set/user-id-card', { replace: true })}
      />
    );
  else
    body = (
      <>
        <section className="card">
          <dl className="wallet-kv wallet-kv--rows" data-testid="id-data">
            <div>
              <dt>{t('identity.status')}</dt>
              <dd className="wallet-ok">{t('identity.verified')}</dd>
            </div>
            <div>
              <dt>{t('identity.name')}</dt>
              <dd>{d.name_masked}</dd>
            </div>
            <div>
              <dt>{t('identity.idNo')}</dt>
              <dd>{d.id_masked}</dd>
            </div>
            <div>
              <dt>{t('identity.verifiedAt')}</dt>
              <dd>{formatDateTime(d.verified_at) || '—'}</dd>
            </div>
          </dl>
        </section>
        <p className="wallet-note">{t('identity.dataNote')}</p>
      </>
    );

  return (
    <PageFrame title={t('identity.dataTitle')} page="pages/subpack1/set/user-id-card-data">
      {body}
    </PageFrame>
  );
}
