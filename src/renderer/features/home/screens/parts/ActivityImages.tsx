import { useTranslation } from '../../../../core/i18n';
import type { PubGoodsImgReply } from '../../../../../shared/contract';
import { cx } from '../../../../core/ui';
import { TargetLink } from './TargetLink';
import '../../home.css';

/** One activity image set (`pub_goods_img` type 31 or 30): its title and images as links. */
export function ActivityImages({
  set,
  type,
}: {
  set: PubGoodsImgReply['result'] | undefined;
  type: 30 | 31;
}) {
  const { t } = useTranslation();
  if (!set || set.images.length === 0) return null;
  const alt = set.title || t('home.activityImages');
  const headingId = `activity-images-${type}`;
  return (
    <section
      className={cx('act-imgs', `act-imgs--${type}`)}
      aria-labelledby={set.title ? headingId : undefined}
      data-testid={`activity-images-${type}`}
    >
      {set.title && (
        <h2 className="section-title" id={headingId}>
          {set.title}
        </h2>
      )}
      <div className="act-imgs__grid">
        {set.images.map((im, i) => (
          <TargetLink key={`${i}-${im.image}`} link={im.link} className="act-imgs__item">
            <img
              src={im.image}
              alt={set.images.length > 1 ? `${alt} ${i + 1}` : alt}
              loading="lazy"
            />
          </TargetLink>
        ))}
      </div>
    </section>
  );
}
