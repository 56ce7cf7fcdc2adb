/** Shop notices, newest first (`?shop_id=` for one shop), infinite scroll and pull to refresh. */
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { LocalNotice } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { SHOP_DETAILS } from '../parts';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/notice';

function dateText(unix: number): string {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export default function Notices() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shopId = Number(params.get('shop_id') ?? 0) || 0;
  const list = usePaged<LocalNotice>(
    async ({ page }) => {
      const data = await unwrap(localApi.getNotices({ page, shop_id: shopId || undefined }));
      return { list: data.list, total: localApi.pageTotal(data, page) };
    },
    [shopId],
  );
  return (
    <PageFrame title={t('local.notice.title')} page={PAGE}>
      <div style={{ height: 12 }} />
      <ListView
        state={list}
        pullToRefresh
        itemKey={(n) => n.id}
        render={(n) => (
          <article className="local-notice" data-testid="local-notice">
            <h2>{n.title}</h2>
            <p>{n.body}</p>
            <p className="local-muted">
              <Link to={`${SHOP_DETAILS}?id=${n.shop_id}`} className="local-link">
                {n.shop_name}
              </Link>{' '}
              ·{' '}
              <time dateTime={new Date(n.created_at * 1000).toISOString()}>
                {dateText(n.created_at)}
              </time>
            </p>
          </article>
        )}
        empty={<EmptyState title={t('local.notice.empty')} />}
      />
    </PageFrame>
  );
}
