import '../../strings/category';
import { useTranslation } from '../../../../core/i18n';
import * as goodsApi from '../../api';
import { unwrap, useLoad } from '../../../../core/data';
import { cx, EmptyState, ErrorState, GoodsCard, ListSkeleton } from '../../../../core/ui';
import '../../catalogue.css';

/** Goods in the ranking: the top 20 by sales. */
export const RANKING_SIZE = 20;

/** The best sellers of a category (all categories for null), numbered, the first three marked. */
export function RankingList({ catId }: { catId: number | null }) {
  const { t } = useTranslation();
  const top = useLoad(
    async () => (await unwrap(goodsApi.getGoodsTopList(catId ?? undefined, RANKING_SIZE))).list,
    [catId],
  );

  if (top.status === 'loading') return <ListSkeleton rows={4} />;
  if (top.status === 'error' || !top.data) return <ErrorState onRetry={top.retry} />;
  if (top.data.length === 0) return <EmptyState title={t('category.rankingEmpty')} />;

  return (
    <ol className="rank-list" aria-label={t('category.ranking')} data-testid="ranking">
      {top.data.map((g, i) => {
        const rank = i + 1;
        return (
          <li key={`${g.id}-${g.sku_id}`} className="rank-list__row">
            <span
              className={cx(
                'rank-list__no',
                rank <= 3 && `rank-list__no--top rank-list__no--${rank}`,
              )}
              data-testid="rank"
              data-rank={rank}
            >
              <span aria-hidden="true">{rank}</span>
              <span className="ui-sr-only">{t('category.rankNo', { rank })}</span>
            </span>
            <GoodsCard goods={g} layout="row" className="rank-list__card" />
          </li>
        );
      })}
    </ol>
  );
}
