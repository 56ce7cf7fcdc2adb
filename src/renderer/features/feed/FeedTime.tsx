import { useTranslation } from '../../core/i18n';
import { formatDate } from '../../core/i18n/format';
import { timeAgo } from './time-ago';
import './strings';
import './feed.css';

/** "5 min ago" of a post or comment; `now` is server time in ms. */
export function FeedTime({ at, now }: { at: number; now: number }) {
  const { t } = useTranslation();
  const ago = timeAgo(at, now);
  const text =
    ago.key === 'date'
      ? formatDate(Math.floor(ago.date.getTime() / 1000))
      : ago.key === 'justNow'
        ? t('feed.justNow')
        : ago.key === 'minutesAgo'
          ? t('feed.minutesAgo', { n: ago.n })
          : ago.key === 'hoursAgo'
            ? t('feed.hoursAgo', { n: ago.n })
            : t('feed.daysAgo', { n: ago.n });
  return (
    <time className="feed-time" dateTime={new Date(at * 1000).toISOString()}>
      {text}
    </time>
  );
}
