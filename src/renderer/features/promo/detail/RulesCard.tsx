/**
 * The activity's rules: the window, the per-user limit with what this user already bought,
 * the stock left and sold, and the server's human rules text (`rules_text`).
 */
import { useTranslation } from '../../../core/i18n';
import type { ActivityGoodsDetail } from '../activity-api';
import { quotaLeft } from './rules';
import { formatMonthDayTime } from '../../../core/i18n/format';
import '../strings/detail';

export interface RulesCardProps {
  detail: Pick<
    ActivityGoodsDetail,
    'activity' | 'limit_per_user' | 'bought' | 'stock' | 'sold' | 'rules_text' | 'gate'
  >;
}

export function RulesCard({ detail: d }: RulesCardProps) {
  const { t } = useTranslation();
  const date = (s: number) => formatMonthDayTime(s);
  const loggedIn = d.gate !== 'login';
  return (
    <section className="detail-card promo-rules" data-testid="promo-rules">
      <h2 className="detail-card__title">{t('promoDetail.rules.title')}</h2>
      <p className="promo-rules__facts">
        {d.limit_per_user > 0 && (
          <span data-testid="promo-limit">
            {t('promoDetail.limit.perUser', { count: d.limit_per_user })}
          </span>
        )}
        {d.limit_per_user > 0 && loggedIn && (
          <>
            <span data-testid="promo-bought">
              {t('promoDetail.limit.bought', { count: d.bought })}
            </span>
            <span>{t('promoDetail.limit.left', { count: quotaLeft(d) })}</span>
          </>
        )}
        <span>{t('promoDetail.limit.stock', { count: Math.max(0, d.stock) })}</span>
        {d.sold > 0 && <span>{t('promoDetail.limit.sold', { count: d.sold })}</span>}
      </p>
      <ul className="promo-rules__list">
        <li>
          {t('promoDetail.rules.window', {
            start: date(d.activity.start_at),
            end: date(d.activity.end_at),
          })}
        </li>
        {d.rules_text.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
