/** One comment of a goods: author, score, date, text, images (tap: full screen), spec. */
import '../strings/detail';
import { Image } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import type { CommentItem } from '../../../../shared/contract';
import { formatDate } from '../../../core/i18n/format';
import { showImages } from './ImageViewer';
import { Stars } from './Stars';
import './goods-detail.css';

export function CommentView({ c }: { c: CommentItem }) {
  const { t } = useTranslation();
  const date = formatDate(c.created_at);
  return (
    <article className="comment" data-testid="comment">
      <header className="comment__head">
        <img
          className="comment__avatar"
          src={c.user_avatar || '/media/gen/avatar/default.svg'}
          alt=""
          loading="lazy"
        />
        <span className="comment__name">{c.user_nickname}</span>
        <span className="ui-sr-only">{t('detail.score', { score: c.score })}</span>
        <Stars className="comment__rate" score={c.score} />
        <time className="comment__date" dateTime={new Date(c.created_at * 1000).toISOString()}>
          {date}
        </time>
      </header>
      <p className="comment__content">{c.content}</p>
      {c.images.length > 0 && (
        <div className="comment__images">
          {c.images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className="comment__image"
              aria-label={t('detail.imageOf', { n: i + 1, total: c.images.length })}
              onClick={() => showImages(c.images, i)}
            >
              <Image src={src} alt="" lazy fit="cover" width={72} height={72} />
            </button>
          ))}
        </div>
      )}
      {c.spec && <p className="comment__spec">{c.spec}</p>}
    </article>
  );
}
