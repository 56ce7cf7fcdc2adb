/** Events newest first (order history, logistics, after-sale progress); the newest highlighted. */
import { useTranslation } from '../../core/i18n';
import { formatTime } from '../../core/i18n/format-time';
import './orders.css';

export interface TimelineProps {
  events: readonly { time: number; text: string }[];
  /** accessible name of the list */
  label: string;
  testId?: string;
}

export function Timeline({ events, label, testId }: TimelineProps) {
  const { i18n } = useTranslation();
  const sorted = [...events].sort((a, b) => b.time - a.time);
  return (
    <ol className="ord-timeline" aria-label={label} data-testid={testId}>
      {sorted.map((e, i) => (
        <li
          key={`${e.time}-${i}`}
          className={i === 0 ? 'ord-timeline__item is-latest' : 'ord-timeline__item'}
        >
          <span className="ord-timeline__dot" aria-hidden="true" />
          <p className="ord-timeline__text">{e.text}</p>
          <time className="ord-timeline__time" dateTime={new Date(e.time * 1000).toISOString()}>
            {formatTime(e.time, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
