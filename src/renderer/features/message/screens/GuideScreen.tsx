/**
 * The user guide: the clause of type `guide` from `/api/notice_clause` (docs/api-messages.md),
 * its `# ` headings as a table of contents that scrolls to each section, then the text.
 */
import '../strings/misc';
import '../messages.css';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import * as messagesApi from '../api';
import { isRefused } from '../errors';
import { messageDate, paragraphs } from '../format';
import { RichText } from '../RichText';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

export default function Guide() {
  const { t, i18n } = useTranslation();
  const guide = useLoad(() => unwrap(messagesApi.getClause('guide')), []);
  const g = guide.data;
  const headings = g ? paragraphs(g.body).filter((p) => p.heading) : [];

  let body;
  if (guide.status === 'error' && isRefused(guide.error))
    body = <EmptyState title={t('misc.notPublished')} />;
  else if (guide.status === 'error') body = <ErrorState onRetry={guide.retry} />;
  else if (!g) body = <ListSkeleton rows={4} />;
  else
    body = (
      <article className="msg-doc" data-testid="guide">
        <h2 className="msg-doc__title">{g.title}</h2>
        <p className="msg-doc__meta">
          {t('misc.version', {
            version: g.version,
            date: messageDate(g.published_at, i18n.language),
          })}
        </p>
        {headings.length > 1 && (
          <nav aria-label={t('misc.contents')}>
            <ul className="msg-toc">
              {headings.map((h, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className="msg-toc__item"
                    onClick={() =>
                      document
                        .getElementById(`section-${i + 1}`)
                        ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                    }
                  >
                    {h.text}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <RichText body={g.body} />
      </article>
    );

  return (
    <PageFrame title={t('misc.guideTitle')} page="pages/subpack1/guide/guide">
      {body}
      <ul className="msg-docs">
        <li>
          <Link className="msg-docs__link" to="/pages/subpack/agreement/agreement">
            {t('misc.agreementTitle')} <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
    </PageFrame>
  );
}
