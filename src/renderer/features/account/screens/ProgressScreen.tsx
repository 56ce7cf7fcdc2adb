/**
 * Loan progress: the latest application (/api/loan/progress) with its status timeline; an
 * empty state leads to the application form.
 */
import '../strings/loan';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { LoanProgress } from '../../../../shared/contract';
import { latestApplication } from '../loan-rules';
import * as accountApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { EmptyState, ErrorState, PageFrame, Price } from '../../../core/ui';
import { LoanTimeline } from './parts/LoanTimeline';
import '../account.css';

export default function Progress() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const load = useLoad(
    async () => latestApplication<LoanProgress>(await unwrap(accountApi.getLoanProgress())),
    [],
  );
  const apply = () => void navigate('/pages/subpack1/loan/loan');

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (load.status === 'loading')
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (!load.data)
    body = (
      <EmptyState
        title={t('loan.noApplication')}
        actionText={t('loan.applyNow')}
        onAction={apply}
      />
    );
  else {
    const a = load.data;
    body = (
      <>
        <section className="card wallet-form" data-testid="loan-application" data-status={a.status}>
          <dl className="acct-dl">
            <div>
              <dt>{t('loan.amount')}</dt>
              <dd>
                <Price fen={a.amount} size="sm" />
              </dd>
            </div>
            <div>
              <dt>{t('loan.term')}</dt>
              <dd>{t('loan.months', { n: a.term_months })}</dd>
            </div>
            <div>
              <dt>{t('loan.purpose')}</dt>
              <dd>{a.purpose}</dd>
            </div>
          </dl>
        </section>
        <LoanTimeline application={a} />
      </>
    );
  }

  return (
    <PageFrame title={t('loan.progressTitle')} page="pages/subpack1/loan/progress">
      {body}
    </PageFrame>
  );
}
