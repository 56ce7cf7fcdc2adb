/**
 * Agreements and policies (`?type=`, default the user agreement) from `/api/notice_clause`: the
 * current version's title, version and date, and its text as paragraphs (plain text, no HTML);
 * below, the other documents.
 */
import '../strings/misc';
import '../messages.css';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { CLAUSE_TYPES, type ClauseType } from '../../../../shared/contract/messages';
import * as messagesApi from '../api';
import { isRefused } from '../errors';
import { messageDate } from '../format';
import { RichText } from '../RichText';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack/agreement/agreement';
/** The documents of this page (the guide has its own). */
const DOCS: readonly ClauseType[] = CLAUSE_TYPES.filter((c) => c !== 'guide');

export default function Agreement() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type: ClauseType = DOCS.includes(raw as ClauseType)
    ? (raw as ClauseType)
    : 'user_agreement';
  const clause = useLoad(() => unwrap(messagesApi.getClause(type)), [type]);
  const c = clause.data;

  let body;
  if (clause.status === 'error' && isRefused(clause.error))
    body = <EmptyState title={t('misc.notPublished')} />;
  else if (clause.status === 'error') body = <ErrorState onRetry={clause.retry} />;
  else if (!c || c.type !== type) body = <ListSkeleton rows={4} />;
  else
    body = (
      <article className="msg-doc" data-testid="clause" data-type={c.type}>
        <h2 className="msg-doc__title">{c.title}</h2>
        <p className="msg-doc__meta">
          {t('misc.version', {
            version: c.version,
            date: messageDate(c.published_at, i18n.language),
          })}
        </p>
        <RichText body={c.body} />
      </article>
    );

  return (
    <PageFrame title={c?.type === type ? c.title : t(`misc.clauses.${type}`)} page={PAGE}>
      {body}
      <h2 className="msg-docs__head">{t('misc.otherDocs')}</h2>
      <ul className="msg-docs">
        {DOCS.filter((d) => d !== type).map((d) => (
          <li key={d}>
            <Link className="msg-docs__link" to={`/${PAGE}?type=${d}`} replace>
              {t(`misc.clauses.${d}`)} <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
