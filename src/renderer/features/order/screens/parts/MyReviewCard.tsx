/**
 * One of the user's reviews in the review centre's "reviewed" tab (issue 19): the goods (tap →
 * goods detail), the stars, the text, the photos (tap → the full-screen viewer) and the time.
 */
// antd-mobile's imperative show() needs its React 19 render shim
import '../../strings/review';
import '../../../../core/ui/antd-shim';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../core/i18n/format';
import { orderGoodsLink } from '../../goods-link';
import type { MyReview } from '../../my-review-api';
import { Stars } from '../../Stars';
import '../../orders.css';

export function MyReviewCard({ review: r }: { review: MyReview }) {
  const { t } = useTranslation();
  return (
    <article className="ord-card ord-review" data-testid="my-review">
      <Link className="ord-review__goods" to={orderGoodsLink(r)}>
        {r.image && <img className="ord-review__img" src={r.image} alt={r.title} loading="lazy" />}
        <span className="ord-review__title">{r.title}</span>
      </Link>
      <div className="ord-review__head">
        <Stars value={r.score} small />
        <time className="ord-review__time" dateTime={new Date(r.created_at * 1000).toISOString()}>
          {formatDateTime(r.created_at)}
        </time>
      </div>
      {r.spec && <p className="ord-review__spec">{r.spec}</p>}
      <p className="ord-review__text">{r.content || t('review.mine.noText')}</p>
      {r.images.length > 0 && (
        <ul className="ord-photos__list">
          {r.images.map((src, i) => (
            <li key={src} className="ord-photos__tile">
              <button
                type="button"
                className="ord-photos__view"
                aria-label={t('review.mine.photoN', { n: i + 1 })}
                data-testid="my-review-photo"
                onClick={() => ImageViewer.Multi.show({ images: r.images, defaultIndex: i })}
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
