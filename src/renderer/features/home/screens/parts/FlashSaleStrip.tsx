import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import type { LimitedSaleData } from '../../../../../shared/contract';
import { activityDetailRoute } from '../../../../../shared/rules/activity-route';
import type { LoadState } from '../../../../core/data';
import { Countdown, Price, serverNowMs } from '../../../../core/ui';
import { pickFlashSession } from './home-data';
import '../../home.css';

export const FLASH_SALE_LIST = '/pages/activityList/flashSale/index';

/**
 * The home strip of the daily flash sale: the current session's title, a countdown to its end
 * (or to the start of the next session), its goods in a row of small cards, and "more".
 */
export function FlashSaleStrip({
  flash,
  onSessionEnd,
}: {
  flash: LoadState<LimitedSaleData>;
  onSessionEnd: () => void;
}) {
  const { t } = useTranslation();

  if (flash.status === 'loading') {
    return (
      <div className="flash flash--loading" aria-hidden="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  }
  if (flash.status === 'error' || !flash.data) {
    return (
      <div className="flash flash--error" role="alert">
        <span>{t('flash.loadError')}</span>
        <button type="button" className="ui-text-button" onClick={flash.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const pick = pickFlashSession(flash.data.sessions, Math.floor(serverNowMs() / 1000));
  if (!pick) return null;
  const goods = flash.data.goods;

  return (
    <section className="flash" aria-labelledby="flash-title" data-testid="flash-sale">
      <div className="flash__head">
        <h2 id="flash-title" className="flash__title">
          {t('flash.title')}
        </h2>
        <span className="flash__phase">
          {pick.phase === 'ongoing' ? t('flash.endsIn') : t('flash.startsIn')}
        </span>
        <Countdown
          key={`${pick.session.activity_id}-${pick.target}`}
          endAt={pick.target}
          format="hms"
          className="flash__countdown"
          onEnd={onSessionEnd}
        />
        <Link className="flash__more" to={FLASH_SALE_LIST}>
          {t('flash.more')}
          <span aria-hidden="true"> ›</span>
        </Link>
      </div>
      <p className="flash__session">{pick.session.title}</p>
      {goods.length > 0 ? (
        <ul className="flash__goods">
          {goods.map((g, i) => (
            <li key={`${g.activity_goods_id}-${g.id}-${i}`}>
              <Link className="flash-card" to={'/' + activityDetailRoute(g)}>
                <span className="flash-card__image">
                  <img src={g.image} alt={g.title} loading="lazy" decoding="async" />
                </span>
                <Price fen={g.price} original={g.market_price} size="sm" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flash__empty">{t('flash.empty')}</p>
      )}
    </section>
  );
}
